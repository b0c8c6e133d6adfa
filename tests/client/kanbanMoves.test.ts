// @vitest-environment node
// Pure logic: no DOM, so no jsdom to set up for this file.
// The board's optimistic move (crm/deals/kanbanMoves.ts): where the card lands, the position sent
// to the server, the other cards' positions and the columns' sums. The cases are shared with
// tests/server/kanban-moves-match.test.ts, which makes the same moves on the server and compares.
import { describe, expect, it } from 'vitest';
import { applyMove, appendPage, shiftTotals } from '../../src/client/crm/deals/kanbanMoves.ts';
import { sumsText } from '../../src/client/crm/deals/sumsText.ts';
import type { KanbanColumn } from '../../src/shared/deals.ts';
import {
  CROSS_STAGE_MOVES,
  FILTERED_MOVES,
  KANBAN_MOVES,
  SAME_STAGE_MOVES,
  STAGES,
  type Board,
  type StageName,
} from '../support/kanban-move-cases.ts';
import { dealCard, kanbanColumn } from './support/crmFactories.ts';

const PROBABILITY: Record<StageName, number> = { New: 10, Offer: 50, Won: 100 };
const stageId = (stage: StageName) => STAGES.indexOf(stage) + 1;
/** Deal ids by letter: a → 1, b → 2… (values differ so the sums show which card moved). */
const dealId = (letter: string) => letter.charCodeAt(0) - 96;
const letterOf = (id: number) => String.fromCharCode(id + 96);
const valueOf = (letter: string) => dealId(letter) * 1_000;

/** The board as the kanban answers it, every deal at its index; `shown` limits the loaded cards. */
function columnsOf(board: Board, shown?: string[]): KanbanColumn[] {
  return STAGES.map((stage) => {
    const all = board[stage].map((letter, position) =>
      dealCard({ id: dealId(letter), title: letter, stage_id: stageId(stage), position, value: valueOf(letter) }),
    );
    const column = kanbanColumn({
      id: stageId(stage),
      name: stage,
      position: stageId(stage) - 1,
      probability: PROBABILITY[stage],
      deals: all,
    });
    return shown ? { ...column, deals: all.filter((deal) => shown.includes(deal.title)) } : column;
  });
}

function moveOf(board: Board, move: { deal: string; to: StageName; index: number }) {
  const from = STAGES.find((stage) => board[stage].includes(move.deal))!;
  return { dealId: dealId(move.deal), fromStageId: stageId(from), toStageId: stageId(move.to), toIndex: move.index };
}

/** A column without its cards: count, sums and the rest. */
const sumsOf = (columns: KanbanColumn[]) => columns.map((column) => ({ ...column, deals: undefined }));
/** Each column's cards as [letter, position], in the order shown. */
const cardsOf = (columns: KanbanColumn[]) =>
  Object.fromEntries(columns.map((column) => [column.name, column.deals.map((deal) => [letterOf(deal.id), deal.position])]));
/** The same for a board where each card sits at its index. */
const cardsAt = (board: Board, shown?: string[]) =>
  Object.fromEntries(
    STAGES.map((stage) => [
      stage,
      board[stage].flatMap((letter, position) => (!shown || shown.includes(letter) ? [[letter, position]] : [])),
    ]),
  );

