// The kanban moves both sides are checked on: the client's optimistic move
// (tests/client/kanbanMoves.test.ts) and the server's numbering of the same move
// (tests/server/kanban-moves-match.test.ts). A board is three stages of lettered deals in
// position order; a move names the deal, the stage it is dropped in and the index among that
// stage's cards; `after` is the board as a person would expect it once the card is dropped.

export const STAGES = ['New', 'Offer', 'Won'] as const;
export type StageName = (typeof STAGES)[number];
export type Board = Record<StageName, string[]>;

export interface KanbanMoveCase {
  name: string;
  before: Board;
  move: { deal: string; to: StageName; index: number };
  after: Board;
  /** The position the client sends (PATCH crm/deals/{id}/stage) when every card is loaded. */
  position: number;
}

const FIVE = { New: ['a', 'b', 'c', 'd', 'e'], Offer: [], Won: [] };
const TWO_STAGES = { New: ['a', 'b', 'c', 'd'], Offer: ['x', 'y', 'z'], Won: [] };

export const SAME_STAGE_MOVES: KanbanMoveCase[] = [
  { name: 'up', before: FIVE, move: { deal: 'd', to: 'New', index: 1 }, after: { ...FIVE, New: ['a', 'd', 'b', 'c', 'e'] }, position: 1 },
  { name: 'down', before: FIVE, move: { deal: 'b', to: 'New', index: 3 }, after: { ...FIVE, New: ['a', 'c', 'd', 'b', 'e'] }, position: 3 },
  {
    name: 'to first',
    before: FIVE,
    move: { deal: 'd', to: 'New', index: 0 },
    after: { ...FIVE, New: ['d', 'a', 'b', 'c', 'e'] },
    position: 0,
  },
  {
    name: 'to last',
    before: FIVE,
    move: { deal: 'b', to: 'New', index: 4 },
    after: { ...FIVE, New: ['a', 'c', 'd', 'e', 'b'] },
    position: 4,
  },
  { name: 'onto its own place', before: FIVE, move: { deal: 'c', to: 'New', index: 2 }, after: FIVE, position: 2 },
];

export const CROSS_STAGE_MOVES: KanbanMoveCase[] = [
  {
    name: 'into an empty stage',
    before: TWO_STAGES,
    move: { deal: 'a', to: 'Won', index: 0 },
    after: { New: ['b', 'c', 'd'], Offer: ['x', 'y', 'z'], Won: ['a'] },
    position: 0,
  },
  {
    name: 'to the top',
    before: TWO_STAGES,
    move: { deal: 'c', to: 'Offer', index: 0 },
    after: { New: ['a', 'b', 'd'], Offer: ['c', 'x', 'y', 'z'], Won: [] },
    position: 0,
  },
  {
    name: 'into the middle',
    before: TWO_STAGES,
    move: { deal: 'c', to: 'Offer', index: 2 },
    after: { New: ['a', 'b', 'd'], Offer: ['x', 'y', 'c', 'z'], Won: [] },
    position: 2,
  },
  {
    name: 'to the bottom',
    before: TWO_STAGES,
    move: { deal: 'c', to: 'Offer', index: 3 },
    after: { New: ['a', 'b', 'd'], Offer: ['x', 'y', 'z', 'c'], Won: [] },
    position: 3,
  },
];

export const KANBAN_MOVES = [...SAME_STAGE_MOVES, ...CROSS_STAGE_MOVES];

/**
 * Moves made on a filtered board: only the deals in `shown` are loaded (the hot ones, say), so
 * the client reads the position from the neighbours it sees, not from the index on screen.
 * `after` is the whole stage as it must end up.
 */
export interface FilteredMoveCase extends Omit<KanbanMoveCase, 'position'> {
  shown: string[];
}

const SIX = { New: ['a', 'b', 'c', 'd', 'e', 'f'], Offer: ['u', 'v', 'w', 'x'], Won: [] };

export const FILTERED_MOVES: FilteredMoveCase[] = [
  // Shown in New: b d f. Up: f dropped between b and d.
  {
    name: 'up, between two shown deals',
    before: SIX,
    shown: ['b', 'd', 'f', 'v', 'x'],
    move: { deal: 'f', to: 'New', index: 1 },
    after: { ...SIX, New: ['a', 'b', 'f', 'c', 'd', 'e'] },
  },
  // Down: b dropped after the last shown deal.
  {
    name: 'down, after the last shown deal',
    before: SIX,
    shown: ['b', 'd', 'f', 'v', 'x'],
    move: { deal: 'b', to: 'New', index: 2 },
    after: { ...SIX, New: ['a', 'c', 'd', 'e', 'f', 'b'] },
  },
  // To another stage, between the shown v and x (w is hidden between them).
  {
    name: 'to another stage, between two shown deals',
    before: SIX,
    shown: ['b', 'd', 'f', 'v', 'x'],
    move: { deal: 'd', to: 'Offer', index: 1 },
    after: { New: ['a', 'b', 'c', 'e', 'f'], Offer: ['u', 'v', 'd', 'w', 'x'], Won: [] },
  },
];
