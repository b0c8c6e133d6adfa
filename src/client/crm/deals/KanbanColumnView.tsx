// One stage of the board: a header with the count, total and probability-weighted value of every
// matching open deal (won and lost ones are in the closed lanes), the loaded cards (a page at a time: a stage of thousands never renders them
// all), more loaded when scrolled near the end, and the quick add of a deal into this stage.
import { Droppable } from '@hello-pangea/dnd';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { memo, type UIEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { KanbanColumn } from '../../../shared/deals.ts';
import { KanbanCard } from './KanbanCard.tsx';
import { useFormatMoney } from '../../forms/money.ts';
import { sumsText } from './sumsText.ts';

export const stageDroppableId = (id: number) => `stage-${id}`;

/** How close to the end of a column (px) the next page starts loading. */
const LOAD_AHEAD_PX = 200;

interface KanbanColumnViewProps {
  column: KanbanColumn;
  currency: string;
  loadingMore: boolean;
  onLoadMore: (stageId: number) => void;
  onOpen: (dealId: number) => void;
  onQuickAdd: (stageId: number) => void;
  canAdd: boolean;
}

function KanbanColumnViewBase({ column, currency, loadingMore, onLoadMore, onOpen, onQuickAdd, canAdd }: KanbanColumnViewProps) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (column.has_more && !loadingMore && box.scrollTop + box.clientHeight >= box.scrollHeight - LOAD_AHEAD_PX) onLoadMore(column.id);
  };
  return (
    <Paper
      component="section"
      aria-label={column.name}
      data-testid="kanban-column"
      variant="outlined"
      sx={{
        width: 280,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'grey.50',
        borderTop: 4,
        borderTopColor: column.color,
      }}
    >
      <Box sx={{ p: 1.5, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }} noWrap>
            {column.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="column-count">
            {column.count}
          </Typography>
          {canAdd && (
            <Tooltip title={translate('crm.deals.quick_add_in', { stage: column.name })}>
              <IconButton
                size="small"
                aria-label={translate('crm.deals.quick_add_in', { stage: column.name })}
                onClick={() => onQuickAdd(column.id)}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" data-testid="column-totals">
          {translate('crm.kanban.totals', {
            total: sumsText(column.totals, 'total_value', currency, formatMoney),
            weighted: sumsText(column.totals, 'weighted_value', currency, formatMoney),
            probability: column.probability,
          })}
        </Typography>
      </Box>
      <Droppable droppableId={stageDroppableId(column.id)}>
        {(provided, snapshot) => (
          <Box
            ref={provided.innerRef}
            {...provided.droppableProps}
            onScroll={onScroll}
            sx={{
              px: 1,
              pb: 1,
              minHeight: 80,
              maxHeight: 'calc(100vh - 280px)',
              overflowY: 'auto',
              bgcolor: snapshot.isDraggingOver ? 'action.hover' : undefined,
            }}
          >
            {column.deals.map((deal, index) => (
              <KanbanCard key={deal.id} deal={deal} index={index} onOpen={onOpen} />
            ))}
            {provided.placeholder}
            {column.has_more && (
              <Button size="small" fullWidth disabled={loadingMore} onClick={() => onLoadMore(column.id)}>
                {translate('crm.kanban.load_more', { smart_count: column.count - column.deals.length })}
              </Button>
            )}
          </Box>
        )}
      </Droppable>
    </Paper>
  );
}

export const KanbanColumnView = memo(KanbanColumnViewBase);