describe('applyMove on a fully loaded board', () => {
  describe.each([
    ['within a stage', SAME_STAGE_MOVES],
    ['to another stage', CROSS_STAGE_MOVES],
  ])('%s', (_, cases) => {
    it.each(cases.map((c) => [c.name, c] as const))('%s: the card lands where dropped, the others renumbered 0…n-1', (_, c) => {
      const result = applyMove(columnsOf(c.before), moveOf(c.before, c.move))!;
      expect(result.position).toBe(c.position);
      expect(cardsOf(result.columns)).toEqual(cardsAt(c.after));
      const moved = result.columns.flatMap((column) => column.deals).find((deal) => deal.id === dealId(c.move.deal))!;
      expect(moved.stage_id).toBe(stageId(c.move.to));
    });
  });

  it.each(CROSS_STAGE_MOVES.map((c) => [c.name, c] as const))('%s: counts and sums follow the card, its days in stage restart', (_, c) => {
    const before = columnsOf(c.before);
    const result = applyMove(before, moveOf(c.before, c.move))!;
    // What the server answers for the board after the move: sums of the cards now in each column.
    expect(sumsOf(result.columns)).toEqual(sumsOf(columnsOf(c.after)));
    const moved = result.columns.find((column) => column.name === c.move.to)!.deals.find((deal) => deal.id === dealId(c.move.deal))!;
    expect(moved.days_in_stage).toBe(0);
  });

  it.each(SAME_STAGE_MOVES.map((c) => [c.name, c] as const))('%s: counts, sums and days in stage stay', (_, c) => {
    const before = columnsOf(c.before);
    const result = applyMove(before, moveOf(c.before, c.move))!;
    expect(sumsOf(result.columns)).toEqual(sumsOf(before));
    expect(result.columns.flatMap((column) => column.deals).map((deal) => deal.days_in_stage)).toEqual(
      before.flatMap((column) => column.deals).map((deal) => deal.days_in_stage),
    );
  });

  it('leaves the columns it was given as they were', () => {
    const before = columnsOf(KANBAN_MOVES[0]!.before);
    const copy = structuredClone(before);
    applyMove(before, moveOf(KANBAN_MOVES[0]!.before, KANBAN_MOVES[0]!.move));
    expect(before).toEqual(copy);
  });

  it('drops past the end of a column as the last card', () => {
    const c = CROSS_STAGE_MOVES.find((move) => move.name === 'to the bottom')!;
    const result = applyMove(columnsOf(c.before), moveOf(c.before, { ...c.move, index: 99 }))!;
    expect(result.position).toBe(c.position);
    expect(cardsOf(result.columns)).toEqual(cardsAt(c.after));
  });

  it('answers null for a deal or a stage the board does not hold', () => {
    const board = columnsOf(KANBAN_MOVES[0]!.before);
    expect(applyMove(board, { dealId: 99, fromStageId: 1, toStageId: 1, toIndex: 0 })).toBeNull();
    expect(applyMove(board, { dealId: 1, fromStageId: 1, toStageId: 9, toIndex: 0 })).toBeNull();
    expect(applyMove(board, { dealId: 1, fromStageId: 2, toStageId: 1, toIndex: 0 })).toBeNull();
  });
});

describe('applyMove on a filtered board (only some cards loaded)', () => {
  it.each(FILTERED_MOVES.map((c) => [c.name, c] as const))(
    '%s: the shown cards take the positions they will have on the server',
    (_, c) => {
      const result = applyMove(columnsOf(c.before, c.shown), moveOf(c.before, c.move))!;
      expect(cardsOf(result.columns)).toEqual(cardsAt(c.after, [...c.shown, c.move.deal]));
      expect(result.position).toBe(c.after[c.move.to].indexOf(c.move.deal));
    },
  );
});

describe('appendPage', () => {
  it('adds the next page of one stage, skipping cards already shown', () => {
    const board = columnsOf({ New: ['a', 'b'], Offer: ['x'], Won: [] });
    const page = {
      ...board[0]!,
      page: 2,
      deals: [dealCard({ id: dealId('b'), stage_id: 1, position: 1 }), dealCard({ id: dealId('c'), stage_id: 1, position: 2 })],
    };
    const next = appendPage(board, page);
    expect(next[0]!.deals.map((deal) => letterOf(deal.id))).toEqual(['a', 'b', 'c']);
    expect(next[0]!.page).toBe(2);
    expect(next.slice(1)).toEqual(board.slice(1));
  });
});

describe('kanban sums per currency', () => {
  const format = (minor: number, currency: string) => `${currency} ${minor}`;

  it('moves a KWD deal’s value between the KWD totals only, dropping a currency that reaches nothing', () => {
    const totals = [
      { currency: 'AED', total_value: 150_050, weighted_value: 75_025 },
      { currency: 'KWD', total_value: 1_500_001, weighted_value: 750_001 },
    ];
    expect(shiftTotals(totals, 'KWD', 1_500_001, 50, -1)).toEqual([totals[0]]);
    expect(shiftTotals(totals, 'JPY', 7_001, 50, 1)).toEqual([
      totals[0],
      { currency: 'JPY', total_value: 7_001, weighted_value: 3_501 },
      totals[1],
    ]);
    expect(shiftTotals([], 'KWD', 1_000, 10, 1)).toEqual([{ currency: 'KWD', total_value: 1_000, weighted_value: 100 }]);
  });

  it('writes one figure per currency, joined, and zero of the board’s currency when empty', () => {
    expect(
      sumsText(
        [
          { currency: 'AED', total_value: 100, weighted_value: 10 },
          { currency: 'KWD', total_value: 2_000, weighted_value: 200 },
        ],
        'total_value',
        'AED',
        format,
      ),
    ).toBe('AED 100 + KWD 2000');
    expect(sumsText([], 'weighted_value', 'AED', format)).toBe('AED 0');
  });
});
