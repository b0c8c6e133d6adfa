// English messages of the collections screen: `collectionMessages` is en.ts's `collections.*` and
// `collectionResourceMessages` sits under `resources.*`.
export const collectionResourceMessages = {
  collections: {
    name: 'Collection |||| Collections',
    // The list changes nothing itself; react-admin's notices still need the resource's own words.
    notifications: {
      created: 'Installment recorded',
      updated: 'Installment updated |||| %{smart_count} installments updated',
      deleted: 'Installment deleted |||| %{smart_count} installments deleted',
    },
  },
};

export const collectionMessages = {
  title: 'Collections',
  tabs: { open: 'Installments due', unrecorded: 'No sale recorded' },
  buckets: { overdue: 'Overdue', due_today: 'Due today', upcoming: 'Next 30 days' },
  all_buckets: 'All',
  totals: 'Totals',
  no_totals: 'Nothing open',
  total_line: '%{amount} · %{smart_count} installment |||| %{amount} · %{smart_count} installments',
  fields: {
    unit: 'Unit',
    project: 'Project',
    building: 'Building',
    developer: 'Developer',
    buyers: 'Buyers',
    label: 'Installment',
    due_date: 'Due date',
    amount: 'Amount',
    paid: 'Paid',
    open: 'Open',
    days_late: 'Days late',
    bucket: 'Status',
    due_from: 'Due from',
    due_to: 'Due to',
    buyer: 'Buyer',
    status: 'Unit status',
    price: 'Price',
    status_changed_at: 'Status changed',
  },
  unit_statuses: { booked: 'Booked', sold: 'Sold' },
  unrecorded_hint: 'These units are booked or sold without a sale record. Record their sale to follow the payments.',
  record_sale: 'Record sale',
};
