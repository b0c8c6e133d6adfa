// One deal on the board: title, lead, value, owner, hot flag, tags and days in its stage. Memoised
// (with a stable `onOpen`) so a move re-renders the cards that moved, not the whole board.
import { Draggable } from '@hello-pangea/dnd';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { DealCard } from '../../../shared/deals.ts';
import { TagChips } from '../leads/LeadChips.tsx';
import { DealStatusChip, HotFlag } from './DealChips.tsx';
import { useFormatMoney } from '../../forms/money.ts';

export const dealDraggableId = (id: number) => `deal-${id}`;

function KanbanCardView({ deal, index, onOpen }: { deal: DealCard; index: number; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  return (
    <Draggable draggableId={dealDraggableId(deal.id)} index={index}>
      {(provided, snapshot) => (
        <Card
          ref={provided.innerRef}
          {...provided.draggableProps}
          {...provided.dragHandleProps}
          role="button"
          aria-label={deal.title}
          data-testid="deal-card"
          onClick={() => onOpen(deal.id)}
          onKeyDown={(event) => {
            // Space lifts the card (the board's keyboard dragging); Enter opens it.
            if (event.key === 'Enter') onOpen(deal.id);
          }}
          variant="outlined"
          sx={{ mb: 1, cursor: 'grab', boxShadow: snapshot.isDragging ? 4 : 0 }}
          style={provided.draggableProps.style}
        >
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {deal.hot && <HotFlag />}
              <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }} noWrap>
                {deal.title}
              </Typography>
              {deal.status !== 'open' && <DealStatusChip status={deal.status} />}
            </Box>
            <Typography variant="body2" color="text.secondary" noWrap>
              {deal.lead.full_name}
            </Typography>
            <Typography variant="body2">{formatMoney(deal.value, deal.currency)}</Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5 }}>
              <Typography variant="caption" color="text.secondary" noWrap>
                {deal.owner?.full_name ?? translate('crm.deals.no_owner')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('crm.deals.days_in_stage', { smart_count: deal.days_in_stage })}
              </Typography>
            </Stack>
            {deal.tags.length > 0 && (
              <Box sx={{ mt: 0.5 }}>
                <TagChips tags={deal.tags} />
              </Box>
            )}
          </CardContent>
        </Card>
      )}
    </Draggable>
  );
}

export const KanbanCard = memo(KanbanCardView);
