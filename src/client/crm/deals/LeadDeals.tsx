// The "Deals" section of a lead's page: the lead's deals (GET crm/leads/{id}/deals), each opening
// the deal's drawer, and a button creating a deal for this lead.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DealStatusChip, HotFlag } from './DealChips.tsx';
import { DealCreateDialog, DealDrawerWhenOpened } from './lazyDealParts.tsx';
import { useLeadDeals, useRefreshDeals } from './dealsApi.ts';
import { useFormatMoney } from '../../forms/money.ts';
import { useDealParam } from './useDealParam.ts';

export function LeadDeals({ leadId }: { leadId: number }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const deals = useLeadDeals(leadId);
  const refreshDeals = useRefreshDeals();
  const { openDeal } = useDealParam();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate('crm.deals.new_for_lead')}
        </Button>
      </Box>
      {deals.data?.length === 0 && <Typography color="text.secondary">{translate('crm.deals.none_for_lead')}</Typography>}
      <List aria-label={translate('crm.deals.lead_section')} dense>
        {(deals.data ?? []).map((deal) => (
          <ListItemButton key={deal.id} divider onClick={() => openDeal(deal.id)}>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                  {deal.hot && <HotFlag />}
                  {deal.title}
                  <DealStatusChip status={deal.status} />
                </Box>
              }
              secondary={`${deal.pipeline.name} · ${deal.stage.name} · ${formatMoney(deal.value, deal.currency)}`}
            />
          </ListItemButton>
        ))}
      </List>
      {creating && (
        <DealCreateDialog
          defaults={{ lead_id: leadId }}
          onClose={() => setCreating(false)}
          onCreated={async (deal) => {
            setCreating(false);
            await refreshDeals();
            openDeal(deal.id);
          }}
        />
      )}
      <DealDrawerWhenOpened />
    </>
  );
}
