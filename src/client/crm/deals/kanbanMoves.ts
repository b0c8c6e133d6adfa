// The board's optimistic move, with no I/O: where a dragged deal lands, the position the server
// is told (PATCH crm/deals/{id}/stage), and the columns' counts and sums as they will be. The
// loaded cards may be a filtered subset of a stage, so the position is read from the neighbours
// the deal is dropped between, not from the index on screen.
import type { CurrencyTotal, DealCard, KanbanColumn } from '../../../shared/deals.ts';

export interface DealMove {
  dealId: number;
  fromStageId: number;
  toStageId: number;
  /** Index among the destination column's loaded cards, once the deal is there. */
  toIndex: number;
}

const weighted = (value: number, probability: number) => Math.round((value * probability) / 100);

/**
 * A column's per-currency totals with `sign × value` of `currency` added, kept as the server
 * answers them: by currency code, a currency whose deals add up to nothing left out.
 */
export function shiftTotals(totals: readonly CurrencyTotal[], currency: string, value: number, probability: number, sign: 1 | -1) {
  const current = totals.find((total) => total.currency === currency) ?? { currency, total_value: 0, weighted_value: 0 };
  const total_value = current.total_value + sign * value;
  const others = totals.filter((total) => total.currency !== currency);
  if (total_value === 0) return others;
  return [...others, { currency, total_value, weighted_value: weighted(total_value, probability) }].sort((a, b) =>
    a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0,
  );
}

/** The stage position the deal takes when it ends at `index` of `finalDeals` (which holds it). */
export function targetPosition(finalDeals: readonly DealCard[], index: number, moved: DealCard, sameStage: boolean): number {
  const before = finalDeals[index - 1];
  if (before) return sameStage && before.position > moved.position ? before.position : before.position + 1;
  const after = finalDeals[index + 1];
  if (!after) return 0;
  return sameStage && after.position > moved.position ? after.position - 1 : after.position;
}

/** Positions of the other loaded deals of the stages involved, shifted as the server shifts them. */
function shiftedPosition(deal: DealCard, moved: DealCard, target: number, stageId: number, move: DealMove): number {
  if (move.fromStageId === move.toStageId) {
    if (moved.position < target && deal.position > moved.position && deal.position <= target) return deal.position - 1;
    if (moved.position > target && deal.position >= target && deal.position < moved.position) return deal.position + 1;
    return deal.position;
  }
  if (stageId === move.fromStageId && deal.position > moved.position) return deal.position - 1;
  if (stageId === move.toStageId && deal.position >= target) return deal.position + 1;
  return deal.position;
}

/** The columns after the move and the position to send; null when the deal or a stage is unknown. */
export function applyMove(columns: readonly KanbanColumn[], move: DealMove): { columns: KanbanColumn[]; position: number } | null {
  const from = columns.find((column) => column.id === move.fromStageId);
  const to = columns.find((column) => column.id === move.toStageId);
  const moved = from?.deals.find((deal) => deal.id === move.dealId);
  if (!from || !to || !moved) return null;
  const sameStage = from.id === to.id;

  const destination = (sameStage ? from.deals : to.deals).filter((deal) => deal.id !== moved.id);
  const index = Math.max(0, Math.min(move.toIndex, destination.length));
  destination.splice(index, 0, moved);
  const position = targetPosition(destination, index, moved, sameStage);

  const next = columns.map((column) => {
    if (column.id !== from.id && column.id !== to.id) return column;
    const source = column.id === to.id ? destination : column.deals.filter((deal) => deal.id !== moved.id);
    const deals = source.map((deal) =>
      deal.id === moved.id
        ? { ...deal, stage_id: to.id, position, ...(sameStage ? {} : { days_in_stage: 0 }) }
        : { ...deal, position: shiftedPosition(deal, moved, position, column.id, move) },
    );
    if (sameStage) return { ...column, deals };
    const sign: 1 | -1 = column.id === to.id ? 1 : -1;
    return {
      ...column,
      deals,
      count: column.count + sign,
      totals: shiftTotals(column.totals, moved.currency, moved.value, column.probability, sign),
    };
  });
  return { columns: next, position };
}

/** Appends a further page of one stage, skipping deals already shown (a move may have shifted pages). */
export function appendPage(columns: readonly KanbanColumn[], page: KanbanColumn): KanbanColumn[] {
  return columns.map((column) => {
    if (column.id !== page.id) return column;
    const shown = new Set(column.deals.map((deal) => deal.id));
    return { ...page, deals: [...column.deals, ...page.deals.filter((deal) => !shown.has(deal.id))] };
  });
}
