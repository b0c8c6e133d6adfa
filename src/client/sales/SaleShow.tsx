// `/sales/:id/show`: a sale's unit, price, buyers, seller, fees, its current payment schedule and
// the schedules it replaced, and its payments (SalePayments.tsx); the developer admin cancels or
// re-plans an active sale from here; anyone who reads it downloads its statement of account.
import { Alert, Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { SaleDetail, SaleSchedule } from '../../shared/sales.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { isNotFound } from '../errors/isNotFound.ts';
import { useFormatMoney } from '../forms/money.ts';
import { useCountryName } from '../i18n/countryNames.ts';
import { Facts } from '../inventory/common/Facts.tsx';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { recordIdOf } from '../inventory/inventoryApi.ts';
import { ScheduleTable } from '../inventory/paymentPlans/ScheduleTable.tsx';
import { SaleCommissionCard } from '../commissions/SaleCommissionCard.tsx';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { CancelSaleButton } from './CancelSaleButton.tsx';
import { RecordSpaDateButton, ReplanSaleButton } from './SaleActions.tsx';
import { SaleReminders } from '../sale-reminders/SaleReminders.tsx';
import { StatementButton } from './SaleDocumentButtons.tsx';
import { SalePayments } from './SalePayments.tsx';
import { SaleStatusChip } from './SaleStatusChip.tsx';
import { useSale } from './salesApi.ts';

function sellerText(sale: SaleDetail, translate: (key: string) => string): string {
  const type = translate(`sales.seller_types.${sale.seller.type}`);
  if (sale.seller.type === 'broker')
    return [type, sale.seller.broker_organization_name, sale.seller.agent_name].filter(Boolean).join(' · ');
  if (sale.seller.type === 'agency') return [type, sale.seller.agency_name, sale.seller.agency_licence].filter(Boolean).join(' · ');
  return type;
}

function ScheduleCard({ sale, schedule }: { sale: SaleDetail; schedule: SaleSchedule }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const plan = `${schedule.plan_name} (${translate(`sales.sources.${schedule.source}`)})`;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('sales.schedule.version', { version: schedule.version, plan })}
      </Typography>
      {schedule.superseded_at && (
        <Typography variant="body2" color="text.secondary">
          {translate('sales.schedule.superseded', { date: formatDate(schedule.superseded_at) })}
        </Typography>
      )}
      {schedule.reason && (
        <Typography variant="body2" color="text.secondary">
          {translate('sales.schedule.why', { reason: schedule.reason })}
        </Typography>
      )}
      <ScheduleTable label={translate('sales.schedule.title')} installments={schedule.lines} currency={sale.currency} sx={{ mt: 1 }} />
    </Box>
  );
}

