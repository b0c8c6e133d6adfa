// The board's optimistic move (client crm/deals/kanbanMoves.ts) against the server's numbering
// (modules/crm/deal-positions.ts): each shared case (tests/support/kanban-move-cases.ts) is laid
// out in the database, the client's applyMove runs on the board the API answers, the position it
// computes is sent as the browser sends it (PATCH crm/deals/{id}/stage), and the board the API
// answers next must be the one the client showed: same cards, positions, counts and sums.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMove } from '../../src/client/crm/deals/kanbanMoves.ts';
import type { KanbanColumn } from '../../src/shared/deals.ts';
import { FILTERED_MOVES, KANBAN_MOVES, STAGES, type Board, type KanbanMoveCase } from '../support/kanban-move-cases.ts';
import { crmApi, insertDeal, insertLead, insertPipeline, stageOrder } from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

/** What both sides must agree on: per column its sums and its cards' places. */
const boardView = (columns: KanbanColumn[]) =>
  columns.map((column) => ({
    stage: column.name,
    count: column.count,
    totals: column.totals,
    deals: column.deals.map((deal) => ({
      id: deal.id,
      stage_id: deal.stage_id,
      position: deal.position,
      days_in_stage: deal.days_in_stage,
    })),
  }));

describe('a kanban move: the client shows what the server then answers', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  let actor: Actor;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
    actor = w.actors.developer_admin;
  });
  afterAll(() => ctx.close());

  /** A pipeline of the three stages holding `board` (the `shown` deals hot, the others not); ids by letter. */
  async function layOut(board: Board, shown?: string[]) {
    const { pipeline, stages } = await insertPipeline(ctx.db, w.developerId, [...STAGES]);
    const lead = await insertLead(ctx.db, w.developerId);
    const ids = new Map<string, number>();
    for (const [index, stage] of STAGES.entries()) {
      for (const letter of board[stage]) {
        const hot = shown ? shown.includes(letter) : false;
        const deal = await insertDeal(ctx.db, w.developerId, {
          lead_id: lead.id,
          pipeline_id: pipeline.id,
          stage_id: stages[index]!.id,
          title: letter,
          value: 1_000 * (ids.size + 1),
          hot,
        });
        ids.set(letter, deal.id);
      }
    }
    const stageIds = new Map(STAGES.map((stage, index) => [stage, stages[index]!.id]));
    return { pipelineId: pipeline.id, ids, stageIds };
  }

  async function kanban(pipelineId: number, query: Record<string, unknown> = {}): Promise<KanbanColumn[]> {
    const res = await api.get(actor, `crm/pipelines/${pipelineId}/kanban`, query);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: KanbanColumn[] }).data;
  }

  /** Lays the case out, moves on the client, sends the position; answers both boards and the stages' letters. */
  async function moveBothWays(c: Omit<KanbanMoveCase, 'position'>, shown?: string[]) {
    const { pipelineId, ids, stageIds } = await layOut(c.before, shown);
    const query = shown ? { hot: true } : {};
    const from = STAGES.find((stage) => c.before[stage].includes(c.move.deal))!;
    const client = applyMove(await kanban(pipelineId, query), {
      dealId: ids.get(c.move.deal)!,
      fromStageId: stageIds.get(from)!,
      toStageId: stageIds.get(c.move.to)!,
      toIndex: c.move.index,
    });
    expect(client).not.toBeNull();
    const res = await api.patch(actor, `crm/deals/${ids.get(c.move.deal)}/stage`, {
      stage_id: stageIds.get(c.move.to),
      position: client!.position,
    });
    expect(res.statusCode).toBe(200);
    const letters = new Map([...ids].map(([letter, id]) => [id, letter]));
    const stored = Object.fromEntries(
      await Promise.all(
        STAGES.map(async (stage) => [stage, (await stageOrder(ctx.db, stageIds.get(stage)!)).map((row) => letters.get(row.id))] as const),
      ),
    );
    return { client: client!, server: await kanban(pipelineId, query), stored };
  }

  it.each(KANBAN_MOVES.map((c) => [c.name, c] as const))('%s, every card loaded', async (_, c) => {
    const { client, server, stored } = await moveBothWays(c);
    expect(client.position).toBe(c.position);
    expect(stored).toEqual(c.after);
    expect(boardView(client.columns)).toEqual(boardView(server));
  });

  it.each(FILTERED_MOVES.map((c) => [c.name, c] as const))('%s, only the hot cards loaded', async (_, c) => {
    const { client, server, stored } = await moveBothWays(c, c.shown);
    expect(stored).toEqual(c.after);
    expect(boardView(client.columns)).toEqual(boardView(server));
  });
});
