// The details step of a draft (`…/:id/show/details`), reached by the offer page's Edit and by the
// stepper: the client, lead, validity, discount and notes, changed together. Saving sends them
// based on the version opened (a change by someone else meanwhile is a 409, not overwritten) and
// returns to the offer.
import { Box, Button, Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';
import { useOrganizationTimeZone } from '../i18n/useOrganizationTimeZone.ts';
import { OfferDetailsInputs } from './OfferDetailsInputs.tsx';
import { offerDetailsOf, validateOfferDetails, type OfferDetailsValues } from './offerDetailsValues.ts';
import { OfferStepper } from './OfferStepper.tsx';
import { offerPath } from './saleOfferPaths.ts';
import { useOfferUpdate } from './useOfferUpdate.ts';

export function OfferDetailsStep({ offer }: { offer: SaleOfferDetail }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const timeZone = useOrganizationTimeZone();
  // The version the person started from, not one a background refresh brought in since.
  const [openedVersion] = useState(offer.updated_at);
  const submit = useOfferUpdate({ id: offer.id, updated_at: openedVersion }, 'sale_offers.details_saved', () =>
    navigate(offerPath(offer.id)),
  );
  return (
    <>
      <OfferStepper active="details" offerId={offer.id} />
      <Card>
        <CardContent>
          <Form
            defaultValues={offerDetailsOf(offer)}
            validate={(values: Record<string, unknown>) => validateOfferDetails(values as OfferDetailsValues, { offer }, timeZone)}
            onSubmit={(values: Record<string, unknown>) => submit(values as OfferDetailsValues)}
            noValidate
          >
            <Box sx={{ display: 'grid', gap: 1, maxWidth: 560 }}>
              <OfferDetailsInputs discountCurrency={offer.currency} />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <SaveButton label="sale_offers.save_details" alwaysEnable />
                <Button component={Link} to={offerPath(offer.id)}>
                  {translate('ra.action.cancel')}
                </Button>
              </Box>
            </Box>
          </Form>
        </CardContent>
      </Card>
    </>
  );
}
