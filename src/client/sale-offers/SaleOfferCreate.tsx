// `/inventory/sale-offers/create`, the first step of the create flow: the developer organization
// (a sales manager chooses among his; everyone else offers his own organization's units), the
// client, an optional lead (for callers in a CRM organization), validity (default in 14 days) and
// notes. Saving creates the draft and moves on to picking its units; the discount is asked for
// once they are chosen (the plans step), since it may not exceed their total.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, SaveButton, SelectInput, Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';
import { useFormSubmission } from '../forms/useFormSubmission.ts';
import { optionChoices } from '../inventory/common/inventoryFilters.tsx';
import { useApi } from '../providers/useApi.ts';
import { useCan } from '../providers/useCan.ts';
import { useSession } from '../providers/useSession.ts';
import { useOrganizationTimeZone } from '../i18n/useOrganizationTimeZone.ts';
import { dateInDays, DEFAULT_VALIDITY_DAYS, offerCreateBody, validateOfferDetails, type OfferDetailsValues } from './offerDetailsValues.ts';
import { OfferDetailsInputs } from './OfferDetailsInputs.tsx';
import { OfferStepper } from './OfferStepper.tsx';
import { offerStepPath, SALE_OFFERS } from './saleOfferPaths.ts';
import { useOfferDeveloperOptions, useRefreshSaleOffers } from './saleOfferApi.ts';

export function SaleOfferCreate() {
  const translate = useTranslate();
  const can = useCan();
  const session = useSession();
  const api = useApi();
  const navigate = useNavigate();
  const timeZone = useOrganizationTimeZone();
  const refresh = useRefreshSaleOffers();
  // A sales manager works for the developer organizations assigned to him, not his own.
  const choosesOrganization = can('organizations.list');
  const developers = useOfferDeveloperOptions();
  const submit = useFormSubmission(async (values: OfferDetailsValues) => {
    const organizationId = choosesOrganization ? Number(values.organization_id) : session.organizationId;
    const answer = await api.call<{ data: SaleOfferDetail }>({
      method: 'POST',
      path: [SALE_OFFERS, organizationId],
      data: { ...offerCreateBody(values) },
    });
    await refresh();
    navigate(offerStepPath(answer.data.id, 'units'));
  });

  return (
    <Box sx={{ py: 2 }}>
      <Title title="sale_offers.create" />
      <Typography variant="h4" component="h1">
        {translate('sale_offers.create')}
      </Typography>
      <OfferStepper active="details" />
      <Card>
        <CardContent>
          <Form
            defaultValues={{ valid_until: dateInDays(DEFAULT_VALIDITY_DAYS, timeZone), notes: null }}
            validate={(values: Record<string, unknown>) =>
              validateOfferDetails(values as OfferDetailsValues, { needsOrganization: choosesOrganization }, timeZone)
            }
            onSubmit={(values: Record<string, unknown>) => submit(values as OfferDetailsValues)}
            noValidate
          >
            <Box sx={{ display: 'grid', gap: 1, maxWidth: 560 }}>
              {choosesOrganization && (
                <SelectInput
                  source="organization_id"
                  label="sale_offers.fields.developer"
                  choices={optionChoices(developers.data)}
                  translateChoice={false}
                  isPending={developers.isPending}
                />
              )}
              <OfferDetailsInputs />
              <Box>
                <SaveButton label="sale_offers.create_draft" alwaysEnable />
              </Box>
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
