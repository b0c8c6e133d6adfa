// The create flow's plans step (`…/:id/show/plans`): a plan for every unit on the offer, the
// offer's totals with the discount asked for there (the units and their total are known now),
// and the way back to the units or on to the finished offer.
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';
import { OfferDiscountForm } from './OfferDiscountForm.tsx';
import { OfferStepper } from './OfferStepper.tsx';
import { OfferTotals } from './OfferTotals.tsx';
import { offerPath, offerStepPath } from './saleOfferPaths.ts';
import { UnitPlanEditor } from './UnitPlanEditor.tsx';

export function OfferPlansStep({ offer }: { offer: SaleOfferDetail }) {
  const translate = useTranslate();
  const missing = offer.units.filter((unit) => unit.schedule.length === 0).length;
  return (
    <>
      <OfferStepper active="plans" offerId={offer.id} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {offer.units.length === 0 && <Alert severity="info">{translate('sale_offers.units.none')}</Alert>}
        {offer.units.map((unit) => (
          <UnitPlanEditor key={unit.unit_id} offer={offer} unit={unit} />
        ))}
        <Card component="section" aria-label={translate('sale_offers.totals.discount_title')}>
          <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            {offer.units.length > 0 && <OfferDiscountForm offer={offer} />}
            <Box sx={{ flex: 1 }}>
              <OfferTotals offer={offer} />
            </Box>
          </CardContent>
        </Card>
        {missing > 0 && <Alert severity="warning">{translate('sale_offers.plans.missing_count', { smart_count: missing })}</Alert>}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={Link} to={offerStepPath(offer.id, 'units')}>
            {translate('sale_offers.steps.back_units')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" component={Link} to={offerPath(offer.id)}>
            {translate('sale_offers.steps.finish')}
          </Button>
        </Box>
      </Box>
    </>
  );
}
