// Arabic messages of payment reminders: ar.ts's `sale_reminders.*`.
import { arabicPlural } from './arabicPlural.ts';
import type { saleReminderMessages } from './en-sale-reminders.ts';

export const saleReminderMessagesAr: typeof saleReminderMessages = {
  title: 'تذكيرات الدفع',
  none: 'لم يُرسل أي تذكير لعملية البيع هذه بعد.',
  steps: {
    before: arabicPlural({
      zero: 'قبل %{smart_count} يوم',
      one: 'قبل يوم واحد',
      two: 'قبل يومين',
      few: 'قبل %{smart_count} أيام',
      many: 'قبل %{smart_count} يومًا',
      other: 'قبل %{smart_count} يوم',
    }),
    on_due_date: 'في تاريخ الاستحقاق',
    late: arabicPlural({
      zero: 'متأخر %{smart_count} يوم',
      one: 'متأخر يومًا واحدًا',
      two: 'متأخر يومين',
      few: 'متأخر %{smart_count} أيام',
      many: 'متأخر %{smart_count} يومًا',
      other: 'متأخر %{smart_count} يوم',
    }),
  },
  reasons: {
    no_phone: 'لم يُرسل: لا يوجد رقم هاتف للمشتري الأول.',
    no_template: 'لم يُرسل: لا يوجد لدى المنصة قالب تذكير دفع نشط لمزوّد الخدمة هذا.',
  },
  fields: {
    installment: 'القسط',
    due_date: 'تاريخ الاستحقاق',
    step: 'التوقيت',
    queued_at: 'وقت الإدراج',
    status: 'الحالة',
    note: 'المستلم أو السبب',
    enabled: 'إرسال تذكيرات الدفع',
    provider: 'الإرسال عبر',
    steps: 'الخطوات',
    step_days: 'الأيام من تاريخ الاستحقاق',
    step_days_help: '‎−7‎ قبل أسبوع، 0 يوم الاستحقاق، 3 بعد ثلاثة أيام من التأخر',
  },
  settings: {
    title: 'تذكيرات الدفع',
    help: 'يُذكَّر المشترون بكل قسط مستحق في هذه الأيام عبر خدمة المراسلة في المنصة، بالعربية أو الإنجليزية. لا يُرسل تذكير لقسط مدفوع أو مغطى بشيك مؤجل.',
    save: 'حفظ التذكيرات',
    saved: 'حُفظت إعدادات التذكير.',
  },
};
