// The discount, asked for beside the totals once the units are on the offer (the plans step):
// checked against their total before sending, then sent with the draft's other details as they
// are (`PUT inventory/sale-offers/{id}`).
import { Box } from '@mui/material';
import { Form, SaveButton } from 'react-admin';
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';
import { OfferDiscountInput } from './OfferDetailsInputs.tsx';
import { offerDetailsOf, validateOfferDetails, type OfferDetailsValues } from './offerDetailsValues.ts';
import { useOfferUpdate } from './useOfferUpdate.ts';

/** Only the discount's error: the other details are not on this form (the server still checks them all). */
function discountErrors(values: OfferDetailsValues, offer: SaleOfferDetail): Record<string, string> {
  // The validity's day is not this form's: any zone reads the discount alike.
  const { discount } = validateOfferDetails(values, { offer }, 'UTC');
  return discount ? { discount } : {};
}

export function OfferDiscountForm({ offer }: { offer: SaleOfferDetail }) {
  const submit = useOfferUpdate(offer, 'sale_offers.discount_saved');
  const current = offerDetailsOf(offer);
  return (
    // A fresh form for each version of the offer: it shows what was saved, and sends from it.
    <Form
      key={offer.updated_at}
      defaultValues={current}
      validate={(values: Record<string, unknown>) => discountErrors(values as OfferDetailsValues, offer)}
      onSubmit={(values: Record<string, unknown>) => submit({ ...current, discount: (values as OfferDetailsValues).discount ?? null })}
      noValidate
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <OfferDiscountInput currency={offer.currency} />
        <SaveButton label="sale_offers.apply_discount" alwaysEnable sx={{ mt: 1 }} />
      </Box>
    </Form>
  );
}
