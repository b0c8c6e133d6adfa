// English messages of commissions: `commissionMessages` is en.ts's `commissions.*` and
// `commissionResourceMessages` sits under `resources.*`.
export const commissionResourceMessages = {
  commissions: {
    name: 'Commission |||| Commissions',
    notifications: {
      created: 'Commission recorded',
      updated: 'Commission updated |||| %{smart_count} commissions updated',
      deleted: 'Commission deleted |||| %{smart_count} commissions deleted',
    },
  },
};

export const commissionMessages = {
  statuses: { pending: 'Pending', approved: 'Approved', paid: 'Paid', cancelled: 'Cancelled' },
  triggers: {
    booking: 'At the booking',
    spa: 'At the SPA',
    paid_percentage: 'When a percentage of the price is paid',
  },
  fields: {
    unit: 'Unit',
    project: 'Project',
    developer: 'Developer',
    buyer: 'Buyer',
    seller: 'Seller',
    seller_type: 'Seller type',
    rate: 'Rate',
    amount: 'Commission',
    reached_on: 'Earned on',
    status: 'Status',
    actions: 'Actions',
    trigger: 'Commission is earned',
    paid_percentage: 'Paid percentage of the final price',
    paid_date: 'Paid on',
    payment_reference: 'Payment reference',
  },
  filters: { seller: 'Seller', date_from: 'Earned from', date_to: 'Earned until' },
  approve: { action: 'Approve', done: 'Commission approved' },
  pay: {
    action: 'Mark paid',
    title: 'Commission paid to %{seller}',
    date_help: 'Leave empty for today',
    confirm: 'Mark paid',
    done: 'Commission marked paid',
  },
  settings: {
    title: 'Commissions',
    help: 'When a sale earns its seller a commission, and each project’s rate per seller in percent of the final price. Leave a rate empty for no commission.',
    rates: 'Commission rates',
    rate_of: 'Rate of %{project} for %{seller}',
    no_projects: 'Add a project to set its commission rates.',
    save: 'Save commissions',
    saved: 'Commission settings saved',
  },
  sale: {
    title: 'Commission',
    none: 'No commission line yet: the sale has not reached the stage, or its project has no rate for this seller.',
  },
};
