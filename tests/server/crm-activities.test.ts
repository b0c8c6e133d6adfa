import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema.ts';
import { activities } from '../../src/server/db/crm-schema.ts';
import { crmApi, historyOf, insertActivity, insertLead, snapshot } from './support/crm.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('crm activities', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());

  const assignedTo = (userId: number) =>
    ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.type, 'activity_assigned')));
  const dayAgo = () => new Date(Date.now() - 86_400_000);
  const dayAhead = () => new Date(Date.now() + 86_400_000);

  describe('POST crm/activities', () => {
    it('creates an activity on a lead, owned by its creator, and records it on the lead', async () => {
      const lead = await insertLead(ctx.db, w.developerId, { full_name: 'Hessa Obaid' });
      const res = await api.post(w.actors.developer, 'crm/activities', {
        type: 'site_visit',
        title: 'Show villa 12',
        due_at: '2026-12-05T09:30:00+04:00',
        duration_minutes: 90,
        lead_id: lead.id,
      });
      expect(res.statusCode).toBe(201);
      const activity = res.json().data;
      expect(res.json()).toMatchObject({
        data: {
          type: 'site_visit',
          title: 'Show villa 12',
          notes: null,
          due_at: '2026-12-05T05:30:00.000Z',
          duration_minutes: 90,
          lead_id: lead.id,
          lead: { id: lead.id, full_name: 'Hessa Obaid' },
          deal_id: null,
          owner: { id: w.actors.developer.userId, full_name: 'Dev Member' },
          completed: false,
          completed_at: null,
          overdue: false,
          created_by: { id: w.actors.developer.userId, full_name: 'Dev Member' },
        },
        message: 'Activity created.',
      });
      expect((await historyOf(ctx.db, lead.id)).map((item) => [item.kind, item.subject_type, item.subject_id, item.details.title])).toEqual(
        [['activity_added', 'activity', activity.id, 'Show villa 12']],
      );
      expect(await assignedTo(w.actors.developer.userId)).toEqual([]);
    });

    it('logs an activity already done, and notifies another owner', async () => {
      const lead = await insertLead(ctx.db, w.developerId);
      const res = await api.post(w.actors.developer, 'crm/activities', {
        type: 'call',
        title: 'Logged call',
        due_at: dayAgo().toISOString(),
        lead_id: lead.id,
        owner_id: w.actors.developer_admin.userId,
        completed: true,
        outcome: 'answered',
        duration_minutes: 7,
      });
      expect(res.json().data).toMatchObject({
        outcome: 'answered',
        duration_minutes: 7,
        completed: true,
        completed_at: expect.any(String),
        overdue: false,
        owner: { full_name: 'Dev Admin' },
      });
      const [notice] = await assignedTo(w.actors.developer_admin.userId);
      expect(notice).toMatchObject({
        title: 'You were given the activity Logged call',
        data: { organization_id: w.developerId, activity_id: res.json().data.id, lead_id: lead.id },
      });
    });

    it('answers 422 naming every bad field, including another tenant’s lead, a deal and an outsider as owner; nothing is created', async () => {
      const foreignLead = await insertLead(ctx.db, w.foreignId);
      const before = await snapshot(ctx.db, activities);
      const bad = await api.post(w.actors.developer, 'crm/activities', { type: 'fax', title: '', due_at: 'someday', duration_minutes: 0 });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['due_at', 'duration_minutes', 'lead_id', 'title', 'type']);
      const refs = await api.post(w.actors.developer, 'crm/activities', {
        type: 'call',
        title: 'Call',
        due_at: dayAhead().toISOString(),
        lead_id: foreignLead.id,
        deal_id: 4,
        owner_id: w.actors.foreign_admin.userId,
      });
      expect(refs.json().errors).toEqual({
        lead_id: ['The selected lead is invalid.'],
        deal_id: ['The selected deal is invalid.'],
        owner_id: ['The owner must be an enabled member of the organization.'],
      });
      expect(await snapshot(ctx.db, activities)).toEqual(before);
      expect(await historyOf(ctx.db, foreignLead.id)).toEqual([]);
    });

    it('answers 422, not 500, to a missing body, null or a list (the cross-field rule has no fields to compare)', async () => {
      const actor = w.actors.developer;
      for (const payload of [undefined, 'null', '[]']) {
        const res = await call(ctx.app, 'POST', 'crm/activities', {
          token: actor.token,
          query: { organization_id: actor.orgId },
          ...(payload === undefined ? {} : { body: payload, headers: { 'content-type': 'application/json' } }),
        });
        expect(res.statusCode).toBe(422);
      }
    });

    it('takes due_at only as a moment that exists, with its time zone, and stores it exactly (2030-02-30 is refused, not kept as 2 March)', async () => {
      const actor = w.actors.developer;
      const lead = await insertLead(ctx.db, w.developerId);
      const activity = (
        await api.post(actor, 'crm/activities', { type: 'call', title: 'Leap day', due_at: '2028-02-29T10:00Z', lead_id: lead.id })
      ).json().data;
      expect(activity.due_at).toBe('2028-02-29T10:00:00.000Z');
      const offset = await api.post(actor, 'crm/activities', {
        type: 'call',
        title: 'Dubai morning',
        due_at: '2030-03-01T01:30:00+04:00',
        lead_id: lead.id,
      });
      expect(offset.json().data.due_at).toBe('2030-02-28T21:30:00.000Z');
      const before = await snapshot(ctx.db, activities);
      for (const due_at of [
        '2030-02-30T10:00Z',
        '2030-02-29T10:00:00Z',
        '2030-04-31T09:00:00Z',
        '2030-01-01T24:00Z',
        '9999-12-31T00:00:00Z',
        '1899-12-31T23:00:00Z',
        '+275760-09-13T00:00:00Z',
        '2030-06-01T10:00',
        '2030-06-01',
      ]) {
        const created = await api.post(actor, 'crm/activities', { type: 'call', title: 'Odd day', due_at, lead_id: lead.id });
        expect(created.statusCode, due_at).toBe(422);
        expect(Object.keys(created.json().errors), due_at).toEqual(['due_at']);
        const updated = await api.put(actor, `crm/activities/${activity.id}`, { due_at });
        expect(updated.statusCode, due_at).toBe(422);
        expect(Object.keys(updated.json().errors), due_at).toEqual(['due_at']);
      }
      expect(await snapshot(ctx.db, activities)).toEqual(before);
    });

    it('refuses platform roles', async () => {
      const lead = await insertLead(ctx.db, w.developerId);
      const body = { type: 'call', title: 'Call', due_at: dayAhead().toISOString(), lead_id: lead.id };
      expect((await api.post(w.actors.super_admin, 'crm/activities', body)).statusCode).toBe(403);
      expect((await api.post(w.actors.super_admin_sales_manager, 'crm/activities', body)).statusCode).toBe(403);
    });
  });

  describe('a call’s outcome and duration', () => {
    const logged = (leadId: number, extra: Record<string, unknown>) => ({
      type: 'call',
      title: 'Called back',
      due_at: dayAgo().toISOString(),
      lead_id: leadId,
      completed: true,
      ...extra,
    });

    it('keeps a logged call’s outcome and duration, in the answer and on the lead’s timeline', async () => {
      const lead = await insertLead(ctx.db, w.brokerId);
      const res = await api.post(w.actors.broker, 'crm/activities', logged(lead.id, { outcome: 'left_voicemail', duration_minutes: '2' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ type: 'call', outcome: 'left_voicemail', duration_minutes: 2, completed: true });
      const [item] = await historyOf(ctx.db, lead.id);
      expect(item!.details).toMatchObject({ type: 'call', outcome: 'left_voicemail', duration_minutes: 2 });
      // A call planned for later has no outcome yet.
      const planned = await api.post(
        w.actors.broker,
        'crm/activities',
        logged(lead.id, { completed: false, due_at: dayAhead().toISOString() }),
      );
      expect(planned.json().data).toMatchObject({ outcome: null, completed: false });
    });

    it('answers 422 on the field for an outcome missing, unknown or on another type, and a duration out of range; nothing is created', async () => {
      const lead = await insertLead(ctx.db, w.brokerId);
      const before = await snapshot(ctx.db, activities);
      const errorsOf = async (body: Record<string, unknown>) => {
        const res = await api.post(w.actors.broker, 'crm/activities', body);
        expect(res.statusCode).toBe(422);
        return res.json().errors;
      };
      expect(await errorsOf(logged(lead.id, {}))).toEqual({ outcome: ['The outcome field is required when a call is logged as done.'] });
      expect(await errorsOf(logged(lead.id, { outcome: 'hung_up' }))).toEqual({
        outcome: ['The outcome must be one of: answered, no_answer, busy, left_voicemail, wrong_number.'],
      });
      expect(await errorsOf(logged(lead.id, { type: 'meeting', outcome: 'answered' }))).toEqual({
        outcome: ['The outcome applies to calls only.'],
      });
      expect(await errorsOf(logged(lead.id, { outcome: 'answered', duration_minutes: 0 }))).toEqual({
        duration_minutes: ['The duration must be at least 1 minute.'],
      });
      expect(await errorsOf(logged(lead.id, { outcome: 'answered', duration_minutes: 1441 }))).toEqual({
        duration_minutes: ['The duration must not be more than 1440 minutes.'],
      });
      expect(await errorsOf(logged(lead.id, { outcome: 'answered', duration_minutes: 2.5 }))).toEqual({
        duration_minutes: ['The duration must be a whole number of minutes.'],
      });
      expect(await snapshot(ctx.db, activities)).toEqual(before);
    });

    it('sets the outcome on an edit, refuses one on a meeting, and drops it when the call becomes a meeting', async () => {
      const lead = await insertLead(ctx.db, w.brokerId);
      const made = (await api.post(w.actors.broker, 'crm/activities', logged(lead.id, { completed: false }))).json().data;
      const busy = await api.put(w.actors.broker, `crm/activities/${made.id}`, { outcome: 'busy', duration_minutes: 1 });
      expect(busy.json().data).toMatchObject({ outcome: 'busy', duration_minutes: 1 });
      const refused = await api.put(w.actors.broker, `crm/activities/${made.id}`, { type: 'meeting', outcome: 'busy' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ outcome: ['The outcome applies to calls only.'] });
      const meeting = await api.put(w.actors.broker, `crm/activities/${made.id}`, { type: 'meeting' });
      expect(meeting.json().data).toMatchObject({ type: 'meeting', outcome: null });
      const wrong = await api.put(w.actors.broker, `crm/activities/${made.id}`, { outcome: 'sure' });
      expect(wrong.statusCode).toBe(422);
    });

    it('refuses platform roles and another organization’s activity, changing nothing', async () => {
      const lead = await insertLead(ctx.db, w.brokerId);
      const made = (await api.post(w.actors.broker, 'crm/activities', logged(lead.id, { outcome: 'answered' }))).json().data;
      const before = await snapshot(ctx.db, activities);
      expect((await api.post(w.actors.super_admin, 'crm/activities', logged(lead.id, { outcome: 'answered' }))).statusCode).toBe(403);
      expect((await api.put(w.actors.super_admin, `crm/activities/${made.id}`, { outcome: 'busy' })).statusCode).toBe(403);
      expect((await api.put(w.actors.foreign_admin, `crm/activities/${made.id}`, { outcome: 'busy' })).statusCode).toBe(404);
      expect(await snapshot(ctx.db, activities)).toEqual(before);
      const allowed = await api.put(w.actors.broker_admin, `crm/activities/${made.id}`, { outcome: 'no_answer' });
      expect(allowed.json().data.outcome).toBe('no_answer');
    });
  });

  describe('GET crm/activities and crm/leads/{id}/activities', () => {
    let leadA: number;
    beforeAll(async () => {
      const org = w.brokerId;
      leadA = (await insertLead(ctx.db, org, { full_name: 'Agenda Lead A' })).id;
      const leadB = (await insertLead(ctx.db, org, { full_name: 'Agenda Lead B' })).id;
      const admin = w.actors.broker_admin.userId;
      const broker = w.actors.broker.userId;
      await insertActivity(ctx.db, org, {
        title: 'Agenda overdue call',
        type: 'call',
        lead_id: leadA,
        owner_id: broker,
        due_at: new Date('2026-01-05T10:00:00Z'),
      });
      await insertActivity(ctx.db, org, {
        title: 'Agenda done meeting',
        type: 'meeting',
        lead_id: leadA,
        owner_id: admin,
        due_at: new Date('2026-01-06T10:00:00Z'),
        completed_at: new Date('2026-01-06T11:00:00Z'),
      });
      await insertActivity(ctx.db, org, {
        title: 'Agenda future visit',
        type: 'site_visit',
        lead_id: leadB,
        owner_id: broker,
        due_at: new Date('2099-01-07T10:00:00Z'),
      });
      await insertActivity(ctx.db, w.foreignId, {
        title: 'Agenda foreign call',
        type: 'call',
        lead_id: (await insertLead(ctx.db, w.foreignId)).id,
        due_at: new Date('2026-01-05T10:00:00Z'),
      });
    });

    const titles = async (query: Record<string, unknown>) => {
      const res = await api.get(w.actors.broker, 'crm/activities', { search: 'agenda', ...query });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((activity: { title: string }) => activity.title);
    };

    it('lists the organization’s activities by due time with lead, owner and the overdue flag', async () => {
      const res = await api.get(w.actors.broker, 'crm/activities', { search: 'agenda' });
      expect(
        res
          .json()
          .data.map((a: { title: string; overdue: boolean; lead: { full_name: string }; owner: { full_name: string } }) => [
            a.title,
            a.overdue,
            a.lead.full_name,
            a.owner.full_name,
          ]),
      ).toEqual([
        ['Agenda overdue call', true, 'Agenda Lead A', 'Broker Member'],
        ['Agenda done meeting', false, 'Agenda Lead A', 'Broker Admin'],
        ['Agenda future visit', false, 'Agenda Lead B', 'Broker Member'],
      ]);
    });

    it('filters by type, owner, lead, completed, overdue and due range, and searches the lead’s name', async () => {
      expect(await titles({ type: 'meeting' })).toEqual(['Agenda done meeting']);
      expect(await titles({ type: ['call', 'site_visit'], owner_id: w.actors.broker.userId })).toEqual([
        'Agenda overdue call',
        'Agenda future visit',
      ]);
      expect(await titles({ lead_id: leadA, completed: 'false' })).toEqual(['Agenda overdue call']);
      expect(await titles({ completed: 'true' })).toEqual(['Agenda done meeting']);
      expect(await titles({ overdue: '1' })).toEqual(['Agenda overdue call']);
      expect(await titles({ overdue: 'false' })).toEqual(['Agenda done meeting', 'Agenda future visit']);
      expect(await titles({ due_from: '2026-01-06', due_to: '2026-01-06' })).toEqual(['Agenda done meeting']);
      expect(await titles({ due_from: '2026-01-05T12:00:00Z' })).toEqual(['Agenda done meeting', 'Agenda future visit']);
      expect(await titles({ search: 'agenda lead b' })).toEqual(['Agenda future visit']);
      expect(await titles({ sort: 'title', order: 'desc' })).toEqual(['Agenda overdue call', 'Agenda future visit', 'Agenda done meeting']);
      expect(await titles({ deal_id: 1 })).toEqual([]);
    });

    it('answers 422 for an unknown sort or filter value, and 403 to platform roles', async () => {
      expect(Object.keys((await api.get(w.actors.broker, 'crm/activities', { sort: 'owner_id' })).json().errors)).toEqual(['sort']);
      expect(
        Object.keys((await api.get(w.actors.broker, 'crm/activities', { overdue: 'soon', due_to: 'tomorrow' })).json().errors).sort(),
      ).toEqual(['due_to', 'overdue']);
      expect((await api.get(w.actors.super_admin, 'crm/activities')).statusCode).toBe(403);
    });

    it('lists one lead’s activities, and answers 404 for another tenant’s lead', async () => {
      const res = await api.get(w.actors.broker, `crm/leads/${leadA}/activities`, { order: 'desc' });
      expect(res.json().data.map((a: { title: string }) => a.title)).toEqual(['Agenda done meeting', 'Agenda overdue call']);
      const foreignLead = await insertLead(ctx.db, w.foreignId);
      expect((await api.get(w.actors.broker, `crm/leads/${foreignLead.id}/activities`)).statusCode).toBe(404);
    });
  });

  describe('PUT, PATCH toggle-complete, PATCH owner, DELETE crm/activities/{id}', () => {
    it('updates the changed fields, records them on the lead, and answers 409 to a stale version', async () => {
      const lead = await insertLead(ctx.db, w.developerId);
      const activity = (
        await api.post(w.actors.developer, 'crm/activities', {
          type: 'call',
          title: 'Call back',
          due_at: '2026-12-01T10:00:00Z',
          lead_id: lead.id,
        })
      ).json().data;
      const res = await api.put(w.actors.developer, `crm/activities/${activity.id}`, {
        title: 'Call back (evening)',
        due_at: '2026-12-01T16:00:00Z',
        type: 'call',
        notes: 'After work',
        updated_at: activity.updated_at,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { title: 'Call back (evening)', due_at: '2026-12-01T16:00:00.000Z', notes: 'After work' },
        message: 'Activity updated.',
      });
      const last = (await historyOf(ctx.db, lead.id)).at(-1)!;
      expect(last).toMatchObject({
        kind: 'activity_updated',
        subject_id: activity.id,
        details: { fields: ['title', 'notes', 'due_at'], title: 'Call back (evening)' },
      });
      const stale = await api.put(w.actors.developer, `crm/activities/${activity.id}`, {
        title: 'Lost update',
        updated_at: activity.updated_at,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().data).toMatchObject({ id: activity.id, title: 'Call back (evening)' });
      const bad = await api.put(w.actors.developer, `crm/activities/${activity.id}`, { type: 'telegram', duration_minutes: 5000 });
      expect(Object.keys(bad.json().errors).sort()).toEqual(['duration_minutes', 'type']);
      expect((await api.put(w.actors.super_admin, `crm/activities/${activity.id}`, { title: 'x' })).statusCode).toBe(403);
    });

    it('completes and reopens an activity, recording both on the lead', async () => {
      const lead = await insertLead(ctx.db, w.developerId);
      const activity = await insertActivity(ctx.db, w.developerId, { lead_id: lead.id, due_at: dayAgo() });
      const done = await api.patch(w.actors.developer, `crm/activities/${activity.id}/toggle-complete`);
      expect(done.json()).toMatchObject({ data: { completed: true, overdue: false }, message: 'Activity completed.' });
      const reopened = await api.patch(w.actors.developer, `crm/activities/${activity.id}/toggle-complete`);
      expect(reopened.json()).toMatchObject({
        data: { completed: false, completed_at: null, overdue: true },
        message: 'Activity reopened.',
      });
      expect((await historyOf(ctx.db, lead.id)).map((item) => item.kind)).toEqual(['activity_completed', 'activity_reopened']);
      expect((await api.patch(w.actors.super_admin, `crm/activities/${activity.id}/toggle-complete`)).statusCode).toBe(403);
    });

    it('gives an activity to another member, who is notified; refuses an outsider with 422', async () => {
      const lead = await insertLead(ctx.db, w.developerId);
      const activity = await insertActivity(ctx.db, w.developerId, {
        lead_id: lead.id,
        owner_id: w.actors.developer.userId,
        title: 'Handover',
      });
      const res = await api.patch(w.actors.developer, `crm/activities/${activity.id}/owner`, { owner_id: w.actors.developer_admin.userId });
      expect(res.json()).toMatchObject({ data: { owner: { id: w.actors.developer_admin.userId } }, message: 'Activity owner changed.' });
      expect((await assignedTo(w.actors.developer_admin.userId)).some((n) => n.data.activity_id === activity.id)).toBe(true);
      expect((await historyOf(ctx.db, lead.id)).at(-1)).toMatchObject({
        kind: 'activity_updated',
        field: 'owner_id',
        details: { old_label: 'Dev Member', new_label: 'Dev Admin' },
      });
      const outsider = await api.patch(w.actors.developer, `crm/activities/${activity.id}/owner`, { owner_id: w.actors.broker.userId });
      expect(outsider.json().errors).toEqual({ owner_id: ['The owner must be an enabled member of the organization.'] });
      expect((await api.patch(w.actors.developer, `crm/activities/${activity.id}/owner`, {})).json().errors).toHaveProperty('owner_id');
    });

    it('lets an admin delete an activity, recorded on the lead; refuses a plain member', async () => {
      const lead = await insertLead(ctx.db, w.developerId);
      const activity = await insertActivity(ctx.db, w.developerId, { lead_id: lead.id, title: 'Obsolete' });
      expect((await api.delete(w.actors.developer, `crm/activities/${activity.id}`)).statusCode).toBe(403);
      expect((await api.delete(w.actors.developer_admin, `crm/activities/${activity.id}`)).json()).toEqual({
        message: 'Activity deleted.',
      });
      expect((await historyOf(ctx.db, lead.id)).map((item) => [item.kind, item.details.title])).toEqual([['activity_deleted', 'Obsolete']]);
    });

    it('answers 404 for another tenant’s activity on every route and changes nothing', async () => {
      const foreignLead = await insertLead(ctx.db, w.foreignId);
      const foreign = await insertActivity(ctx.db, w.foreignId, { lead_id: foreignLead.id });
      const before = await snapshot(ctx.db, activities);
      expect((await api.put(w.actors.developer_admin, `crm/activities/${foreign.id}`, { title: 'Mine' })).statusCode).toBe(404);
      expect((await api.patch(w.actors.developer_admin, `crm/activities/${foreign.id}/toggle-complete`)).statusCode).toBe(404);
      expect(
        (await api.patch(w.actors.developer_admin, `crm/activities/${foreign.id}/owner`, { owner_id: w.actors.developer_admin.userId }))
          .statusCode,
      ).toBe(404);
      expect((await api.delete(w.actors.developer_admin, `crm/activities/${foreign.id}`)).statusCode).toBe(404);
      expect(await snapshot(ctx.db, activities)).toEqual(before);
      expect(await historyOf(ctx.db, foreignLead.id)).toEqual([]);
    });
  });
});
