// Arabic messages of commissions: the twins of en-commissions.ts, key for key.
import { nouns } from './arabicNouns.ts';
import { recordNotifications, resourceName } from './arabicPlural.ts';

export const commissionResourceMessagesAr = {
  commissions: {
    name: resourceName('عمولة', 'العمولات'),
    notifications: recordNotifications(nouns.commission),
  },
};

export const commissionMessagesAr = {
  statuses: { pending: 'قيد الانتظار', approved: 'معتمدة', paid: 'مدفوعة', cancelled: 'ملغاة' },
  triggers: {
    booking: 'عند الحجز',
    spa: 'عند توقيع اتفاقية البيع والشراء',
    paid_percentage: 'عند سداد نسبة من السعر',
  },
  fields: {
    unit: 'الوحدة',
    project: 'المشروع',
    developer: 'المطوّر',
    buyer: 'المشتري',
    seller: 'البائع',
    seller_type: 'نوع البائع',
    rate: 'النسبة',
    amount: 'العمولة',
    reached_on: 'تاريخ الاستحقاق',
    status: 'الحالة',
    actions: 'الإجراءات',
    trigger: 'تُستحق العمولة',
    paid_percentage: 'النسبة المدفوعة من السعر النهائي',
    paid_date: 'تاريخ الدفع',
    payment_reference: 'مرجع الدفع',
  },
  filters: { seller: 'البائع', date_from: 'مستحقة من', date_to: 'مستحقة حتى' },
  approve: { action: 'اعتماد', done: 'اعتُمدت العمولة' },
  pay: {
    action: 'تسجيل الدفع',
    title: 'عمولة مدفوعة إلى %{seller}',
    date_help: 'اتركه فارغًا لتاريخ اليوم',
    confirm: 'تسجيل الدفع',
    done: 'سُجّل دفع العمولة',
  },
  settings: {
    title: 'العمولات',
    help: 'متى تستحق عملية البيع عمولة للبائع، ونسبة كل مشروع لكل نوع من البائعين من السعر النهائي. اترك النسبة فارغة إن لم تكن هناك عمولة.',
    rates: 'نسب العمولات',
    rate_of: 'نسبة %{project} لـ%{seller}',
    no_projects: 'أضف مشروعًا لتحدد نسب عمولاته.',
    save: 'حفظ العمولات',
    saved: 'حُفظت إعدادات العمولات',
  },
  sale: { title: 'العمولة', none: 'لا توجد عمولة بعد: لم تبلغ عملية البيع مرحلة الاستحقاق، أو ليس لمشروعها نسبة لهذا البائع.' },
};
