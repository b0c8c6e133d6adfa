import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KANBAN_PAGE_SIZE } from '../../src/shared/deals.ts';
import { dealTags, deals, leadHistory, pipelines, stages } from '../../src/server/db/crm-schema.ts';
import { auditEntries, crmApi, insertDeal, insertLead, insertPipeline, insertTag, snapshot, stageOrder } from './support/crm.ts';
import { createOrganization, memberWithToken } from './support/factories.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('crm pipelines, stages, kanban and list', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  const statements: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => statements.push(text) } });
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());

  const stageList = (names: string[]) => names.map((name, index) => ({ name, probability: index * 25, color: '#1E88E5' }));

  describe('POST, GET, PUT and DELETE crm/pipelines', () => {
    it('creates the first pipeline as default with its stages in order; a new default unsets the old one', async () => {
      const first = await api.post(w.actors.broker_admin, 'crm/pipelines', {
        name: ' Sales ',
        stages: stageList(['New', 'Viewing', 'Offer']),
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        data: {
          name: 'Sales',
          is_default: true,
          stages_count: 3,
          deals_count: 0,
          stages: [
            { name: 'New', position: 0, probability: 0, color: '#1e88e5' },
            { name: 'Viewing', position: 1 },
            { name: 'Offer', position: 2, probability: 50 },
          ],
        },
        message: 'Pipeline created.',
      });
      const empty = await api.post(w.actors.broker_admin, 'crm/pipelines', { name: 'Rentals' });
      expect(empty.json().data).toMatchObject({ is_default: false, stages: [] });
      const second = await api.post(w.actors.broker_admin, 'crm/pipelines', { name: 'Off-plan', is_default: true });
      expect(second.json().data.is_default).toBe(true);
      const list = await api.get(w.actors.broker, 'crm/pipelines');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((p: { name: string; is_default: boolean }) => [p.name, p.is_default])).toEqual([
        ['Off-plan', true],
        ['Rentals', false],
        ['Sales', false],
      ]);
      // Making the old one the default again by PUT unsets the other.
      const back = await api.put(w.actors.broker_admin, `crm/pipelines/${first.json().data.id}`, { is_default: true });
      expect(back.json().data.is_default).toBe(true);
      const defaults = await ctx.db.select().from(pipelines).where(eq(pipelines.organization_id, w.brokerId));
      expect(defaults.filter((row) => row.is_default).map((row) => row.name)).toEqual(['Sales']);
    });

    it('answers 422 naming the fields: empty name, bad stage probability and colour, duplicate name in any case', async () => {
      const res = await api.post(w.actors.developer_admin, 'crm/pipelines', {
        name: '',
        stages: [{ name: 'A', probability: 150, color: 'red' }],
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'stages.0.color', 'stages.0.probability']);
      await api.post(w.actors.developer_admin, 'crm/pipelines', { name: 'Primary' });
      const dup = await api.post(w.actors.developer_admin, 'crm/pipelines', { name: 'PRIMARY' });
      expect(dup.json().errors).toEqual({ name: ['A pipeline with this name already exists.'] });
    });

    it('refuses to unset the default, answers 409 for a stale version, and keeps the name unique on rename', async () => {
      const { pipeline } = await insertPipeline(ctx.db, w.developerId, [], { name: 'Dev default', is_default: false });
      const made = await api.put(w.actors.developer_admin, `crm/pipelines/${pipeline.id}`, { is_default: true });
      expect(made.statusCode).toBe(200);
      const unset = await api.put(w.actors.developer_admin, `crm/pipelines/${pipeline.id}`, { is_default: false });
      expect(unset.statusCode).toBe(422);
      expect(Object.keys(unset.json().errors)).toEqual(['is_default']);
      const stale = await api.put(w.actors.developer_admin, `crm/pipelines/${pipeline.id}`, {
        name: 'Renamed',
        updated_at: '2020-01-01T00:00:00.000Z',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().data).toMatchObject({ id: pipeline.id, name: 'Dev default' });
      const clash = await api.put(w.actors.developer_admin, `crm/pipelines/${pipeline.id}`, { name: 'primary' });
      expect(clash.statusCode).toBe(422);
    });

    it('deletes an empty pipeline (audited); 409 for one holding deals and for the default while others exist', async () => {
      const org = w.brokerId;
      const withDeals = await insertPipeline(ctx.db, org, ['Only']);
      const lead = await insertLead(ctx.db, org);
      await insertDeal(ctx.db, org, { lead_id: lead.id, pipeline_id: withDeals.pipeline.id, stage_id: withDeals.stages[0]!.id });
      const held = await api.delete(w.actors.broker_admin, `crm/pipelines/${withDeals.pipeline.id}`);
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toBe('This pipeline holds 1 deal. Move them to another pipeline or delete them first.');
      const shown = (await api.get(w.actors.broker_admin, `crm/pipelines/${withDeals.pipeline.id}`)).json().data;
      expect(shown).toMatchObject({ deals_count: 1, stages: [{ deals_count: 1 }] });
      const [current] = await ctx.db.select().from(pipelines).where(eq(pipelines.organization_id, org)).orderBy(asc(pipelines.id));
      const defaultRow = (await ctx.db.select().from(pipelines).where(eq(pipelines.organization_id, org))).find((row) => row.is_default)!;
      expect(current).toBeDefined();
      const refused = await api.delete(w.actors.broker_admin, `crm/pipelines/${defaultRow.id}`);
      expect(refused.statusCode).toBe(409);
      const empty = await insertPipeline(ctx.db, org, ['A', 'B']);
      const deleted = await api.delete(w.actors.broker_admin, `crm/pipelines/${empty.pipeline.id}`);
      expect(deleted.json()).toEqual({ message: 'Pipeline deleted.' });
      expect(await ctx.db.select().from(stages).where(eq(stages.pipeline_id, empty.pipeline.id))).toEqual([]);
      expect(
        (await auditEntries(ctx.db, 'crm.pipeline.deleted')).some(
          (entry) => entry.subject_id === empty.pipeline.id || entry.organization_id === org,
        ),
      ).toBe(true);
    });

    it('makes exactly one of several first pipelines created at once the default', async () => {
      const org = await createOrganization(ctx.db, { kind: 'broker', name: 'Racing Brokers' });
      const admin = await memberWithToken(ctx.db, org.id, 'broker_admin');
      const actor = { userId: admin.user.id, token: admin.token, orgId: org.id };
      const answers = await Promise.all(['One', 'Two', 'Three', 'Four'].map((name) => api.post(actor, 'crm/pipelines', { name })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      const rows = await ctx.db.select().from(pipelines).where(eq(pipelines.organization_id, org.id));
      expect(rows.filter((row) => row.is_default)).toHaveLength(1);
    });

    it('lets the only pipeline, the default, be deleted', async () => {
      const only = await api.post(w.actors.foreign_admin, 'crm/pipelines', { name: 'Solo' });
      expect(only.json().data.is_default).toBe(true);
      expect((await api.delete(w.actors.foreign_admin, `crm/pipelines/${only.json().data.id}`)).statusCode).toBe(200);
    });

    it('refuses members who are not admins and platform roles; another tenant’s pipeline is a 404 and stays as it was', async () => {
      const { pipeline } = await insertPipeline(ctx.db, w.developerId, ['S']);
      const before = await snapshot(ctx.db, pipelines);
      expect((await api.post(w.actors.developer, 'crm/pipelines', { name: 'Mine' })).statusCode).toBe(403);
      expect((await api.put(w.actors.developer, `crm/pipelines/${pipeline.id}`, { name: 'Mine' })).statusCode).toBe(403);
      expect((await api.delete(w.actors.developer, `crm/pipelines/${pipeline.id}`)).statusCode).toBe(403);
      expect((await api.get(w.actors.super_admin, 'crm/pipelines')).statusCode).toBe(403);
      expect((await api.get(w.actors.super_admin_sales_manager, 'crm/pipelines/options')).statusCode).toBe(403);
      expect((await api.get(w.actors.foreign_admin, `crm/pipelines/${pipeline.id}`)).statusCode).toBe(404);
      expect((await api.put(w.actors.foreign_admin, `crm/pipelines/${pipeline.id}`, { name: 'Taken' })).statusCode).toBe(404);
      expect((await api.delete(w.actors.foreign_admin, `crm/pipelines/${pipeline.id}`)).statusCode).toBe(404);
      expect((await api.get(w.actors.foreign_admin, `crm/pipelines/${pipeline.id}/kanban`)).statusCode).toBe(404);
      expect((await api.get(w.actors.foreign_admin, `crm/pipelines/${pipeline.id}/list`)).statusCode).toBe(404);
      expect((await api.get(w.actors.foreign_admin, `crm/pipelines/${pipeline.id}/stages/options`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, pipelines)).toEqual(before);
      expect((await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}`)).statusCode).toBe(200);
    });
  });

  describe('options', () => {
    it('answers pipelines, pipelines with their stages and a pipeline’s stages to every CRM role', async () => {
      const { pipeline, stages: rows } = await insertPipeline(ctx.db, w.developerId, ['First', 'Second'], { name: 'Options pipeline' });
      for (const actor of [w.actors.developer, w.actors.developer_admin]) {
        const options = await api.get(actor, 'crm/pipelines/options');
        expect(options.statusCode).toBe(200);
        expect(options.json().data).toContainEqual({ value: pipeline.id, label: 'Options pipeline' });
      }
      const withStages = await api.get(w.actors.developer, 'crm/pipelines/options-with-stages');
      expect(withStages.json().data.find((option: { value: number }) => option.value === pipeline.id)).toEqual({
        value: pipeline.id,
        label: 'Options pipeline',
        is_default: false,
        stages: rows.map((stage) => ({
          value: stage.id,
          label: stage.name,
          position: stage.position,
          probability: stage.probability,
          color: stage.color,
        })),
      });
      const stageOptions = await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/stages/options`);
      expect(stageOptions.json().data.map((option: { label: string }) => option.label)).toEqual(['First', 'Second']);
      expect((await api.get(w.actors.broker, 'crm/pipelines/options')).json().data).not.toContainEqual({
        value: pipeline.id,
        label: 'Options pipeline',
      });
      expect((await api.get(w.actors.developer, 'crm/pipelines/abc/stages/options')).statusCode).toBe(422);
    });
  });

  describe('stages', () => {
    it('adds a stage at the end, edits it, and reorders the pipeline', async () => {
      const { pipeline, stages: rows } = await insertPipeline(ctx.db, w.brokerId, ['A', 'B']);
      const added = await api.post(w.actors.broker_admin, `crm/pipelines/${pipeline.id}/stages`, {
        name: 'C',
        probability: 80,
        color: '#43A047',
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().data).toMatchObject({ name: 'C', position: 2, probability: 80, color: '#43a047', deals_count: 0 });
      const edited = await api.patch(w.actors.broker_admin, `crm/stages/${rows[0]!.id}`, { name: 'A1', probability: 5 });
      expect(edited.json().data).toMatchObject({ name: 'A1', probability: 5 });
      const stale = await api.patch(w.actors.broker_admin, `crm/stages/${rows[0]!.id}`, { name: 'A2', updated_at: '2020-01-01T00:00:00Z' });
      expect(stale.statusCode).toBe(409);
      const order = [added.json().data.id, rows[0]!.id, rows[1]!.id];
      const reordered = await api.patch(w.actors.broker_admin, `crm/pipelines/${pipeline.id}/stages/reorder`, { ids: order });
      expect(reordered.statusCode).toBe(200);
      expect(reordered.json().data.map((stage: { id: number; position: number }) => [stage.id, stage.position])).toEqual(
        order.map((id, position) => [id, position]),
      );
    });

    it('answers 422 for a reorder that misses, repeats or borrows a stage, and for bad stage fields', async () => {
      const { pipeline, stages: rows } = await insertPipeline(ctx.db, w.brokerId, ['A', 'B']);
      const other = await insertPipeline(ctx.db, w.brokerId, ['X']);
      const missing = await api.patch(w.actors.broker_admin, `crm/pipelines/${pipeline.id}/stages/reorder`, { ids: [rows[0]!.id] });
      expect(missing.json().errors).toEqual({ ids: ['The ids must list every stage of the pipeline exactly once.'] });
      const borrowed = await api.patch(w.actors.broker_admin, `crm/pipelines/${pipeline.id}/stages/reorder`, {
        ids: [rows[0]!.id, other.stages[0]!.id],
      });
      expect(Object.keys(borrowed.json().errors)).toEqual(['ids.1']);
      const bad = await api.post(w.actors.broker_admin, `crm/pipelines/${pipeline.id}/stages`, {
        name: ' ',
        probability: -1,
        color: '#12',
      });
      expect(Object.keys(bad.json().errors).sort()).toEqual(['color', 'name', 'probability']);
      expect((await stageOrder(ctx.db, rows[0]!.id)).length).toBe(0);
    });

    it('deletes a stage: its deals need a stage of the same pipeline to go to, join its end, and the move is in their leads’ history', async () => {
      const org = w.brokerId;
      const { pipeline, stages: rows } = await insertPipeline(ctx.db, org, ['A', 'B', 'C']);
      const other = await insertPipeline(ctx.db, org, ['X']);
      const lead = await insertLead(ctx.db, org);
      const refs = { lead_id: lead.id, pipeline_id: pipeline.id };
      const inB = [
        await insertDeal(ctx.db, org, { ...refs, stage_id: rows[1]!.id }),
        await insertDeal(ctx.db, org, { ...refs, stage_id: rows[1]!.id }),
      ];
      const inC = await insertDeal(ctx.db, org, { ...refs, stage_id: rows[2]!.id });
      const needs = await api.delete(w.actors.broker_admin, `crm/stages/${rows[1]!.id}`);
      expect(needs.statusCode).toBe(422);
      expect(Object.keys(needs.json().errors)).toEqual(['move_to_stage_id']);
      const elsewhere = await api.delete(w.actors.broker_admin, `crm/stages/${rows[1]!.id}`, { move_to_stage_id: other.stages[0]!.id });
      expect(elsewhere.statusCode).toBe(422);
      // As docs/api.md words it, in the body (the query works too, see above).
      const done = await call(
        ctx.app,
        'DELETE',
        `crm/stages/${rows[1]!.id}`,
        as(w.actors.broker_admin, { body: { move_to_stage_id: rows[2]!.id } }),
      );
      expect(done.json()).toEqual({ message: 'Stage deleted.' });
      expect((await stageOrder(ctx.db, rows[2]!.id)).map((row) => [row.id, row.position])).toEqual([
        [inC.id, 0],
        [inB[0]!.id, 1],
        [inB[1]!.id, 2],
      ]);
      const remaining = await ctx.db.select().from(stages).where(eq(stages.pipeline_id, pipeline.id)).orderBy(asc(stages.position));
      expect(remaining.map((stage) => [stage.name, stage.position])).toEqual([
        ['A', 0],
        ['C', 1],
      ]);
      const history = await ctx.db.select().from(leadHistory).where(eq(leadHistory.lead_id, lead.id));
      expect(history.filter((item) => item.kind === 'deal_stage_changed').map((item) => [item.subject_id, item.details])).toEqual([
        [inB[0]!.id, { title: inB[0]!.title, old_label: 'B', new_label: 'C' }],
        [inB[1]!.id, { title: inB[1]!.title, old_label: 'B', new_label: 'C' }],
      ]);
      expect((await auditEntries(ctx.db, 'crm.stage.deleted')).length).toBeGreaterThan(0);
    });

    it('refuses members and other tenants (404, nothing changed)', async () => {
      const { pipeline, stages: rows } = await insertPipeline(ctx.db, w.developerId, ['A', 'B']);
      const before = await snapshot(ctx.db, stages);
      expect(
        (await api.post(w.actors.developer, `crm/pipelines/${pipeline.id}/stages`, { name: 'C', probability: 1, color: '#000000' }))
          .statusCode,
      ).toBe(403);
      expect((await api.patch(w.actors.developer, `crm/stages/${rows[0]!.id}`, { name: 'C' })).statusCode).toBe(403);
      expect((await api.delete(w.actors.developer, `crm/stages/${rows[0]!.id}`)).statusCode).toBe(403);
      expect(
        (await api.post(w.actors.foreign_admin, `crm/pipelines/${pipeline.id}/stages`, { name: 'C', probability: 1, color: '#000000' }))
          .statusCode,
      ).toBe(404);
      expect((await api.patch(w.actors.foreign_admin, `crm/stages/${rows[0]!.id}`, { name: 'C' })).statusCode).toBe(404);
      expect(
        (await api.patch(w.actors.foreign_admin, `crm/pipelines/${pipeline.id}/stages/reorder`, { ids: [rows[1]!.id, rows[0]!.id] }))
          .statusCode,
      ).toBe(404);
      expect((await api.delete(w.actors.foreign_admin, `crm/stages/${rows[0]!.id}`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, stages)).toEqual(before);
    });
  });

  describe('GET crm/pipelines/{id}/kanban', () => {
    it('answers every stage in order with count, totals and its first page; more of one stage with stage_id+page', async () => {
      const org = w.developerId;
      const { pipeline, stages: rows } = await insertPipeline(ctx.db, org, ['New', 'Offer', 'Empty']);
      await ctx.db.update(stages).set({ probability: 40 }).where(eq(stages.id, rows[1]!.id));
      const lead = await insertLead(ctx.db, org, { full_name: 'Kanban Lead' });
      const refs = { lead_id: lead.id, pipeline_id: pipeline.id };
      const many: number[] = [];
      for (let i = 0; i < KANBAN_PAGE_SIZE + 3; i++)
        many.push((await insertDeal(ctx.db, org, { ...refs, stage_id: rows[0]!.id, value: 1000 })).id);
      const tag = await insertTag(ctx.db, org);
      const offer = await insertDeal(ctx.db, org, {
        ...refs,
        stage_id: rows[1]!.id,
        value: 333,
        hot: true,
        owner_id: w.actors.developer.userId,
      });
      await ctx.db.insert(dealTags).values({ organization_id: org, deal_id: offer.id, tag_id: tag.id });
      await insertDeal(ctx.db, org, { ...refs, stage_id: rows[1]!.id, value: 1000, status: 'lost', lost_reason: 'Budget' });

      const board = await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/kanban`);
      expect(board.statusCode).toBe(200);
      const columns = board.json().data;
      expect(
        columns.map((column: { name: string; count: number; totals: unknown[]; has_more: boolean; deals: unknown[] }) => [
          column.name,
          column.count,
          column.totals,
          column.has_more,
          column.deals.length,
        ]),
      ).toEqual([
        [
          'New',
          KANBAN_PAGE_SIZE + 3,
          [{ currency: 'AED', total_value: (KANBAN_PAGE_SIZE + 3) * 1000, weighted_value: 0 }],
          true,
          KANBAN_PAGE_SIZE,
        ],
        ['Offer', 1, [{ currency: 'AED', total_value: 333, weighted_value: 133 }], false, 1],
        ['Empty', 0, [], false, 0],
      ]);
      expect(columns[0].deals.map((deal: { id: number }) => deal.id)).toEqual(many.slice(0, KANBAN_PAGE_SIZE));
      expect(columns[1].deals[0]).toEqual({
        id: offer.id,
        title: offer.title,
        stage_id: rows[1]!.id,
        position: 0,
        value: 333,
        currency: 'AED',
        hot: true,
        status: 'open',
        expected_close_date: null,
        owner: { id: w.actors.developer.userId, full_name: 'Dev Member' },
        lead: { id: lead.id, full_name: 'Kanban Lead' },
        tags: [{ id: tag.id, name: tag.name, color: tag.color }],
        stage_entered_at: expect.any(String),
        days_in_stage: 0,
        updated_at: expect.any(String),
      });

      const more = await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/kanban`, { stage_id: rows[0]!.id, page: 2 });
      expect(more.json().data).toHaveLength(1);
      expect(more.json().data[0]).toMatchObject({ id: rows[0]!.id, page: 2, has_more: false, count: KANBAN_PAGE_SIZE + 3 });
      expect(more.json().data[0].deals.map((deal: { id: number }) => deal.id)).toEqual(many.slice(KANBAN_PAGE_SIZE));

      const filtered = await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/kanban`, {
        hot: 'true',
        tag_id: tag.id,
        owner_id: w.actors.developer.userId,
        status: 'open',
      });
      expect(filtered.json().data.map((column: { count: number }) => column.count)).toEqual([0, 1, 0]);
      // Closed deals are in the lanes, never in a stage column, whatever the status filter.
      const lost = await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/kanban`, { 'status[]': ['lost', 'won'] });
      expect(lost.json().data.map((column: { count: number }) => column.count)).toEqual([0, 0, 0]);
      expect(lost.json().closed).toEqual({
        won: { count: 0, totals: [] },
        lost: { count: 1, totals: [{ currency: 'AED', total_value: 1000 }] },
      });
      const other = await insertPipeline(ctx.db, org, ['X']);
      expect((await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/kanban`, { stage_id: other.stages[0]!.id })).statusCode).toBe(
        422,
      );
      expect((await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/kanban`, { hot: 'maybe' })).statusCode).toBe(422);
    });

    it('sums open deals only in a stage column and moves won and lost ones to the closed lanes', async () => {
      const org = w.brokerId;
      const { pipeline, stages: rows } = await insertPipeline(ctx.db, org, ['Viewing', 'Offer']);
      await ctx.db.update(stages).set({ probability: 50 }).where(eq(stages.id, rows[1]!.id));
      const lead = await insertLead(ctx.db, org);
      const refs = { lead_id: lead.id, pipeline_id: pipeline.id, stage_id: rows[1]!.id };
      const open = await insertDeal(ctx.db, org, { ...refs, value: 2_000, hot: true });
      const won = await insertDeal(ctx.db, org, { ...refs, value: 10_000, status: 'won', hot: true });
      await insertDeal(ctx.db, org, { ...refs, value: 30_000, status: 'won' });
      await insertDeal(ctx.db, org, { ...refs, value: 500_000, status: 'lost', lost_reason: 'Budget' });

      const board = (await api.get(w.actors.broker, `crm/pipelines/${pipeline.id}/kanban`)).json();
      expect(board.data[1]).toMatchObject({
        name: 'Offer',
        count: 1,
        totals: [{ currency: 'AED', total_value: 2_000, weighted_value: 1_000 }],
        has_more: false,
      });
      expect(board.data[1].deals.map((deal: { id: number }) => deal.id)).toEqual([open.id]);
      expect(board.closed).toEqual({
        won: { count: 2, totals: [{ currency: 'AED', total_value: 40_000 }] },
        lost: { count: 1, totals: [{ currency: 'AED', total_value: 500_000 }] },
      });
      // The lanes take the board's filters, as the columns do.
      const hot = (await api.get(w.actors.broker, `crm/pipelines/${pipeline.id}/kanban`, { hot: 'true' })).json();
      expect(hot.closed).toEqual({ won: { count: 1, totals: [{ currency: 'AED', total_value: 10_000 }] }, lost: { count: 0, totals: [] } });
      // A lane lists its deals through the pipeline's list.
      const listed = (await api.get(w.actors.broker, `crm/pipelines/${pipeline.id}/list`, { status: 'won', hot: 'true' })).json();
      expect(listed.data.map((deal: { id: number }) => deal.id)).toEqual([won.id]);
      expect((await api.get(w.actors.foreign_admin, `crm/pipelines/${pipeline.id}/kanban`)).statusCode).toBe(404);
      expect((await api.get(w.actors.super_admin, `crm/pipelines/${pipeline.id}/kanban`)).statusCode).toBe(403);
    });

    it('sums each currency apart in the columns and lanes, never adding AED to KWD or JPY', async () => {
      const org = w.brokerId;
      const { pipeline, stages: rows } = await insertPipeline(ctx.db, org, ['Offer']);
      await ctx.db.update(stages).set({ probability: 50 }).where(eq(stages.id, rows[0]!.id));
      const lead = await insertLead(ctx.db, org);
      const refs = { lead_id: lead.id, pipeline_id: pipeline.id, stage_id: rows[0]!.id };
      await insertDeal(ctx.db, org, { ...refs, value: 150_050, currency: 'AED' });
      await insertDeal(ctx.db, org, { ...refs, value: 1_500_001, currency: 'KWD' });
      await insertDeal(ctx.db, org, { ...refs, value: 2_499_999, currency: 'KWD' });
      await insertDeal(ctx.db, org, { ...refs, value: 7_001, currency: 'JPY' });
      await insertDeal(ctx.db, org, { ...refs, value: 3_000_000, currency: 'KWD', status: 'won' });
      const board = (await api.get(w.actors.broker, `crm/pipelines/${pipeline.id}/kanban`)).json();
      expect(board.data[0].count).toBe(4);
      expect(board.data[0].totals).toEqual([
        { currency: 'AED', total_value: 150_050, weighted_value: 75_025 },
        { currency: 'JPY', total_value: 7_001, weighted_value: 3_501 },
        { currency: 'KWD', total_value: 4_000_000, weighted_value: 2_000_000 },
      ]);
      expect(board.closed.won).toEqual({ count: 1, totals: [{ currency: 'KWD', total_value: 3_000_000 }] });
    });

    it('costs the same number of statements for 5 deals as for 200', async () => {
      const org = w.brokerId;
      const lead = await insertLead(ctx.db, org);
      const count = async (n: number) => {
        const { pipeline, stages: rows } = await insertPipeline(ctx.db, org, ['A', 'B', 'C', 'D']);
        await ctx.db.insert(deals).values(
          Array.from({ length: n }, (_, i) => ({
            organization_id: org,
            lead_id: lead.id,
            pipeline_id: pipeline.id,
            stage_id: rows[i % 4]!.id,
            title: `D${i}`,
            position: Math.floor(i / 4),
            value: i,
          })),
        );
        statements.length = 0;
        const res = await api.get(w.actors.broker, `crm/pipelines/${pipeline.id}/kanban`);
        expect(res.statusCode).toBe(200);
        return statements.length;
      };
      expect(await count(5)).toBe(await count(200));
    });
  });

  describe('GET crm/pipelines/{id}/list', () => {
    it('answers the pipeline’s deals sorted, filtered and paged', async () => {
      const org = w.developerId;
      const { pipeline, stages: rows } = await insertPipeline(ctx.db, org, ['One', 'Two']);
      const lead = await insertLead(ctx.db, org, { full_name: 'Listed Lead' });
      const refs = { lead_id: lead.id, pipeline_id: pipeline.id };
      const a = await insertDeal(ctx.db, org, {
        ...refs,
        stage_id: rows[1]!.id,
        title: 'Alpha',
        value: 3,
        expected_close_date: '2026-12-01',
      });
      const b = await insertDeal(ctx.db, org, { ...refs, stage_id: rows[0]!.id, title: 'Bravo', value: 1, hot: true });
      const c = await insertDeal(ctx.db, org, { ...refs, stage_id: rows[0]!.id, title: 'Charlie', value: 2, status: 'won' });
      const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((deal) => deal.id);
      const byStage = await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/list`);
      expect(ids(byStage)).toEqual([b.id, c.id, a.id]);
      expect(byStage.json().data[0]).toMatchObject({
        title: 'Bravo',
        stage: { id: rows[0]!.id, name: 'One' },
        pipeline: { id: pipeline.id },
        lead: { full_name: 'Listed Lead' },
      });
      expect(ids(await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/list`, { sort: 'value', order: 'desc' }))).toEqual([
        a.id,
        c.id,
        b.id,
      ]);
      expect(ids(await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/list`, { hot: '1' }))).toEqual([b.id]);
      expect(ids(await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/list`, { status: 'won' }))).toEqual([c.id]);
      expect(ids(await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/list`, { stage_id: rows[1]!.id }))).toEqual([a.id]);
      expect(ids(await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/list`, { search: 'listed', sort: 'title' }))).toEqual([
        a.id,
        b.id,
        c.id,
      ]);
      expect(
        ids(
          await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/list`, {
            expected_close_from: '2026-11-01',
            expected_close_to: '2026-12-01',
          }),
        ),
      ).toEqual([a.id]);
      const paged = await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/list`, { per_page: 2, page: 2, sort: 'title' });
      expect(paged.json().meta).toEqual({ total: 3, page: 2, per_page: 2, last_page: 2 });
      expect(ids(paged)).toEqual([c.id]);
      const bad = await api.get(w.actors.developer, `crm/pipelines/${pipeline.id}/list`, { sort: 'nope' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['sort']);
    });
  });
});
