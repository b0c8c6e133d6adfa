// The offer's details, one set of inputs for creating the draft and for changing it: the client,
// an optional lead (for callers in a CRM organization), validity and notes, and — once the offer
// exists, so its currency and units are known — the discount.
import { Box } from '@mui/material';
import { DateInput, TextInput } from 'react-admin';
import { LeadPicker } from '../crm/leads/LeadPicker.tsx';
import { MoneyInput } from '../forms/MoneyInput.tsx';
import { useCan } from '../providers/useCan.ts';

export function OfferDetailsInputs({ discountCurrency }: { discountCurrency?: string }) {
  const can = useCan();
  return (
    <>
      <TextInput source="client_name" label="sale_offers.fields.client_name" />
      <TextInput source="client_email" label="sale_offers.fields.client_email" type="email" />
      <TextInput source="client_phone" label="sale_offers.fields.client_phone" />
      {can('crm.interact') && <LeadPicker source="lead_id" label="sale_offers.fields.lead" />}
      <DateInput source="valid_until" label="sale_offers.fields.valid_until" />
      {discountCurrency && <OfferDiscountInput currency={discountCurrency} />}
      <TextInput source="notes" label="sale_offers.fields.notes" multiline minRows={3} />
    </>
  );
}

export function OfferDiscountInput({ currency }: { currency: string }) {
  return (
    <Box>
      <MoneyInput source="discount" label="sale_offers.fields.discount" currency={currency} helperText="sale_offers.discount_help" />
    </Box>
  );
}
