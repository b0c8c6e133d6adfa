// Arabic messages of the one CSV import dialog, the same keys as en-imports.ts, under
// `imports.*` of ar.ts.
import { arabicPlural } from './arabicPlural.ts';

/** "…; ٣ صفوف مرفوضة" after the created, updated and skipped counts. */
const rejectedRows = (prefix: string) =>
  arabicPlural({
    zero: `${prefix}؛ لم يُرفض أي صف.`,
    one: `${prefix}؛ رُفض صف واحد.`,
    two: `${prefix}؛ رُفض صفان.`,
    few: `${prefix}؛ رُفضت %{smart_count} صفوف.`,
    many: `${prefix}؛ رُفض %{smart_count} صفًا.`,
    other: `${prefix}؛ رُفض %{smart_count} صف.`,
  });

export const importMessagesAr = {
  title: 'استيراد',
  file: 'ملف CSV',
  no_header: 'لا يحتوي الملف على صف عناوين.',
  steps: { file: 'الملف', mapping: 'الأعمدة', preview: 'المعاينة', done: 'تم' },
  column: 'العمود',
  field: 'الحقل',
  field_of: 'حقل العمود %{column}',
  ignore: 'عدم الاستيراد',
  first_rows: 'الصفوف الأولى كما ستُستورد',
  nothing_mapped: 'لم يُربط أي عمود بحقل.',
  next: 'التالي',
  apply: 'استيراد',
  apply_hint: 'لم يُحفظ شيء بعد: زر «استيراد» ينفّذ ذلك.',
  summary: 'المُنشأ: %{created} · المحدَّث: %{updated} · المرفوض: %{rejected}.',
  summary_preview: 'سيُنشأ: %{created} · سيُحدَّث: %{updated} · سيُرفض: %{rejected}.',
  summary_with_skipped: rejectedRows('المُنشأ: %{created} · المحدَّث: %{updated} · المتخطّى: %{skipped}'),
  summary_with_skipped_preview: rejectedRows('سيُنشأ: %{created} · سيُحدَّث: %{updated} · سيُتخطّى: %{skipped}'),
  rejected: 'الصفوف المرفوضة',
  row: 'الصف',
  reasons: 'الأسباب',
  download_report: 'تنزيل الصفوف المرفوضة (CSV)',
  back: 'رجوع',
  update_off_hint: 'السجلات المحفوظة مسبقًا تُتخطّى ولا تتغير، إلا إذا حدّدت هذا الخيار.',
  records: 'السجلات',
  rows: 'الصفوف',
  action: 'الإجراء',
  name: 'الاسم',
  details: 'التفاصيل',
  more_records: arabicPlural({
    zero: '… ولا سجلات أخرى',
    one: '… وسجل واحد آخر',
    two: '… وسجلان آخران',
    few: '… و%{smart_count} سجلات أخرى',
    many: '… و%{smart_count} سجلًا آخر',
    other: '… و%{smart_count} سجل آخر',
  }),
  actions: { create: 'إنشاء', update: 'تحديث', skip: 'تخطٍّ' },
  actions_done: { create: 'أُنشئ', update: 'حُدِّث', skip: 'تُخطّي' },
  reasons_skip: {
    exists: 'موجود مسبقًا: %{name} (%{field} %{value})',
    unchanged: 'لا تغيير: %{name} يحمل هذه القيم مسبقًا',
  },
  change: '%{field}: %{from} ← %{to}',
  empty_value: '(فارغ)',
};
