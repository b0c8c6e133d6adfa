// `/inventory/sale-offers/:id/show`: the offer's client, validity, status, units with their plans
// and schedules, totals and actions (PDF, delete; while a draft its builders may change: edit the
// details, add units, change plans). Below the same address, the flow's steps of a draft:
// `…/show/details`, `…/show/units` and `…/show/plans`.
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { SaleOfferDetail } from '../../shared/sale-offers.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { isNotFound } from '../errors/isNotFound.ts';
import { Facts } from '../inventory/common/Facts.tsx';
import { useFormatDate } from '../inventory/common/useFormatDate.ts';
import { recordIdOf } from '../inventory/inventoryApi.ts';
import { PhoneLinks } from '../layout/PhoneLinks.tsx';
import { QueryFallback } from '../layout/QueryFallback.tsx';
import { DeleteOfferButton } from './DeleteOfferButton.tsx';
import { DownloadPdfButton } from './DownloadPdfButton.tsx';
import { OfferDetailsStep } from './OfferDetailsStep.tsx';
import { OfferPlansStep } from './OfferPlansStep.tsx';
import { OfferTotals } from './OfferTotals.tsx';
import { OfferUnits } from './OfferUnits.tsx';
import { OfferUnitsStep } from './OfferUnitsStep.tsx';
import { SaleOfferStatusChip } from './SaleOfferStatusChip.tsx';
import { useSaleOffer } from './saleOfferApi.ts';
import { offerStepPath } from './saleOfferPaths.ts';
import { useOfferEditable } from './useOfferEditable.ts';

function OfferOverview({ offer, editable }: { offer: SaleOfferDetail; editable: boolean }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Facts
            items={[
              { label: 'sale_offers.fields.developer', value: offer.developer_name },
              { label: 'sale_offers.fields.client_name', value: offer.client_name },
              { label: 'sale_offers.fields.client_email', value: offer.client_email },
              { label: 'sale_offers.fields.client_phone', value: offer.client_phone && <PhoneLinks phone={offer.client_phone} /> },
              { label: 'sale_offers.fields.lead', value: offer.lead_name },
              { label: 'sale_offers.fields.valid_until', value: formatDate(offer.valid_until) },
              { label: 'sale_offers.fields.notes', value: offer.notes },
              { label: 'sale_offers.fields.created_by', value: offer.created_by?.name },
            ]}
          />
        </CardContent>
      </Card>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {translate('sale_offers.units.title')}
        </Typography>
        {editable && (
          <Button startIcon={<AddIcon />} component={Link} to={offerStepPath(offer.id, 'units')}>
            {translate('sale_offers.units.add')}
          </Button>
        )}
      </Box>
      <OfferUnits offer={offer} editable={editable} />
      <OfferTotals offer={offer} />
    </Box>
  );
}

export function SaleOfferShow() {
  const translate = useTranslate();
  const params = useParams();
  const id = recordIdOf(params.id);
  const query = useSaleOffer(id ?? 0, id !== null);
  const editable = useOfferEditable(query.data);

  if (id === null || isNotFound(query.error)) return <NotFoundPage />;
  if (!query.data) return <QueryFallback error={query.error} />;
  const offer = query.data;
  const step = params['*'] ?? '';
  if (step !== '' && step !== 'details' && step !== 'units' && step !== 'plans') return <NotFoundPage />;
  // The steps are for those who may still change the offer; others see the offer itself.
  const content =
    step === 'details' && editable ? (
      <OfferDetailsStep offer={offer} />
    ) : step === 'units' && editable ? (
      <OfferUnitsStep offer={offer} />
    ) : step === 'plans' && editable ? (
      <OfferPlansStep offer={offer} />
    ) : (
      <OfferOverview offer={offer} editable={editable} />
    );
  const title = translate('sale_offers.title', { number: offer.number });

  return (
    <Box sx={{ py: 2 }}>
      <Title title={<span>{title}</span>} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <SaleOfferStatusChip status={offer.status} />
        <Box sx={{ flex: 1 }} />
        {editable && step === '' && (
          <Button startIcon={<EditIcon />} component={Link} to={offerStepPath(offer.id, 'details')}>
            {translate('sale_offers.edit')}
          </Button>
        )}
        <DownloadPdfButton id={offer.id} number={offer.number} disabled={offer.units.length === 0} />
        {offer.can.delete && <DeleteOfferButton id={offer.id} number={offer.number} backToList />}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {offer.client_name}
      </Typography>
      {content}
    </Box>
  );
}
