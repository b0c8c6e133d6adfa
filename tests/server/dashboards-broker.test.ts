// The broker dashboard (docs/api.md "Dashboards"): every count and sum agrees with the matching
// filtered list (leads, a pipeline's deals, activities), with `mine` as the lists' owner filter; the
// rates with hand-computed fixtures; the broker admin and broker reach it, the per-member breakdown
// only the admin; another tenant's records never count; a request costs the same number of
// statements whatever the data size. The services' clock is fixed at 15 April 2026, 12:00 in Dubai.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestNow } from '../../src/server/services/clock.ts';
import type { LeadSourceRow, LeadStatusRow, MemberFiguresRow, PipelineStageRow, WonDeals } from '../../src/shared/dashboards.ts';
import { insertActivity, insertDeal, insertLead, insertPipeline } from './support/crm.ts';
import { addMember, createOrganization, createUser, tokenFor } from './support/factories.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

const NOW = new Date('2026-04-15T08:00:00Z');
const at = (instant: string) => new Date(instant);

describe('broker dashboard', () => {
  let ctx: TestContext;
  let w: World;
  let counting = false;
  const statements: string[] = [];
  let admin: Actor;
  let member: Actor;
  let foreignBroker: Actor;
  let main: Awaited<ReturnType<typeof insertPipeline>>;
  let second: Awaited<ReturnType<typeof insertPipeline>>;
  let wonLeadId: number;

  const get = (actor: Actor, path: string, query: Record<string, unknown> = {}) => call(ctx.app, 'GET', path, as(actor, { query }));
  const total = async (actor: Actor, path: string, query: Record<string, unknown>) => {
    const res = await get(actor, path, { ...query, per_page: 1 });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().meta.total as number;
  };
  /** The deals of every pipeline of the organization the list filters keep. */
  const dealsTotal = async (actor: Actor, query: Record<string, unknown>) =>
    (await total(actor, `crm/pipelines/${main.pipeline.id}/list`, query)) +
    (await total(actor, `crm/pipelines/${second.pipeline.id}/list`, query));

  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => counting && statements.push(text) } });
    w = await buildWorld(ctx.db);
    admin = w.actors.broker_admin;
    member = w.actors.broker;
    const org = w.brokerId;
    const foreignOrg = await createOrganization(ctx.db, { kind: 'broker', name: 'Foreign Broker' });
    const foreignUser = await createUser(ctx.db, { full_name: 'Other Office Owner', email: 'other.office@world.test' });
    await addMember(ctx.db, foreignUser.id, foreignOrg.id, 'broker_admin');
    foreignBroker = { userId: foreignUser.id, token: await tokenFor(ctx.db, foreignUser.id), orgId: foreignOrg.id };
    setTestNow(NOW);

    // Leads of February 2026: the admin 2, the member 2, nobody 1; one more of the member's in March.
    const lead = (
      ownerId: number | null,
      source: 'website' | 'referral' | 'portal',
      status: 'new' | 'contacted' | 'qualified',
      day: number,
      seen = false,
    ) =>
      insertLead(ctx.db, org, {
        owner_id: ownerId,
        source,
        status,
        seen,
        created_at: at(`2026-02-${String(day).padStart(2, '0')}T09:00:00Z`),
      });
    await lead(admin.userId, 'website', 'new', 2);
    await lead(admin.userId, 'referral', 'contacted', 3, true);
    wonLeadId = (await lead(member.userId, 'website', 'qualified', 4, true)).id;
    await lead(member.userId, 'portal', 'new', 5);
    await lead(null, 'website', 'new', 6);
    await insertLead(ctx.db, org, { owner_id: member.userId, created_at: at('2026-03-01T09:00:00Z'), seen: true });

    // Deals, all of the member's qualified lead (the only converted one).
    main = await insertPipeline(ctx.db, org, ['New', 'Viewing', 'Offer'], { name: 'Main' });
    second = await insertPipeline(ctx.db, org, ['Lead'], { name: 'Second' });
    const [fresh, viewing, offer] = main.stages;
    const deal = (ownerId: number | null, stageId: number, fields: Record<string, unknown> = {}) =>
      insertDeal(ctx.db, org, {
        lead_id: wonLeadId,
        pipeline_id: stageId === second.stages[0]!.id ? second.pipeline.id : main.pipeline.id,
        stage_id: stageId,
        owner_id: ownerId,
        ...fields,
      });
    await deal(admin.userId, fresh!.id, { value: 100_00 });
    await deal(admin.userId, viewing!.id, { value: 1_000_00 });
    await deal(member.userId, viewing!.id, { value: 3_000_00 });
    await deal(member.userId, viewing!.id, { value: 5_000_00, currency: 'SAR' });
    await deal(null, second.stages[0]!.id, { value: 700_00 });
    const closed = (ownerId: number, stageId: number, status: 'won' | 'lost', created: string, closedAt: string, value: number) =>
      deal(ownerId, stageId, { status, value, created_at: at(created), closed_at: at(closedAt) });
    // April (this month): the member's two in Main (31 March 21:00 UTC is 1 April in Dubai), the admin's in Second.
    await closed(member.userId, offer!.id, 'won', '2026-03-20T08:00:00Z', '2026-04-02T08:00:00Z', 2_000_00);
    await closed(member.userId, offer!.id, 'won', '2026-03-01T08:00:00Z', '2026-03-31T21:00:00Z', 1_000_00);
    await closed(admin.userId, second.stages[0]!.id, 'won', '2026-04-01T08:00:00Z', '2026-04-10T08:00:00Z', 4_000_00);
    // March (last month): the member won one after 10 days, the admin lost one.
    await closed(member.userId, offer!.id, 'won', '2026-03-05T08:00:00Z', '2026-03-15T08:00:00Z', 500_00);
    await closed(admin.userId, offer!.id, 'lost', '2026-03-01T08:00:00Z', '2026-03-20T08:00:00Z', 900_00);
    // February: neither month.
    await closed(admin.userId, offer!.id, 'won', '2026-01-01T08:00:00Z', '2026-02-10T08:00:00Z', 9_000_00);

    // Activities around now (15 April 08:00 UTC, 12:00 in Dubai).
    const activity = (ownerId: number | null, due: string, done = false) =>
      insertActivity(ctx.db, org, { owner_id: ownerId, due_at: at(due), completed_at: done ? at(due) : null });
    await activity(member.userId, '2026-04-15T10:00:00Z'); // today, not yet due
    await activity(member.userId, '2026-04-15T06:00:00Z'); // today, overdue
    await activity(member.userId, '2026-04-10T06:00:00Z'); // overdue
    await activity(member.userId, '2026-04-15T05:00:00Z', true); // today, done
    await activity(admin.userId, '2026-04-01T06:00:00Z'); // overdue
    await activity(admin.userId, '2026-04-16T06:00:00Z'); // tomorrow
    await activity(null, '2026-04-14T20:30:00Z'); // 00:30 today in Dubai, overdue

    // Another broker organization's records never count.
    const foreignPipeline = await insertPipeline(ctx.db, foreignOrg.id, ['New'], { name: 'Foreign pipeline' });
    const foreignLead = await insertLead(ctx.db, foreignOrg.id, { created_at: at('2026-02-10T09:00:00Z') });
    await insertDeal(ctx.db, foreignOrg.id, {
      lead_id: foreignLead.id,
      pipeline_id: foreignPipeline.pipeline.id,
      stage_id: foreignPipeline.stages[0]!.id,
      status: 'won',
      closed_at: at('2026-04-03T08:00:00Z'),
    });
    await insertActivity(ctx.db, foreignOrg.id, { due_at: at('2026-04-15T06:00:00Z') });
  });
  afterAll(async () => {
    setTestNow(undefined);
    await ctx.close();
  });

  describe('pipeline', () => {
    const checkAgainstLists = async (actor: Actor, stages: PipelineStageRow[], owner: Record<string, unknown>) => {
      for (const { pipeline, stages: ofPipeline } of [main, second]) {
        for (const stage of ofPipeline) {
          const list = await get(actor, `crm/pipelines/${pipeline.id}/list`, {
            stage_id: stage.id,
            status: 'open',
            per_page: 100,
            ...owner,
          });
          const rows = stages.filter((row) => row.stage_id === stage.id);
          expect(
            rows.reduce((sum, row) => sum + row.deals, 0),
            stage.name,
          ).toBe(list.json().meta.total);
          for (const row of rows.filter((candidate) => candidate.currency !== null)) {
            const listed = (list.json().data as { value: number; currency: string }[]).filter((found) => found.currency === row.currency);
            expect(row.value).toBe(listed.reduce((sum, found) => sum + found.value, 0));
          }
        }
      }
    };

    it('counts the open deals per stage as the pipeline lists do, value and weighted value per currency', async () => {
      for (const actor of [admin, member]) {
        const res = await get(actor, 'dashboards/broker/pipeline');
        expect(res.statusCode, res.body).toBe(200);
        const stages = res.json().data.stages as PipelineStageRow[];
        await checkAgainstLists(actor, stages, {});
        // Viewing (probability 10): AED 4,000 → 400 weighted; SAR 5,000 → 500.
        expect(stages.filter((row) => row.stage_id === main.stages[1]!.id)).toEqual([
          expect.objectContaining({ currency: 'AED', deals: 2, value: 4_000_00, weighted_value: 400_00 }),
          expect.objectContaining({ currency: 'SAR', deals: 1, value: 5_000_00, weighted_value: 500_00 }),
        ]);
      }
    });

    it('counts only the caller’s own deals with mine, as the lists’ owner filter does', async () => {
      const stages = (await get(member, 'dashboards/broker/pipeline', { mine: 'true' })).json().data.stages as PipelineStageRow[];
      await checkAgainstLists(member, stages, { owner_id: member.userId });
      expect(stages.filter((row) => row.stage_id === main.stages[1]!.id)).toEqual([
        expect.objectContaining({ currency: 'AED', deals: 1, value: 3_000_00, weighted_value: 300_00 }),
        expect.objectContaining({ currency: 'SAR', deals: 1, value: 5_000_00, weighted_value: 500_00 }),
      ]);
      expect(stages.filter((row) => row.stage_id === main.stages[0]!.id)).toEqual([expect.objectContaining({ currency: null, deals: 0 })]);
    });

    it('gives the win rate and median days to won of the period, the caller’s own with mine', async () => {
      const march = { from: '2026-03-01', to: '2026-03-31' };
      const all = (await get(admin, 'dashboards/broker/pipeline', march)).json().data.outcome;
      // March in Dubai: the member's win after 10 days, the admin's loss.
      expect(all).toEqual({ won: 1, lost: 1, win_rate: 0.5, median_days_to_won: 10 });
      const mine = (await get(admin, 'dashboards/broker/pipeline', { ...march, mine: 'true' })).json().data.outcome;
      expect(mine).toEqual({ won: 0, lost: 1, win_rate: 0, median_days_to_won: null });
      // April in Dubai: won after 13, 30.5 and 9 days → median 13.
      const april = (await get(member, 'dashboards/broker/pipeline', { from: '2026-04-01', to: '2026-04-30' })).json().data.outcome;
      expect(april).toMatchObject({ won: 3, lost: 0, win_rate: 1, median_days_to_won: 13 });
    });
  });

  describe('leads by status and by source', () => {
    const february = { from: '2026-02-01', to: '2026-02-28' };

    it('counts the leads of each status as the filtered leads list does, mine as its owner filter does', async () => {
      for (const [actor, mine] of [
        [admin, false],
        [member, false],
        [member, true],
      ] as const) {
        const res = await get(actor, 'dashboards/broker/lead-statuses', { ...february, ...(mine ? { mine: 'true' } : {}) });
        expect(res.statusCode, res.body).toBe(200);
        const rows = res.json().data as LeadStatusRow[];
        for (const row of rows) {
          const listed = await total(actor, 'crm/leads', {
            status: row.status,
            created_from: february.from,
            created_to: february.to,
            ...(mine ? { owner_id: actor.userId } : {}),
          });
          expect(row.leads, row.status).toBe(listed);
        }
        expect(rows).toEqual(
          mine
            ? [
                { status: 'new', leads: 1 },
                { status: 'qualified', leads: 1 },
              ]
            : [
                { status: 'contacted', leads: 1 },
                { status: 'new', leads: 3 },
                { status: 'qualified', leads: 1 },
              ],
        );
      }
    });

    it('counts the leads of each source as the filtered leads list does, with their conversion', async () => {
      const rows = (await get(admin, 'dashboards/broker/lead-sources', february)).json().data as LeadSourceRow[];
      for (const row of rows) {
        expect(row.leads, row.source).toBe(
          await total(admin, 'crm/leads', { source: row.source, created_from: february.from, created_to: february.to }),
        );
      }
      expect(rows).toEqual([
        { source: 'portal', leads: 1, converted: 0, conversion_rate: 0 },
        { source: 'referral', leads: 1, converted: 0, conversion_rate: 0 },
        { source: 'website', leads: 3, converted: 1, conversion_rate: 1 / 3 },
      ]);
      const mine = (await get(member, 'dashboards/broker/lead-sources', { ...february, mine: 'true' })).json().data as LeadSourceRow[];
      for (const row of mine) {
        expect(row.leads).toBe(
          await total(member, 'crm/leads', {
            source: row.source,
            owner_id: member.userId,
            created_from: february.from,
            created_to: february.to,
          }),
        );
      }
      expect(mine).toEqual([
        { source: 'portal', leads: 1, converted: 0, conversion_rate: 0 },
        { source: 'website', leads: 1, converted: 1, conversion_rate: 1 },
      ]);
    });

    it('refuses a mine that is not a flag and a backwards period, naming the field', async () => {
      const flag = await get(member, 'dashboards/broker/lead-statuses', { mine: 'perhaps' });
      expect(flag.statusCode).toBe(422);
      expect(Object.keys(flag.json().errors)).toEqual(['mine']);
      const backwards = await get(member, 'dashboards/broker/lead-sources', { from: '2026-04-01', to: '2026-03-01' });
      expect(backwards.statusCode).toBe(422);
      expect(Object.keys(backwards.json().errors)).toEqual(['to']);
      const members = await get(admin, 'dashboards/broker/members', { from: '2026-02-30' });
      expect(members.statusCode).toBe(422);
      expect(Object.keys(members.json().errors)).toEqual(['from']);
    });
  });

  describe('deals won this month against last month', () => {
    const checkAgainstLists = async (actor: Actor, won: WonDeals, owner: Record<string, unknown>) => {
      for (const month of ['last', 'this'] as const) {
        for (const { pipeline } of [main, second]) {
          const list = await get(actor, `crm/pipelines/${pipeline.id}/list`, {
            status: 'won',
            closed_from: won.months[month].from,
            closed_to: won.months[month].to,
            per_page: 100,
            ...owner,
          });
          const rows = won.rows.filter((row) => row.pipeline_id === pipeline.id && row.month === month);
          expect(
            rows.reduce((sum, row) => sum + row.deals, 0),
            `${pipeline.name} ${month}`,
          ).toBe(list.json().meta.total);
          for (const row of rows) {
            const listed = (list.json().data as { value: number; currency: string }[]).filter((found) => found.currency === row.currency);
            expect(row.value).toBe(listed.reduce((sum, found) => sum + found.value, 0));
          }
        }
      }
    };

    it('counts and sums the won deals of each month as the pipelines’ lists closed in that month do', async () => {
      const res = await get(member, 'dashboards/broker/won-deals');
      expect(res.statusCode, res.body).toBe(200);
      const won = res.json().data as WonDeals;
      expect(won.months).toEqual({ last: { from: '2026-03-01', to: '2026-03-31' }, this: { from: '2026-04-01', to: '2026-04-30' } });
      await checkAgainstLists(member, won, {});
      expect(won.rows).toEqual([
        { pipeline_id: main.pipeline.id, pipeline_name: 'Main', month: 'last', currency: 'AED', deals: 1, value: 500_00 },
        { pipeline_id: main.pipeline.id, pipeline_name: 'Main', month: 'this', currency: 'AED', deals: 2, value: 3_000_00 },
        { pipeline_id: second.pipeline.id, pipeline_name: 'Second', month: 'this', currency: 'AED', deals: 1, value: 4_000_00 },
      ]);
    });

    it('counts the caller’s own with mine', async () => {
      const won = (await get(admin, 'dashboards/broker/won-deals', { mine: 'true' })).json().data as WonDeals;
      await checkAgainstLists(admin, won, { owner_id: admin.userId });
      expect(won.rows).toEqual([expect.objectContaining({ pipeline_name: 'Second', month: 'this', deals: 1, value: 4_000_00 })]);
    });
  });

  describe('my day', () => {
    const today = { due_from: '2026-04-15', due_to: '2026-04-15', completed: 'false' };

    it('counts open activities due today and overdue, and unseen leads, as the filtered lists do', async () => {
      for (const [actor, mine, expected] of [
        [admin, false, { due_today: 3, overdue: 4, unseen_leads: 3 }],
        [member, true, { due_today: 2, overdue: 2, unseen_leads: 1 }],
        [admin, true, { due_today: 0, overdue: 1, unseen_leads: 1 }],
      ] as const) {
        const res = await get(actor, 'dashboards/broker/my-day', mine ? { mine: 'true' } : {});
        expect(res.statusCode, res.body).toBe(200);
        const day = res.json().data;
        expect(day).toEqual({ today: '2026-04-15', ...expected });
        const owner = mine ? { owner_id: actor.userId } : {};
        expect(day.due_today).toBe(await total(actor, 'crm/activities', { ...today, ...owner }));
        expect(day.overdue).toBe(await total(actor, 'crm/activities', { overdue: 'true', ...owner }));
        expect(day.unseen_leads).toBe(await total(actor, 'crm/leads', { seen: 'false', ...owner }));
      }
    });
  });

  describe('per member', () => {
    const february = { from: '2026-02-01', to: '2026-02-28' };

    it('gives each member’s figures as the lists filtered by that owner do, then the records nobody owns', async () => {
      const res = await get(admin, 'dashboards/broker/members', { from: '2026-02-01', to: '2026-04-30' });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as MemberFiguresRow[];
      expect(rows).toEqual([
        { user_id: admin.userId, full_name: 'Broker Admin', leads: 2, unseen_leads: 1, open_deals: 2, won_deals: 2, overdue_activities: 1 },
        {
          user_id: member.userId,
          full_name: 'Broker Member',
          leads: 3,
          unseen_leads: 1,
          open_deals: 2,
          won_deals: 3,
          overdue_activities: 2,
        },
        { user_id: null, full_name: null, leads: 1, unseen_leads: 1, open_deals: 1, won_deals: 0, overdue_activities: 1 },
      ]);
      for (const row of rows.filter((candidate) => candidate.user_id !== null)) {
        const owner = { owner_id: row.user_id };
        expect(row.leads).toBe(await total(admin, 'crm/leads', { ...owner, created_from: '2026-02-01', created_to: '2026-04-30' }));
        expect(row.unseen_leads).toBe(await total(admin, 'crm/leads', { ...owner, seen: 'false' }));
        expect(row.open_deals).toBe(await dealsTotal(admin, { ...owner, status: 'open' }));
        expect(row.won_deals).toBe(
          await dealsTotal(admin, { ...owner, status: 'won', closed_from: '2026-02-01', closed_to: '2026-04-30' }),
        );
        expect(row.overdue_activities).toBe(await total(admin, 'crm/activities', { ...owner, overdue: 'true' }));
      }
    });

    it('lists a member with nothing, and reads the period', async () => {
      const rows = (await get(admin, 'dashboards/broker/members', february)).json().data as MemberFiguresRow[];
      expect(rows.find((row) => row.user_id === member.userId)).toMatchObject({ leads: 2, won_deals: 0 });
      expect(rows.find((row) => row.user_id === admin.userId)).toMatchObject({ leads: 2, won_deals: 1 });
      const fresh = await createUser(ctx.db, { full_name: 'Aaron New', email: 'aaron.new@world.test' });
      await addMember(ctx.db, fresh.id, w.brokerId, 'broker');
      const withNew = (await get(admin, 'dashboards/broker/members', february)).json().data as MemberFiguresRow[];
      expect(withNew[0]).toEqual({
        user_id: fresh.id,
        full_name: 'Aaron New',
        leads: 0,
        unseen_leads: 0,
        open_deals: 0,
        won_deals: 0,
        overdue_activities: 0,
      });
    });
  });

  describe('per member, owners who are not members', () => {
    it('lists one who owns only deals and one who owns only activities, under their names', async () => {
      const dealsOnly = await createUser(ctx.db, { full_name: 'Yusuf Former', email: 'yusuf.former@world.test' });
      const activitiesOnly = await createUser(ctx.db, { full_name: 'Zainab Former', email: 'zainab.former@world.test' });
      // Neither is a member of the organization any more: their records remain theirs.
      const lead = await insertLead(ctx.db, w.brokerId, { owner_id: admin.userId, seen: true, created_at: at('2025-01-01T09:00:00Z') });
      await insertDeal(ctx.db, w.brokerId, {
        lead_id: lead.id,
        owner_id: dealsOnly.id,
        pipeline_id: main.pipeline.id,
        stage_id: main.stages[0]!.id,
      });
      await insertActivity(ctx.db, w.brokerId, { owner_id: activitiesOnly.id, due_at: at('2026-04-01T06:00:00Z') });
      const rows = (await get(admin, 'dashboards/broker/members')).json().data as MemberFiguresRow[];
      expect(rows.filter((row) => row.full_name?.endsWith('Former'))).toEqual([
        { user_id: dealsOnly.id, full_name: 'Yusuf Former', leads: 0, unseen_leads: 0, open_deals: 1, won_deals: 0, overdue_activities: 0 },
        {
          user_id: activitiesOnly.id,
          full_name: 'Zainab Former',
          leads: 0,
          unseen_leads: 0,
          open_deals: 0,
          won_deals: 0,
          overdue_activities: 1,
        },
      ]);
      expect(rows.at(-1)?.user_id).toBeNull();
      expect(new Set(rows.map((row) => row.user_id)).size).toBe(rows.length);
    });
  });

  describe('who reaches it', () => {
    const paths = [
      'dashboards/broker/pipeline',
      'dashboards/broker/lead-statuses',
      'dashboards/broker/lead-sources',
      'dashboards/broker/won-deals',
      'dashboards/broker/my-day',
      'dashboards/broker/members',
    ];

    it.each(paths)('%s: answers the broker admin, refuses developers and platform roles', async (path) => {
      expect((await get(admin, path)).statusCode).toBe(200);
      for (const role of ['developer_admin', 'developer', 'super_admin', 'super_admin_sales_manager'] as const) {
        expect((await get(w.actors[role], path)).statusCode, role).toBe(403);
      }
    });

    it.each(paths)('%s: answers the broker, but for the per-member breakdown', async (path) => {
      expect((await get(member, path)).statusCode).toBe(path.endsWith('/members') ? 403 : 200);
    });

    it.each(paths)('%s: never answers for another organization', async (path) => {
      expect((await get({ ...admin, orgId: foreignBroker.orgId }, path)).statusCode).toBe(403);
      const foreign = JSON.stringify((await get(foreignBroker, path)).json());
      for (const ours of ['Main', 'Second', 'Broker Member', 'Broker Admin']) expect(foreign).not.toContain(ours);
    });

    it('shows the foreign broker his own figures only', async () => {
      expect((await get(foreignBroker, 'dashboards/broker/my-day')).json().data).toEqual({
        today: '2026-04-15',
        due_today: 1,
        overdue: 1,
        unseen_leads: 1,
      });
      const won = (await get(foreignBroker, 'dashboards/broker/won-deals')).json().data as WonDeals;
      expect(won.rows).toEqual([expect.objectContaining({ pipeline_name: 'Foreign pipeline', month: 'this', deals: 1 })]);
      const statuses = (await get(foreignBroker, 'dashboards/broker/lead-statuses', { from: '2026-02-01', to: '2026-02-28' })).json().data;
      expect(statuses).toEqual([{ status: 'new', leads: 1 }]);
    });
  });

  it('costs the same number of statements with ten times the data', { timeout: 60_000 }, async () => {
    const requests = [
      ['dashboards/broker/pipeline', { from: '2026-01-01', to: '2026-12-31' }],
      ['dashboards/broker/pipeline', { mine: 'true' }],
      ['dashboards/broker/lead-statuses', {}],
      ['dashboards/broker/lead-sources', { mine: 'true' }],
      ['dashboards/broker/won-deals', {}],
      ['dashboards/broker/my-day', { mine: 'true' }],
      ['dashboards/broker/members', { from: '2026-01-01' }],
    ] as const;
    const measure = async () => {
      const counts: number[] = [];
      for (const [path, query] of requests) {
        await get(admin, path, query);
        statements.length = 0;
        counting = true;
        const res = await get(admin, path, query);
        counting = false;
        expect(res.statusCode).toBe(200);
        counts.push(statements.length);
      }
      return counts;
    };
    const small = await measure();
    expect(small.every((n) => n > 0)).toBe(true);
    for (let i = 0; i < 40; i++) {
      const ownerId = [admin.userId, member.userId, null][i % 3]!;
      const lead = await insertLead(ctx.db, w.brokerId, { owner_id: ownerId, source: i % 2 ? 'portal' : 'social' });
      await insertActivity(ctx.db, w.brokerId, {
        owner_id: ownerId,
        lead_id: lead.id,
        due_at: at(`2026-04-${String(1 + (i % 28)).padStart(2, '0')}T06:00:00Z`),
      });
      await insertDeal(ctx.db, w.brokerId, {
        lead_id: lead.id,
        owner_id: ownerId,
        pipeline_id: main.pipeline.id,
        stage_id: main.stages[i % 3]!.id,
        ...(i % 4 === 0 ? { status: 'won' as const, closed_at: at(`2026-0${3 + (i % 2)}-05T08:00:00Z`) } : {}),
      });
    }
    expect(await measure()).toEqual(small);
  });
});
