// `/crm/pipelines/kanban/:id`: the pipeline's open deals as a column per stage, then the collapsed
// "Won" and "Lost" lanes. Cards drag within and across columns (mouse, touch or keyboard: Space,
// arrows, Space); the move shows at once and is rolled back if the server refuses it. A card or a
// lane's row opens the deal's drawer (`?deal=`).
import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { Alert, Box, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CLOSED_DEAL_STATUSES } from '../../../shared/deals.ts';
import { NotFoundPage } from '../../errors/NotFoundPage.tsx';
import { DeferredMount } from '../../layout/DeferredMount.tsx';
import { QueryFallback } from '../../layout/QueryFallback.tsx';
import { useCan } from '../../providers/useCan.ts';
import { DealBoardFilters, useBoardFilters } from './DealBoardFilters.tsx';
import { DealCreateDialog, DealDrawerWhenOpened } from './lazyDealParts.tsx';
import { usePipelineOptions, useRefreshDeals } from './dealsApi.ts';
import { KanbanClosedLane } from './KanbanClosedLane.tsx';
import { KanbanColumnView } from './KanbanColumnView.tsx';
import { PipelineSwitcher } from './PipelineSwitcher.tsx';
import { useDealParam } from './useDealParam.ts';
import { useKanbanBoard } from './useKanbanBoard.ts';

const idOf = (draggableOrDroppableId: string) => Number(draggableOrDroppableId.split('-')[1]);

export function KanbanPage() {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <KanbanBoard pipelineId={id} /> : <NotFoundPage />;
}

function KanbanBoard({ pipelineId }: { pipelineId: string }) {
  const translate = useTranslate();
  const can = useCan();
  const boardFilters = useBoardFilters();
  const { columns, closed, board, busy, loadMore, loadingStages, move } = useKanbanBoard(pipelineId, boardFilters.filters);
  const { openDeal } = useDealParam();
  const refreshDeals = useRefreshDeals();
  const pipelines = usePipelineOptions();
  const [quickAddStage, setQuickAddStage] = useState<number | null>(null);
  const pipelineName = pipelines.data?.find((option) => String(option.value) === pipelineId)?.label;
  // Headers sum deals of one currency in practice; the first card's tells which.
  const currency = columns.find((column) => column.deals.length > 0)?.deals[0].currency ?? 'AED';

  const onDragEnd = useCallback(
    (result: DropResult) => {
      const { destination, source, draggableId } = result;
      if (!destination) return;
      if (destination.droppableId === source.droppableId && destination.index === source.index) return;
      void move({
        dealId: idOf(draggableId),
        fromStageId: idOf(source.droppableId),
        toStageId: idOf(destination.droppableId),
        toIndex: destination.index,
      });
    },
    [move],
  );
  const onQuickAdd = useCallback((stageId: number) => setQuickAddStage(stageId), []);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={pipelineName ?? translate('crm.deals.title')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {pipelineName ?? translate('crm.deals.title')}
        </Typography>
        <PipelineSwitcher pipelineId={pipelineId} view="kanban" />
        <DealBoardFilters {...boardFilters} />
      </Box>
      {!board.data ? (
        <QueryFallback error={board.error} />
      ) : columns.length === 0 ? (
        <Alert severity="info">{translate('crm.kanban.no_stages')}</Alert>
      ) : (
        // The board's first render (a column per stage, a page of cards each) in the background, as
        // a list's rows are (AppList); later ones stay synchronous: the drag-and-drop library needs
        // a drop's new order on screen in the same task, or the card flickers back.
        <DeferredMount fallback={<QueryFallback error={null} />}>
          <DragDropContext onDragEnd={onDragEnd}>
            <Box
              // The board scrolls sideways in its own box, as wide as the page: without the
              // containment its columns would widen the page itself (react-admin's content grows
              // to its widest child), which under right to left starts the page at its far end and
              // leaves the app bar and the first stages out of sight.
              sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 2, alignItems: 'flex-start', contain: 'inline-size' }}
              aria-label={translate('crm.kanban.board')}
              aria-busy={busy}
              role="group"
            >
              {columns.map((column) => (
                <KanbanColumnView
                  key={column.id}
                  column={column}
                  currency={currency}
                  loadingMore={loadingStages.has(column.id)}
                  onLoadMore={loadMore}
                  onOpen={openDeal}
                  onQuickAdd={onQuickAdd}
                  canAdd={can('crm.interact')}
                />
              ))}
              {closed &&
                CLOSED_DEAL_STATUSES.map((status) => (
                  <KanbanClosedLane
                    key={status}
                    pipelineId={pipelineId}
                    status={status}
                    totals={closed[status]}
                    currency={currency}
                    filters={boardFilters.filters}
                    onOpen={openDeal}
                  />
                ))}
            </Box>
          </DragDropContext>
        </DeferredMount>
      )}
      {quickAddStage !== null && (
        <DealCreateDialog
          defaults={{ pipeline_id: Number(pipelineId), stage_id: quickAddStage }}
          onClose={() => setQuickAddStage(null)}
          onCreated={async () => {
            setQuickAddStage(null);
            await refreshDeals();
          }}
        />
      )}
      <DealDrawerWhenOpened />
    </Box>
  );
}
