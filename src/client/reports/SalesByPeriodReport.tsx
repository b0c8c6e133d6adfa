// Sales by period (docs/product.md "Reports"): units booked and sold per week or month by project,
// with their value at the price of the day, from the unit status history; paged, exported whole.
import { useTranslate } from 'react-admin';
import { PeriodSalesReport } from './PeriodSalesReport.tsx';
import { useSalesByPeriod } from './reportsApi.ts';

export function SalesByPeriodReport() {
  const translate = useTranslate();
  return (
    <PeriodSalesReport
      report="sales-by-period"
      useRows={useSalesByPeriod}
      columns={{ count: 'reports.columns.units', value: 'reports.columns.value' }}
      status={(row) => translate(`inventory.unit_statuses.${row.status}`)}
      count={(row) => row.units}
    />
  );
}
