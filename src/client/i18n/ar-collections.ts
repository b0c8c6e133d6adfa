// Arabic messages of the collections screen: the twins of en-collections.ts, key for key.
import { arabicCount, recordNotifications, resourceName, type ArabicNoun } from './arabicPlural.ts';

const installment: ArabicNoun = {
  definite: 'الدفعة',
  singular: 'دفعة',
  one: 'دفعة واحدة',
  dual: 'دفعتين',
  plural: 'دفعات',
  accusative: 'دفعةً',
};

export const collectionResourceMessagesAr = {
  collections: { name: resourceName('تحصيل', 'التحصيل'), notifications: recordNotifications(installment) },
};

export const collectionMessagesAr = {
  title: 'التحصيل',
  tabs: { open: 'الدفعات المستحقة', unrecorded: 'لا توجد عملية بيع مسجّلة' },
  buckets: { overdue: 'متأخرة', due_today: 'مستحقة اليوم', upcoming: 'خلال 30 يومًا' },
  all_buckets: 'الكل',
  totals: 'الإجماليات',
  no_totals: 'لا شيء مستحق',
  total_line: arabicCount(installment, (counted) => `%{amount} · ${counted}`),
  fields: {
    unit: 'الوحدة',
    project: 'المشروع',
    building: 'المبنى',
    developer: 'المطوّر',
    buyers: 'المشترون',
    label: 'الدفعة',
    due_date: 'تاريخ الاستحقاق',
    amount: 'المبلغ',
    paid: 'المدفوع',
    open: 'المتبقي',
    days_late: 'أيام التأخير',
    bucket: 'الحالة',
    due_from: 'مستحقة من',
    due_to: 'مستحقة حتى',
    buyer: 'المشتري',
    status: 'حالة الوحدة',
    price: 'السعر',
    status_changed_at: 'تاريخ تغيير الحالة',
  },
  unit_statuses: { booked: 'محجوزة', sold: 'مباعة' },
  unrecorded_hint: 'هذه الوحدات محجوزة أو مباعة دون سجل بيع. سجّل عملية البيع لمتابعة الدفعات.',
  record_sale: 'تسجيل عملية البيع',
};