function BuyersTable({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const countryName = useCountryName();
  return (
    <Table size="small" aria-label={translate('sales.fields.buyers')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('sales.fields.full_name')}</TableCell>
          <TableCell>{translate('sales.fields.nationality')}</TableCell>
          <TableCell>{translate('sales.fields.id_number')}</TableCell>
          <TableCell>{translate('sales.fields.email')}</TableCell>
          <TableCell>{translate('sales.fields.phone')}</TableCell>
          <TableCell>{translate('sales.fields.lead_id')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sale.buyers.map((buyer) => (
          <TableRow key={buyer.id}>
            <TableCell>{buyer.full_name}</TableCell>
            <TableCell>{countryName(buyer.nationality)}</TableCell>
            <TableCell>{buyer.id_number}</TableCell>
            <TableCell>{buyer.email}</TableCell>
            <TableCell dir="ltr">{buyer.phone}</TableCell>
            <TableCell>{buyer.lead_id !== null && <RouterLink to={`/crm/leads/${buyer.lead_id}`}>{buyer.lead_name}</RouterLink>}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function FeesTable({ sale }: { sale: SaleDetail }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  if (sale.fees.length === 0) return <Typography color="text.secondary">{translate('sales.fees.none')}</Typography>;
  return (
    <Table size="small" aria-label={translate('sales.fields.fees')}>
      <TableBody>
        {sale.fees.map((fee) => (
          <TableRow key={fee.id}>
            <TableCell>{fee.label}</TableCell>
            <TableCell>{fee.rate_hundredths !== null ? `${fee.rate_hundredths / 100} %` : translate('sales.fee_kinds.fixed')}</TableCell>
            <TableCell align="right">{formatMoney(fee.amount, sale.currency)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={2}>{translate('sales.fields.fees_total')}</TableCell>
          <TableCell align="right">{formatMoney(sale.fees_total, sale.currency)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

export function SaleShow() {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const params = useParams();
  const id = recordIdOf(params.id);
  const query = useSale(id ?? 0, id !== null);

  if (id === null || isNotFound(query.error)) return <NotFoundPage />;
  if (!query.data) return <QueryFallback error={query.error} />;
  const sale = query.data;
  const title = translate('sales.title', { unit: sale.unit_number });

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={<span>{title}</span>} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <SaleStatusChip status={sale.status} />
        <Typography color="text.secondary">{`${sale.building_name} · ${sale.project_name}`}</Typography>
        <Box sx={{ flex: 1 }} />
        <StatementButton sale={sale} />
        {sale.can.replan && <RecordSpaDateButton sale={sale} />}
        {sale.can.replan && <ReplanSaleButton sale={sale} />}
        {sale.can.cancel && <CancelSaleButton sale={sale} />}
      </Box>
      {sale.cancellation && (
        <Alert severity="warning">
          {translate('sales.cancel.cancelled_on', {
            date: formatDate(sale.cancellation.at),
            name: sale.cancellation.by?.name ?? '',
            reason: sale.cancellation.reason,
          })}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Facts
            items={[
              { label: 'sales.fields.unit', value: <RouterLink to={`/inventory/units/${sale.unit_id}`}>{sale.unit_number}</RouterLink> },
              { label: 'sales.fields.developer', value: sale.developer_name },
              { label: 'sales.fields.list_price', value: formatMoney(sale.list_price, sale.currency) },
              { label: 'sales.fields.discount', value: formatMoney(sale.discount, sale.currency) },
              { label: 'sales.fields.final_price', value: formatMoney(sale.final_price, sale.currency) },
              { label: 'sales.fields.booking_date', value: formatDate(sale.booking_date) },
              { label: 'sales.fields.spa_date', value: formatDate(sale.spa_date) },
              { label: 'sales.fields.seller_type', value: sellerText(sale, translate) },
              { label: 'sales.fields.deal', value: sale.deal_title },
              {
                label: 'sales.fields.sale_offer',
                value: sale.sale_offer_id !== null && (
                  <RouterLink to={`/inventory/sale-offers/${sale.sale_offer_id}/show`}>{sale.sale_offer_number}</RouterLink>
                ),
              },
              { label: 'sales.fields.created_by', value: sale.created_by?.name },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('sales.fields.buyers')}
          </Typography>
          <BuyersTable sale={sale} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('sales.fields.fees')}
          </Typography>
          <FeesTable sale={sale} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <SalePayments sale={sale} />
        </CardContent>
      </Card>
      <SaleCommissionCard saleId={sale.id} />
      <Card>
        <CardContent>
          <SaleReminders saleId={sale.id} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('sales.schedule.title')}
          </Typography>
          <ScheduleCard sale={sale} schedule={sale.schedule} />
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {translate('sales.schedule.history')}
          </Typography>
          {sale.schedule_history.length === 0 ? (
            <Typography color="text.secondary">{translate('sales.schedule.no_history')}</Typography>
          ) : (
            sale.schedule_history.map((schedule) => <ScheduleCard key={schedule.id} sale={sale} schedule={schedule} />)
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
