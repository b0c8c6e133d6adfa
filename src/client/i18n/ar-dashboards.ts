// Arabic messages of the dashboard, the same keys as en-dashboards.ts: `dashboardMessagesAr` is ar.ts's `dashboard.*`.
export const dashboardMessagesAr = {
  title: 'لوحة المؤشرات',
  view: 'العرض',
  as_chart: 'رسم بياني',
  as_table: 'جدول',
  download_csv: 'تنزيل بصيغة CSV',
  empty: 'لا توجد بيانات لعرضها بعد.',
  none: '—',
  period: {
    label: 'الفترة',
    from: 'من',
    to: 'إلى',
    backwards: 'يجب أن تكون نهاية الفترة في بدايتها أو بعدها.',
  },
  columns: {
    project: 'المشروع',
    status: 'الحالة',
    units: 'الوحدات',
    value: 'القيمة',
    stage: 'المرحلة',
    deals: 'الصفقات المفتوحة',
    weighted_value: 'القيمة المرجّحة',
  },
  inventory: {
    title: 'المخزون حسب المشروع',
  },
  pipeline: {
    title: 'مسار الصفقات',
    win_rate: 'نسبة الفوز (المغلقة خلال الفترة)',
    won_lost: 'رابحة / خاسرة',
    won_lost_value: '%{won} / %{lost}',
    median_days: 'وسيط الأيام حتى الفوز',
    series: {
      value: 'القيمة (%{currency})',
      weighted_value: 'القيمة المرجّحة (%{currency})',
    },
  },
};
