// `/sales/create?unit_id=…[&sale_offer_id=…]` or `?deal_id=…[&unit_id=…]`: record a sale of a unit
// (docs/api.md "Sales"), from the unit, a sale offer or a won deal. A deal has no unit, so the page
// asks for one first (the organization's available or reserved units), and buyer 1 starts as the
// deal's lead, linked to it; the deal is the developer admin's (a member of its organization).
// Recording books (or sells) the unit; the server's refusals show under their fields, a unit
// taken meanwhile as its message.
import { Alert, Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Deal } from '../../shared/deals.ts';
import type { LeadDetail } from '../../shared/crm.ts';
import type { SaleDetail } from '../../shared/sales.ts';
import { useLead } from '../crm/crmApi.ts';
import { useDeal } from '../crm/deals/dealsApi.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { useFormatMoney } from '../forms/money.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { recordIdOf } from '../inventory/inventoryApi.ts';
import { useUnitDetail } from '../inventory/units/unitApi.ts';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';
import { SaleForm } from './SaleForm.tsx';
import { feeValuesOf, saleCreateBody, type BuyerValues, type SaleFormValues } from './saleFormValues.ts';
import { SALES, useFeeDefaults, useRefreshSales } from './salesApi.ts';
import { SaleUnitPicker } from './SaleUnitPicker.tsx';

/** Buyer 1 of a sale from a deal: its lead, linked, with the contact details the lead has. */
function dealBuyer(deal: Deal, lead: LeadDetail | undefined): BuyerValues {
  return {
    full_name: lead?.full_name ?? deal.lead.full_name,
    email: lead?.email ?? null,
    phone: lead?.phone ?? deal.lead.phone,
    lead_id: deal.lead.id,
    lead_name: deal.lead.full_name,
  };
}

export function SaleCreate() {
  const translate = useTranslate();
  const can = useCan();
  const api = useApi();
  const navigate = useNavigate();
  const refresh = useRefreshSales();
  const formatMoney = useFormatMoney();
  const [params, setParams] = useSearchParams();
  const unitId = recordIdOf(params.get('unit_id') ?? undefined);
  const saleOfferId = recordIdOf(params.get('sale_offer_id') ?? undefined);
  const managing = can('sales.manage');
  // Leads and deals are linked by a member of the organization: the developer admin, not a sales manager.
  const dealId = managing ? recordIdOf(params.get('deal_id') ?? undefined) : null;
  const unit = useUnitDetail(unitId ?? 0, unitId !== null);
  const feeDefaults = useFeeDefaults();
  const deal = useDeal(dealId === null ? null : String(dealId));
  const lead = useLead(deal.data?.lead.id ?? null);

  const submit = useFormSubmission(async (values: SaleFormValues) => {
    const answer = await api.call<{ data: SaleDetail }>({
      method: 'POST',
      path: SALES,
      data: saleCreateBody(values, { unitId: unitId!, saleOfferId, dealId, withFees: managing }),
    });
    await refresh();
    navigate(`/${SALES}/${answer.data.id}/show`);
  });

  const leadSettled = !lead.isPending || lead.isError;
  const defaultValues = useMemo<SaleFormValues>(
    () => ({
      unit_status: 'booked',
      seller_type: managing ? 'developer' : 'platform',
      buyers: [deal.data ? dealBuyer(deal.data, lead.data) : { full_name: '' }],
      fees: (feeDefaults.data?.fees ?? []).map(feeValuesOf),
      payment_plan_id: '',
    }),
    [managing, feeDefaults.data, deal.data, lead.data],
  );

  if (unitId === null && dealId === null) return <NotFoundPage />;
  if (dealId !== null && (!deal.data || !leadSettled)) return <QueryFallback error={deal.error} />;
  const pickUnit = (picked: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (picked === null) next.delete('unit_id');
        else next.set('unit_id', String(picked));
        return next;
      },
      { replace: true },
    );

  let body;
  if (unitId === null) body = null;
  else if (!unit.data || (managing && !feeDefaults.data)) body = <QueryFallback error={unit.error ?? feeDefaults.error} />;
  else {
    const record = unit.data;
    const available = record.status === 'available' || record.status === 'reserved';
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {`${record.unit_number} · ${record.building_name} · ${record.project_name} · ${translate('sales.fields.list_price')}: ${formatMoney(record.price, record.currency)}`}
        </Typography>
        {!available && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('sales.unit_not_available')}
          </Alert>
        )}
        <SaleForm
          key={`${record.id}-${feeDefaults.dataUpdatedAt}`}
          unit={record}
          defaultValues={defaultValues}
          managing={managing}
          linksLeads={managing && can('crm.interact')}
          fromOffer={saleOfferId !== null}
          onSubmit={submit}
        />
      </>
    );
  }

  return (
    <Box sx={{ py: 2 }}>
      <Title title="sales.create_title" />
      <Typography variant="h4" component="h1">
        {translate('sales.create_title')}
      </Typography>
      {deal.data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('sales.from_deal', { title: deal.data.title, lead: deal.data.lead.full_name })}
          </Typography>
          <Box sx={{ mb: 2, maxWidth: 560 }}>
            <SaleUnitPicker unitId={unitId} onPick={pickUnit} />
          </Box>
        </>
      )}
      {body}
    </Box>
  );
}
