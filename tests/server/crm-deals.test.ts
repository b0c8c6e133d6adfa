import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/server/db/schema.ts';
import { activities, deals, dealTags, leads, pipelines } from '../../src/server/db/crm-schema.ts';
import { createOrganization } from './support/factories.ts';
import {
  auditEntries,
  crmApi,
  dealBody,
  historyOf,
  insertDeal,
  insertLead,
  insertPipeline,
  insertTag,
  snapshot,
  stageOrder,
} from './support/crm.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('crm deals', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());

  async function setup(org: number) {
    const { pipeline, stages } = await insertPipeline(ctx.db, org, ['New', 'Viewing', 'Offer']);
    const lead = await insertLead(ctx.db, org, { full_name: 'Deal Lead', phone: '+971 50 765 4321' });
    return { pipeline, stages, lead, refs: { lead_id: lead.id, pipeline_id: pipeline.id, stage_id: stages[0]!.id } };
  }

  describe('POST crm/deals and GET crm/deals/{id}', () => {
    it('creates a deal at the top of its stage in the organization’s currency, with tags, and records it in the lead’s history', async () => {
      const { lead, refs, pipeline, stages } = await setup(w.developerId);
      const older = await insertDeal(ctx.db, w.developerId, refs);
      const tag = await insertTag(ctx.db, w.developerId);
      const res = await api.post(
        w.actors.developer,
        'crm/deals',
        dealBody(refs, { owner_id: w.actors.developer.userId, tag_ids: [tag.id], expected_close_date: '2026-12-31' }),
      );
      expect(res.statusCode).toBe(201);
      const deal = res.json().data;
      expect(res.json()).toEqual({
        data: {
          id: expect.any(Number),
          title: 'Marina View 2BR',
          lead_id: lead.id,
          lead: { id: lead.id, full_name: 'Deal Lead', phone: '+971 50 765 4321' },
          pipeline_id: pipeline.id,
          pipeline: { id: pipeline.id, name: pipeline.name },
          stage_id: stages[0]!.id,
          stage: { id: stages[0]!.id, name: 'New', probability: 0, color: '#1e88e5' },
          position: 0,
          value: 250_000_000,
          currency: 'AED',
          owner_id: w.actors.developer.userId,
          owner: { id: w.actors.developer.userId, full_name: 'Dev Member' },
          hot: false,
          status: 'open',
          lost_reason: null,
          won_reason: null,
          expected_close_date: '2026-12-31',
          closed_at: null,
          tag_ids: [tag.id],
          tags: [{ id: tag.id, name: tag.name, color: tag.color }],
          stage_entered_at: expect.any(String),
          days_in_stage: 0,
          created_by: { id: w.actors.developer.userId, full_name: 'Dev Member' },
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
        message: 'Deal created.',
      });
      expect((await stageOrder(ctx.db, stages[0]!.id)).map((row) => row.id)).toEqual([deal.id, older.id]);
      const history = await historyOf(ctx.db, lead.id);
      expect(history.at(-1)).toMatchObject({
        kind: 'deal_added',
        subject_type: 'deal',
        subject_id: deal.id,
        details: { title: 'Marina View 2BR', pipeline: pipeline.name, stage: 'New' },
      });
      expect((await api.get(w.actors.developer_admin, `crm/deals/${deal.id}`)).json().data).toMatchObject({
        id: deal.id,
        lead: { phone: '+971 50 765 4321' },
      });
    });

    it('answers 422 naming each bad field: title, value, another pipeline’s stage, another tenant’s lead, an outsider as owner', async () => {
      const { refs } = await setup(w.developerId);
      const other = await insertPipeline(ctx.db, w.developerId, ['Elsewhere']);
      const foreignLead = await insertLead(ctx.db, w.foreignId);
      const before = await snapshot(ctx.db, deals);
      const res = await api.post(
        w.actors.developer,
        'crm/deals',
        dealBody(
          { ...refs, lead_id: foreignLead.id, stage_id: other.stages[0]!.id },
          { title: '', value: -5, owner_id: w.actors.foreign_admin.userId },
        ),
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['title', 'value']);
      const refsOnly = await api.post(
        w.actors.developer,
        'crm/deals',
        dealBody({ ...refs, lead_id: foreignLead.id, stage_id: other.stages[0]!.id }, { owner_id: w.actors.foreign_admin.userId }),
      );
      expect(Object.keys(refsOnly.json().errors).sort()).toEqual(['lead_id', 'owner_id', 'stage_id']);
      const badDate = await api.post(
        w.actors.developer,
        'crm/deals',
        dealBody(refs, { expected_close_date: '2026-02-30', currency: 'usd' }),
      );
      expect(Object.keys(badDate.json().errors).sort()).toEqual(['currency', 'expected_close_date']);
      expect(await snapshot(ctx.db, deals)).toEqual(before);
    });

    it('refuses platform roles; another tenant’s deal is a 404', async () => {
      const { refs } = await setup(w.developerId);
      const deal = await insertDeal(ctx.db, w.developerId, refs);
      expect((await api.post(w.actors.super_admin, 'crm/deals', dealBody(refs))).statusCode).toBe(403);
      expect((await api.get(w.actors.super_admin_sales_manager, `crm/deals/${deal.id}`)).statusCode).toBe(403);
      expect((await api.get(w.actors.foreign_admin, `crm/deals/${deal.id}`)).statusCode).toBe(404);
      expect((await api.get(w.actors.broker, `crm/deals/${deal.id}`)).statusCode).toBe(404);
    });
  });

  describe('PUT crm/deals/{id}', () => {
    it('updates fields with one history item each, moves the deal when its stage changes, and answers 409 when stale', async () => {
      const { refs, lead, stages } = await setup(w.brokerId);
      const deal = await insertDeal(ctx.db, w.brokerId, { ...refs, title: 'Old title', value: 10 });
      const stayer = await insertDeal(ctx.db, w.brokerId, { ...refs, stage_id: stages[1]!.id });
      const res = await api.put(w.actors.broker, `crm/deals/${deal.id}`, {
        title: 'New title',
        value: 20,
        stage_id: stages[1]!.id,
        updated_at: deal.updated_at.toISOString(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ title: 'New title', value: 20, stage_id: stages[1]!.id, position: 0 });
      expect((await stageOrder(ctx.db, stages[1]!.id)).map((row) => row.id)).toEqual([deal.id, stayer.id]);
      const items = (await historyOf(ctx.db, lead.id)).filter((item) => item.subject_id === deal.id);
      expect(items.map((item) => [item.kind, item.field])).toEqual([
        ['deal_updated', 'title'],
        ['deal_updated', 'value'],
        ['deal_stage_changed', 'stage_id'],
      ]);
      const stale = await api.put(w.actors.broker, `crm/deals/${deal.id}`, {
        title: 'Lost update',
        updated_at: deal.updated_at.toISOString(),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().data).toMatchObject({ id: deal.id, title: 'New title' });
      expect((await api.put(w.actors.foreign_admin, `crm/deals/${deal.id}`, { title: 'Mine' })).statusCode).toBe(404);
      expect((await api.put(w.actors.broker, `crm/deals/${deal.id}`, { title: '' })).json().errors).toEqual({
        title: ['The title field is required.'],
      });
    });
  });

  describe('PATCH owner, hot, status, pipeline, stage and PUT tags', () => {
    it('changes each with its history item', async () => {
      const org = w.brokerId;
      const { refs, lead } = await setup(org);
      const deal = await insertDeal(ctx.db, org, refs);
      const owner = await api.patch(w.actors.broker, `crm/deals/${deal.id}/owner`, { owner_id: w.actors.broker_admin.userId });
      expect(owner.json().data.owner).toEqual({ id: w.actors.broker_admin.userId, full_name: 'Broker Admin' });
      expect((await api.patch(w.actors.broker, `crm/deals/${deal.id}/owner`, { owner_id: w.actors.foreign_admin.userId })).statusCode).toBe(
        422,
      );
      expect((await api.patch(w.actors.broker, `crm/deals/${deal.id}/owner`, {})).json().errors).toHaveProperty('owner_id');
      expect((await api.patch(w.actors.broker, `crm/deals/${deal.id}/hot`, { hot: true })).json().data.hot).toBe(true);
      expect((await api.patch(w.actors.broker, `crm/deals/${deal.id}/hot`, { hot: 'yes' })).statusCode).toBe(422);

      const noReason = await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, { status: 'lost' });
      expect(noReason.json().errors).toEqual({ lost_reason: ['The lost reason field is required when status is lost.'] });
      const lost = await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, {
        status: 'lost',
        lost_reason: 'Chose another project',
      });
      expect(lost.json().data).toMatchObject({ status: 'lost', lost_reason: 'Chose another project', closed_at: expect.any(String) });
      const reopened = await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, { status: 'open' });
      expect(reopened.json().data).toMatchObject({ status: 'open', lost_reason: null, closed_at: null });
      expect((await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, { status: 'won' })).json().data.status).toBe('won');

      const [t1, t2] = [await insertTag(ctx.db, org, 'Cash buyer'), await insertTag(ctx.db, org, 'Abroad')];
      const tagged = await api.put(w.actors.broker, `crm/deals/${deal.id}/tags`, { tag_ids: [t1.id, t2.id] });
      expect(tagged.json().data.tags.map((tag: { name: string }) => tag.name)).toEqual(['Abroad', 'Cash buyer']);
      const foreignTag = await insertTag(ctx.db, w.foreignId);
      expect(
        Object.keys((await api.put(w.actors.broker, `crm/deals/${deal.id}/tags`, { tag_ids: [foreignTag.id] })).json().errors),
      ).toEqual(['tag_ids.0']);

      const other = await insertPipeline(ctx.db, org, ['Start', 'End']);
      // A won deal can still be moved.
      const moved = await api.patch(w.actors.broker, `crm/deals/${deal.id}/pipeline`, {
        pipeline_id: other.pipeline.id,
        stage_id: other.stages[1]!.id,
      });
      expect(moved.json().data).toMatchObject({
        pipeline_id: other.pipeline.id,
        stage_id: other.stages[1]!.id,
        position: 0,
        status: 'won',
      });
      const wrongStage = await api.patch(w.actors.broker, `crm/deals/${deal.id}/pipeline`, {
        pipeline_id: other.pipeline.id,
        stage_id: refs.stage_id,
      });
      expect(Object.keys(wrongStage.json().errors)).toEqual(['stage_id']);
      const notInPipeline = await api.patch(w.actors.broker, `crm/deals/${deal.id}/stage`, { stage_id: refs.stage_id, position: 0 });
      expect(Object.keys(notInPipeline.json().errors)).toEqual(['stage_id']);
      const back = await api.patch(w.actors.broker, `crm/deals/${deal.id}/stage`, { stage_id: other.stages[0]!.id, position: 3 });
      expect(back.json().data).toMatchObject({ stage_id: other.stages[0]!.id, position: 0 });
      expect(
        (await api.patch(w.actors.broker, `crm/deals/${deal.id}/stage`, { stage_id: other.stages[0]!.id, position: -1 })).statusCode,
      ).toBe(422);

      const kinds = (await historyOf(ctx.db, lead.id))
        .filter((item) => item.subject_id === deal.id)
        .map((item) => `${item.kind}:${item.field}`);
      expect(kinds).toEqual([
        'deal_updated:owner_id',
        'deal_updated:hot',
        'deal_status_changed:status',
        'deal_status_changed:status',
        'deal_status_changed:status',
        'deal_updated:tags',
        'deal_pipeline_changed:pipeline_id',
        'deal_stage_changed:stage_id',
      ]);
    });

    it('answers 404 for another tenant’s deal on every change, and changes nothing', async () => {
      const { refs } = await setup(w.developerId);
      const deal = await insertDeal(ctx.db, w.developerId, refs);
      const before = await snapshot(ctx.db, deals);
      const actor = w.actors.foreign_admin;
      expect((await api.patch(actor, `crm/deals/${deal.id}/owner`, { owner_id: null })).statusCode).toBe(404);
      expect((await api.patch(actor, `crm/deals/${deal.id}/hot`, { hot: true })).statusCode).toBe(404);
      expect((await api.patch(actor, `crm/deals/${deal.id}/status`, { status: 'won' })).statusCode).toBe(404);
      expect((await api.patch(actor, `crm/deals/${deal.id}/stage`, { stage_id: refs.stage_id, position: 0 })).statusCode).toBe(404);
      expect(
        (await api.patch(actor, `crm/deals/${deal.id}/pipeline`, { pipeline_id: refs.pipeline_id, stage_id: refs.stage_id })).statusCode,
      ).toBe(404);
      expect((await api.put(actor, `crm/deals/${deal.id}/tags`, { tag_ids: [] })).statusCode).toBe(404);
      expect((await api.delete(actor, `crm/deals/${deal.id}`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, deals)).toEqual(before);
    });
  });

  describe('PATCH crm/deals/{id}/status: won with an optional reason, lost with a required one', () => {
    it('keeps the reason a deal was won for, accepts none, and clears it once the deal is reopened', async () => {
      const org = w.brokerId;
      const { refs, lead } = await setup(org);
      const deal = await insertDeal(ctx.db, org, refs);
      const won = await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, { status: 'won', won_reason: '  Paid the deposit ' });
      expect(won.statusCode).toBe(200);
      expect(won.json().data).toMatchObject({
        status: 'won',
        won_reason: 'Paid the deposit',
        lost_reason: null,
        closed_at: expect.any(String),
      });
      const item = (await historyOf(ctx.db, lead.id)).at(-1)!;
      expect(item).toMatchObject({ kind: 'deal_status_changed', old_value: 'open', new_value: 'won' });
      expect(item.details).toMatchObject({ won_reason: 'Paid the deposit' });

      const reopened = await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, { status: 'open', won_reason: 'ignored' });
      expect(reopened.json().data).toMatchObject({ status: 'open', won_reason: null, closed_at: null });
      const plain = await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, { status: 'won' });
      expect(plain.json().data).toMatchObject({ status: 'won', won_reason: null });
      const lost = await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, {
        status: 'lost',
        lost_reason: 'Budget',
        won_reason: 'x',
      });
      expect(lost.json().data).toMatchObject({ status: 'lost', lost_reason: 'Budget', won_reason: null });
    });

    it('refuses a lost deal without its reason and a reason too long, changing nothing', async () => {
      const org = w.brokerId;
      const { refs } = await setup(org);
      const deal = await insertDeal(ctx.db, org, refs);
      const before = await snapshot(ctx.db, deals);
      const noReason = await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, { status: 'lost', lost_reason: '  ' });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors).toEqual({ lost_reason: ['The lost reason field is required when status is lost.'] });
      const tooLong = await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, { status: 'won', won_reason: 'x'.repeat(501) });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json().errors).toEqual({ won_reason: ['The won reason must not be greater than 500 characters.'] });
      expect(await snapshot(ctx.db, deals)).toEqual(before);
    });

    it('lets every CRM member mark a deal won; refuses other roles and another organization’s deal', async () => {
      const { refs } = await setup(w.developerId);
      const deal = await insertDeal(ctx.db, w.developerId, refs);
      const before = await snapshot(ctx.db, deals);
      const body = { status: 'won', won_reason: 'Signed' };
      expect((await api.patch(w.actors.super_admin, `crm/deals/${deal.id}/status`, body)).statusCode).toBe(403);
      expect((await api.patch(w.actors.broker, `crm/deals/${deal.id}/status`, body)).statusCode).toBe(404);
      expect((await api.patch(w.actors.foreign_admin, `crm/deals/${deal.id}/status`, body)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, deals)).toEqual(before);
      const won = await api.patch(w.actors.developer, `crm/deals/${deal.id}/status`, body);
      expect(won.json().data).toMatchObject({ status: 'won', won_reason: 'Signed' });
    });
  });

  describe('DELETE crm/deals/{id}', () => {
    it('lets admins delete (audited, in the lead’s history, the stage renumbered); members get 403', async () => {
      const { refs, lead, stages } = await setup(w.developerId);
      const [first, second] = [await insertDeal(ctx.db, w.developerId, refs), await insertDeal(ctx.db, w.developerId, refs)];
      await ctx.db.insert(activities).values({
        organization_id: w.developerId,
        type: 'call',
        title: 'About the deal',
        due_at: new Date(),
        deal_id: first.id,
        lead_id: lead.id,
      });
      expect((await api.delete(w.actors.developer, `crm/deals/${first.id}`)).statusCode).toBe(403);
      const res = await api.delete(w.actors.developer_admin, `crm/deals/${first.id}`);
      expect(res.json()).toEqual({ message: 'Deal deleted.' });
      expect(await stageOrder(ctx.db, stages[0]!.id)).toEqual([{ id: second.id, position: 0 }]);
      expect(await ctx.db.select().from(activities).where(eq(activities.deal_id, first.id))).toEqual([]);
      expect((await historyOf(ctx.db, lead.id)).at(-1)).toMatchObject({ kind: 'deal_deleted', subject_id: first.id });
      expect((await auditEntries(ctx.db, 'crm.deal.deleted')).length).toBeGreaterThan(0);
    });
  });

  describe('what goes with a lead or an organization', () => {
    it('takes a lead’s deals, their tags and activities with the lead, and everything with the organization', async () => {
      const org = await createOrganization(ctx.db, { kind: 'broker', name: 'Short-lived' });
      const { refs, lead } = await setup(org.id);
      const deal = await insertDeal(ctx.db, org.id, refs);
      const tag = await insertTag(ctx.db, org.id);
      await ctx.db.insert(dealTags).values({ organization_id: org.id, deal_id: deal.id, tag_id: tag.id });
      await ctx.db
        .insert(activities)
        .values({ organization_id: org.id, type: 'task', title: 'Send offer', due_at: new Date(), deal_id: deal.id });
      await ctx.db.delete(leads).where(eq(leads.id, lead.id));
      expect(await ctx.db.select().from(deals).where(eq(deals.organization_id, org.id))).toEqual([]);
      expect(await ctx.db.select().from(activities).where(eq(activities.organization_id, org.id))).toEqual([]);
      const second = await setup(org.id);
      await insertDeal(ctx.db, org.id, second.refs);
      await ctx.db.delete(organizations).where(eq(organizations.id, org.id));
      expect(await ctx.db.select().from(pipelines).where(eq(pipelines.organization_id, org.id))).toEqual([]);
    });
  });

  describe('GET crm/leads/{id}/deals, GET crm/deals/options', () => {
    it('answers the lead’s deals and deals as options; another tenant’s lead is a 404', async () => {
      const { refs, lead } = await setup(w.brokerId);
      const deal = await insertDeal(ctx.db, w.brokerId, { ...refs, title: 'Palm villa' });
      const otherLead = await insertLead(ctx.db, w.brokerId);
      await insertDeal(ctx.db, w.brokerId, { ...refs, lead_id: otherLead.id, title: 'Palm flat' });
      const list = await api.get(w.actors.broker, `crm/leads/${lead.id}/deals`);
      expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([deal.id]);
      expect((await api.get(w.actors.foreign_admin, `crm/leads/${lead.id}/deals`)).statusCode).toBe(404);
      const options = await api.get(w.actors.broker, 'crm/deals/options', { search: 'palm', lead_id: lead.id });
      expect(options.json().data).toEqual([{ value: deal.id, label: 'Palm villa' }]);
      expect((await api.get(w.actors.super_admin, 'crm/deals/options')).statusCode).toBe(403);
    });
  });

  describe('POST crm/deals/bulk', () => {
    it('assigns an owner, adds and removes a tag and sets the status of several deals, all or nothing', async () => {
      const org = w.brokerId;
      const { refs, lead } = await setup(org);
      const [a, b] = [await insertDeal(ctx.db, org, refs), await insertDeal(ctx.db, org, refs)];
      const ids = [a.id, b.id];
      const owner = await api.post(w.actors.broker, 'crm/deals/bulk', { ids, action: 'assign_owner', owner_id: w.actors.broker.userId });
      expect(owner.json()).toEqual({ data: { updated: 2 }, message: '2 deals updated.' });
      const tag = await insertTag(ctx.db, org);
      expect((await api.post(w.actors.broker, 'crm/deals/bulk', { ids, action: 'add_tag', tag_id: tag.id })).json().data.updated).toBe(2);
      expect((await ctx.db.select().from(dealTags).where(eq(dealTags.tag_id, tag.id))).length).toBe(2);
      expect(
        (await api.post(w.actors.broker, 'crm/deals/bulk', { ids: [a.id], action: 'remove_tag', tag_id: tag.id })).json().data.updated,
      ).toBe(1);
      const noReason = await api.post(w.actors.broker, 'crm/deals/bulk', { ids, action: 'set_status', status: 'lost' });
      expect(Object.keys(noReason.json().errors)).toEqual(['lost_reason']);
      const lost = await api.post(w.actors.broker, 'crm/deals/bulk', {
        ids,
        action: 'set_status',
        status: 'lost',
        lost_reason: 'No budget',
      });
      expect(lost.json().data.updated).toBe(2);
      expect((await ctx.db.select().from(deals).where(eq(deals.id, a.id)))[0]).toMatchObject({ status: 'lost', lost_reason: 'No budget' });
      expect((await historyOf(ctx.db, lead.id)).filter((item) => item.kind === 'deal_status_changed')).toHaveLength(2);

      const foreign = await insertDeal(ctx.db, w.foreignId, { ...(await setupForeign()) });
      const before = await snapshot(ctx.db, deals);
      const mixed = await api.post(w.actors.broker, 'crm/deals/bulk', { ids: [a.id, foreign.id], action: 'set_status', status: 'won' });
      expect(mixed.statusCode).toBe(404);
      expect(await snapshot(ctx.db, deals)).toEqual(before);
      expect(Object.keys((await api.post(w.actors.broker, 'crm/deals/bulk', { ids: [], action: 'nope' })).json().errors).sort()).toEqual([
        'action',
        'ids',
      ]);
      expect((await api.post(w.actors.super_admin, 'crm/deals/bulk', { ids, action: 'set_status', status: 'won' })).statusCode).toBe(403);
    });

    async function setupForeign() {
      const { refs } = await setup(w.foreignId);
      return refs;
    }
  });

  describe('activities on deals and the lead’s timeline', () => {
    it('lets an activity point at a deal of the organization (then also on its lead), not another’s', async () => {
      const { refs, lead } = await setup(w.developerId);
      const deal = await insertDeal(ctx.db, w.developerId, refs);
      const due_at = new Date(Date.now() + 3_600_000).toISOString();
      const created = await api.post(w.actors.developer, 'crm/activities', {
        type: 'call',
        title: 'Discuss offer',
        due_at,
        deal_id: deal.id,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ deal_id: deal.id, lead_id: lead.id });
      const foreign = await insertDeal(ctx.db, w.foreignId, (await setupForeignRefs()).refs);
      const refused = await api.post(w.actors.developer, 'crm/activities', { type: 'call', title: 'Nope', due_at, deal_id: foreign.id });
      expect(refused.json().errors).toEqual({ deal_id: ['The selected deal is invalid.'] });
      const otherLead = await insertLead(ctx.db, w.developerId);
      const mismatch = await api.post(w.actors.developer, 'crm/activities', {
        type: 'call',
        title: 'Nope',
        due_at,
        deal_id: deal.id,
        lead_id: otherLead.id,
      });
      expect(Object.keys(mismatch.json().errors)).toEqual(['deal_id']);
      await api.patch(w.actors.developer, `crm/deals/${deal.id}/hot`, { hot: true });
      const timeline = await api.get(w.actors.developer, `crm/leads/${lead.id}/history-items`);
      expect(timeline.statusCode).toBe(200);
      expect(timeline.json().data[0]).toMatchObject({
        kind: 'deal_updated',
        field: 'hot',
        subject_type: 'deal',
        subject: { id: deal.id, hot: true },
      });
    });

    async function setupForeignRefs() {
      return setup(w.foreignId);
    }
  });
});
