// The units on offer, each with its facts, price, chosen plan and schedule; while the offer can
// still be changed, a unit can be removed and its plan changed (on the plans step).
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';
import { useFormatMoney } from '../forms/money.ts';
import { ScheduleTable } from '../inventory/paymentPlans/ScheduleTable.tsx';
import { RecordSaleButton } from '../sales/RecordSaleButton.tsx';
import { RemoveUnitButton } from './RemoveUnitButton.tsx';
import { offerStepPath } from './saleOfferPaths.ts';
import { useUnitFacts } from './useUnitFacts.ts';

export function OfferUnits({ offer, editable }: { offer: SaleOfferDetail; editable: boolean }) {
  const formatMoney = useFormatMoney();
  const translate = useTranslate();
  const facts = useUnitFacts();
  if (offer.units.length === 0) return <Alert severity="info">{translate('sale_offers.units.none')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {offer.units.map((unit) => {
        const name = translate('sale_offers.units.unit_title', { unit: unit.unit_number, building: unit.building_name });
        return (
          <Card key={unit.unit_id} component="section" aria-label={name} variant="outlined">
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h3">
                  {name}
                </Typography>
                <Box sx={{ flex: 1 }} />
                <Typography sx={{ fontWeight: 'bold' }}>{formatMoney(unit.price, offer.currency)}</Typography>
                <RecordSaleButton unitId={unit.unit_id} unitStatus={unit.unit_status} saleOfferId={offer.id} />
                {editable && (
                  <>
                    <Button size="small" startIcon={<EditIcon />} component={Link} to={offerStepPath(offer.id, 'plans')}>
                      {translate('sale_offers.plans.change')}
                    </Button>
                    <RemoveUnitButton offer={offer} unit={unit} />
                  </>
                )}
              </Box>
              <Typography color="text.secondary" gutterBottom>
                {facts(unit)}
              </Typography>
              {unit.schedule.length > 0 ? (
                <>
                  <Typography variant="subtitle2">
                    {unit.custom_installments ? translate('sale_offers.plans.custom_name') : unit.payment_plan_name}
                  </Typography>
                  <ScheduleTable
                    label={translate('sale_offers.plans.schedule_of', { unit: unit.unit_number })}
                    installments={unit.schedule}
                    currency={offer.currency}
                  />
                </>
              ) : (
                <Alert severity="warning">{translate('sale_offers.plans.missing')}</Alert>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
