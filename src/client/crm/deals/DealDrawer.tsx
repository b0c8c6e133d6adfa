// The deal opened from a kanban card, a list row or a lead's deals (`?deal=` in the address):
// its facts and status (won/lost with reason/reopen), hot flag, fields, owner, tags, move to another
// pipeline or stage, and delete for the admins. Every change refreshes the boards and lists.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Divider, Drawer, IconButton, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Deal } from '../../../shared/deals.ts';
import { useServerAction } from '../../forms/useServerAction.ts';
import { useFormatDateTime } from '../../i18n/useFormatDateTime.ts';
import { ConfirmActionButton } from '../../layout/ConfirmActionButton.tsx';
import { PhoneLinks } from '../../layout/PhoneLinks.tsx';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { useApi } from '../../providers/useApi.ts';
import { useCan } from '../../providers/useCan.ts';
import { DealStatusChip } from './DealChips.tsx';
import { DealEditForm } from './DealEditForm.tsx';
import { DealMoveForm } from './DealMoveForm.tsx';
import { DealStatusActions } from './DealStatusActions.tsx';
import { useDeal, useRefreshDeals } from './dealsApi.ts';
import { useFormatMoney } from '../../forms/money.ts';
import { useDealParam } from './useDealParam.ts';

function DealSummary({ deal }: { deal: Deal }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  return (
    <Stack spacing={0.5}>
      <Typography>
        {translate('crm.deals.fields.lead')}:{' '}
        <Link component={RouterLink} to={`/crm/leads/${deal.lead.id}`}>
          {deal.lead.full_name}
        </Link>{' '}
        <PhoneLinks phone={deal.lead.phone} />
      </Typography>
      <Typography>{`${translate('crm.deals.fields.value')}: ${formatMoney(deal.value, deal.currency)}`}</Typography>
      <Typography>{`${translate('crm.deals.fields.pipeline')}: ${deal.pipeline.name} · ${deal.stage.name}`}</Typography>
      {/* The deal's own state, not the stage's probability: a won deal in "Viewing" is won. */}
      <Typography data-testid="deal-status">{`${translate('crm.deals.fields.status')}: ${translate(`crm.deal_statuses.${deal.status}`)}`}</Typography>
      <Typography color="text.secondary" variant="body2">
        {translate('crm.deals.days_in_stage', { smart_count: deal.days_in_stage })}
      </Typography>
      {deal.status === 'lost' && deal.lost_reason && (
        <Typography>{`${translate('crm.deals.fields.lost_reason')}: ${deal.lost_reason}`}</Typography>
      )}
      {deal.status === 'won' && deal.won_reason && (
        <Typography>{`${translate('crm.deals.fields.won_reason')}: ${deal.won_reason}`}</Typography>
      )}
      <Typography color="text.secondary" variant="body2">
        {translate('crm.deals.created_by', {
          name: deal.created_by?.full_name ?? translate('crm.timeline.system'),
          when: formatDateTime(deal.created_at) ?? '',
        })}
      </Typography>
    </Stack>
  );
}

function DealDetail({ deal, onClose }: { deal: Deal; onClose: () => void }) {
  const translate = useTranslate();
  const can = useCan();
  const api = useApi();
  const refreshDeals = useRefreshDeals();
  const { run } = useServerAction();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {deal.title}
        </Typography>
        <DealStatusChip status={deal.status} />
      </Box>
      <DealSummary deal={deal} />
      <DealStatusActions deal={deal} onChanged={refreshDeals} />
      <Divider />
      <Typography variant="h6" component="h3">
        {translate('crm.deals.details')}
      </Typography>
      <DealEditForm deal={deal} onSaved={refreshDeals} />
      <Divider />
      <Typography variant="h6" component="h3">
        {translate('crm.deals.move_title')}
      </Typography>
      <DealMoveForm deal={deal} onMoved={refreshDeals} />
      {can('crm.delete') && (
        <>
          <Divider />
          <Box>
            <ConfirmActionButton
              label="ra.action.delete"
              title="crm.deals.delete_title"
              content="crm.deals.delete_content"
              messageArgs={{ title: deal.title }}
              onConfirm={() =>
                run(() => api.call({ method: 'DELETE', path: ['crm/deals', deal.id] }), {
                  success: 'crm.deals.deleted',
                  afterwards: async () => {
                    onClose();
                    await refreshDeals();
                  },
                })
              }
            />
          </Box>
        </>
      )}
    </Stack>
  );
}

export function DealDrawer() {
  const translate = useTranslate();
  const { dealId, closeDeal } = useDealParam();
  const deal = useDeal(dealId);
  return (
    <Drawer
      anchor="right"
      open={dealId !== null}
      onClose={closeDeal}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 }, p: 2 } } }}
    >
      <Box role="dialog" aria-label={deal.data?.title ?? translate('crm.deals.deal')}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label={translate('ra.action.close')} onClick={closeDeal}>
            <CloseIcon />
          </IconButton>
        </Box>
        {deal.data ? <DealDetail deal={deal.data} onClose={closeDeal} /> : <QueryFallback error={deal.error} />}
      </Box>
    </Drawer>
  );
}
