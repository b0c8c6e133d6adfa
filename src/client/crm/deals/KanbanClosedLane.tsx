// A closed lane at the end of the board, "Won" or "Lost": collapsed it shows the pipeline's count
// and total of such deals (the kanban's `closed`); opened, it lists them newest change first
// (GET crm/pipelines/{id}/list?status=…, with the board's filters), a page at a time. A row opens
// the deal's drawer, where it can be reopened.
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ListResponse } from '../../../shared/api.ts';
import { KANBAN_PAGE_SIZE, type ClosedDealStatus, type DealListRow, type KanbanLaneTotals } from '../../../shared/deals.ts';
import { useFormatMoney } from '../../forms/money.ts';
import { sumsText } from './sumsText.ts';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import type { Payload } from '../../providers/requestEncoding.ts';
import { useApi } from '../../providers/useApi.ts';
import { dealKeys } from './dealsApi.ts';

const LANE_COLORS: Record<ClosedDealStatus, string> = { won: 'success.main', lost: 'error.main' };

interface KanbanClosedLaneProps {
  pipelineId: string;
  status: ClosedDealStatus;
  totals: KanbanLaneTotals;
  currency: string;
  filters: Payload;
  onOpen: (dealId: number) => void;
}

function LaneDeals({ pipelineId, status, filters, onOpen }: Omit<KanbanClosedLaneProps, 'totals' | 'currency'>) {
  const translate = useTranslate();
  const api = useApi();
  const formatMoney = useFormatMoney();
  const [shown, setShown] = useState(KANBAN_PAGE_SIZE);
  const deals = useQuery({
    // Under the board's key: whatever refreshes the board (a deal closed or reopened) refreshes this.
    queryKey: [...dealKeys.kanban(pipelineId), 'closed', status, filters, shown],
    queryFn: () =>
      api.call<ListResponse<DealListRow>>({
        path: ['crm/pipelines', pipelineId, 'list'],
        data: { ...filters, status, sort: 'updated_at', order: 'desc', per_page: shown },
      }),
    placeholderData: keepPreviousData,
  });
  if (!deals.data) return <QueryFallback error={deals.error} />;
  const { data: rows, meta } = deals.data;
  if (rows.length === 0)
    return (
      <Typography sx={{ p: 1.5 }} color="text.secondary">
        {translate('crm.kanban.lane_empty')}
      </Typography>
    );
  return (
    <Box sx={{ maxHeight: 'calc(100vh - 280px)', overflowY: 'auto' }}>
      <List dense disablePadding>
        {rows.map((deal) => (
          <ListItemButton key={deal.id} divider onClick={() => onOpen(deal.id)} data-testid="lane-deal">
            <ListItemText
              primary={deal.title}
              secondary={[deal.lead.full_name, formatMoney(deal.value, deal.currency), deal.stage.name].join(' · ')}
            />
          </ListItemButton>
        ))}
      </List>
      {meta.total > rows.length && (
        <Button size="small" fullWidth disabled={deals.isFetching} onClick={() => setShown((count) => count + KANBAN_PAGE_SIZE)}>
          {translate('crm.kanban.load_more', { smart_count: meta.total - rows.length })}
        </Button>
      )}
    </Box>
  );
}

export function KanbanClosedLane({ totals, currency, ...lane }: KanbanClosedLaneProps) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const name = translate(`crm.kanban.lanes.${lane.status}`);
  return (
    <Paper
      component="section"
      aria-label={name}
      data-testid={`kanban-lane-${lane.status}`}
      variant="outlined"
      sx={{ width: open ? 280 : 200, flexShrink: 0, bgcolor: 'action.hover', borderTop: 4, borderTopColor: LANE_COLORS[lane.status] }}
    >
      {/* The disclosure pattern: the lane's heading is its toggle button. */}
      <Typography component="h2" variant="subtitle1" sx={{ m: 0 }}>
        <Button
          fullWidth
          color="inherit"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((current) => !current)}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ justifyContent: 'space-between', textAlign: 'start', p: 1.5, textTransform: 'none' }}
        >
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {name}
            </Box>
            <Typography component="span" variant="caption" color="text.secondary" data-testid="lane-summary">
              {translate('crm.kanban.lane_summary', {
                smart_count: totals.count,
                total: sumsText(totals.totals, 'total_value', currency, formatMoney),
              })}
            </Typography>
          </Box>
        </Button>
      </Typography>
      {open && (
        <Box id={contentId}>
          <LaneDeals {...lane} />
        </Box>
      )}
    </Paper>
  );
}
