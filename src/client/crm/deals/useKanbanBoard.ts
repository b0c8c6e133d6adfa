// The board's state: the first page of open deals of every stage and the closed lanes' figures
// (GET crm/pipelines/{id}/kanban), further pages
// of one stage on demand (`stage_id`+`page`), and moves shown at once then sent (PATCH
// crm/deals/{id}/stage): a refused move puts the board back as it was and says why.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Deal, KanbanColumn, KanbanResponse } from '../../../shared/deals.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';
import type { Payload } from '../../providers/requestEncoding.ts';
import { useApi } from '../../providers/useApi.ts';
import { dealKeys } from './dealsApi.ts';
import { appendPage, applyMove, type DealMove } from './kanbanMoves.ts';

export function useKanbanBoard(pipelineId: string, filters: Payload) {
  const api = useApi();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const board = useQuery({
    queryKey: [...dealKeys.kanban(pipelineId), filters],
    queryFn: () => api.call<KanbanResponse>({ path: ['crm/pipelines', pipelineId, 'kanban'], data: filters }),
    // The board is edited locally (moves, further pages); a refetch on focus would drop that.
    refetchOnWindowFocus: false,
    // A new filter keeps the current board on screen until its answer comes, instead of a blank page.
    placeholderData: keepPreviousData,
  });
  const [columns, setColumns] = useState<KanbanColumn[]>([]);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const [loadingStages, setLoadingStages] = useState<ReadonlySet<number>>(new Set());

  // The answer the columns were last reset from: until the current one is applied the board is
  // still showing the previous filter's deals (busy).
  const [appliedData, setAppliedData] = useState<KanbanResponse | undefined>(undefined);
  useEffect(() => {
    if (board.data) {
      setColumns(board.data.data);
      setAppliedData(board.data);
    }
  }, [board.data]);
  const busy = board.isPlaceholderData || appliedData !== board.data;

  const loadMore = useCallback(
    async (stageId: number) => {
      const column = columnsRef.current.find((candidate) => candidate.id === stageId);
      if (!column?.has_more) return;
      setLoadingStages((current) => new Set(current).add(stageId));
      try {
        const answer = await api.call<KanbanResponse>({
          path: ['crm/pipelines', pipelineId, 'kanban'],
          data: { ...filters, stage_id: stageId, page: column.page + 1 },
        });
        const page = answer.data.find((candidate) => candidate.id === stageId);
        if (page) setColumns((current) => appendPage(current, page));
      } catch (error) {
        notifyError(error);
      } finally {
        setLoadingStages((current) => {
          const next = new Set(current);
          next.delete(stageId);
          return next;
        });
      }
    },
    [api, filters, notifyError, pipelineId],
  );

  const move = useCallback(
    async (dealMove: DealMove) => {
      const before = columnsRef.current;
      const result = applyMove(before, dealMove);
      if (!result) return;
      setColumns(result.columns);
      // The version the move is based on: a deal changed meanwhile answers 409 (docs/api.md "Versions").
      const version = before.flatMap((column) => column.deals).find((deal) => deal.id === dealMove.dealId)?.updated_at;
      try {
        const answer = await api.call<{ data: Deal }>({
          method: 'PATCH',
          path: ['crm/deals', dealMove.dealId, 'stage'],
          data: { stage_id: dealMove.toStageId, position: result.position, updated_at: version },
        });
        const moved = answer?.data;
        if (moved) {
          setColumns((current) =>
            current.map((column) =>
              column.id !== moved.stage_id
                ? column
                : {
                    ...column,
                    deals: column.deals.map((deal) =>
                      deal.id === moved.id
                        ? {
                            ...deal,
                            position: moved.position,
                            stage_entered_at: moved.stage_entered_at,
                            days_in_stage: moved.days_in_stage,
                            updated_at: moved.updated_at,
                          }
                        : deal,
                    ),
                  },
            ),
          );
        }
        void queryClient.invalidateQueries({ queryKey: dealKeys.deal(dealMove.dealId) });
      } catch (error) {
        setColumns(before);
        notifyError(error);
      }
    },
    [api, notifyError, queryClient],
  );

  // The closed lanes' figures are the server's: a move between stages never changes them.
  const closed = board.data?.closed;
  return { columns, closed, board, busy, loadMore, loadingStages, move };
}
