// Sales recorded (docs/product.md "Reports"): the sale records per week or month of their booking
// date by project, with their agreed value per currency, cancelled sales on rows of their own;
// paged, exported whole. The filters are sales by period's.
import { useTranslate } from 'react-admin';
import { PeriodSalesReport } from './PeriodSalesReport.tsx';
import { useSalesRecorded } from './reportsApi.ts';

export function SalesRecordedReport() {
  const translate = useTranslate();
  return (
    <PeriodSalesReport
      report="sales-recorded"
      useRows={useSalesRecorded}
      columns={{ count: 'reports.columns.sales', value: 'reports.columns.agreed_value' }}
      status={(row) => translate(`reports.sale_statuses.${row.status}`)}
      count={(row) => row.sales}
    />
  );
}
