// Payment reminders (docs/api.md "Payment reminders"): the organization's settings, who may read
// and change them, which lines get a reminder on which day (steps, catch-up, paid lines, pending
// cheques, cancelled sales), once per line and step, in the buyer's language through the
// messenger's queue, and the sale's reminders as its page lists them.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messageLogs } from '../../src/server/db/contacts-schema.ts';
import { saleReminders } from '../../src/server/db/sale-reminders-schema.ts';
import { queueDueReminders } from '../../src/server/modules/sale-reminders/due-reminders.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { auditEntries } from './support/crm.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi } from './support/inventory.ts';
import { insertUnit } from './support/sale-offers.ts';
import { saleBody } from './support/sales.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

/** 08:00 in Dubai on `day`. */
const dubaiMorning = (day: string) => new Date(`${day}T04:00:00Z`);

describe('payment reminders', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let buildingId: number;
  let planId: number;
  const PRICE = 150_000_000;

  // The plan (tests/server/support/inventory.ts insertPlan): 20 % on booking (the sale's booking
  // date, 2026-03-01 in saleBody), 40 % at a milestone not reached, 40 % on handover (2028-12-31).
  const newSale = async (extra: Record<string, unknown> = {}, actor: Actor = w.actors.developer_admin, building = buildingId) => {
    const unit = await insertUnit(ctx.db, actor.orgId, building, { price: PRICE });
    const res = await api.post(
      actor,
      'sales',
      saleBody(unit.id, { payment_plan_id: building === buildingId ? planId : extra.payment_plan_id, ...extra }),
    );
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const settings = (body: Record<string, unknown>, actor: Actor = w.actors.developer_admin) =>
    api.put(actor, 'sales/reminder-settings', body);
  const remindersOf = async (saleId: number, actor: Actor = w.actors.developer_admin) =>
    (await api.get(actor, `sales/${saleId}/reminders`)).json().data as {
      step_days: number;
      status: string;
      reason: string | null;
      language: string;
      line_label: string;
    }[];
  const reminderRows = (saleId: number) => ctx.db.select().from(saleReminders).where(eq(saleReminders.sale_id, saleId));

  beforeAll(async () => {
    setTestNow(new Date('2026-06-15T08:00:00Z'));
    ctx = await createTestContext({ config: { messengerPollMs: 0 } });
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { handover_date: '2028-12-31', construction_progress: 10 });
    buildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
    planId = (await insertPlan(ctx.db, w.developerId, buildingId)).id;
    const templates: [string, string][] = [
      ['en', 'Dear {{buyer_name}}, {{installment}} of {{amount}} for unit {{unit}} ({{project}}) was due {{due_date}}. {{organization}}'],
      ['ar', 'عزيزي {{buyer_name}}، القسط {{installment}} بمبلغ {{amount}} للوحدة {{unit}} مستحق في {{due_date}}. {{organization}}'],
    ];
    for (const [language, body] of templates) {
      const res = await api.post(w.actors.super_admin, 'messenger/templates/log', {
        name: 'Payment reminder',
        language,
        body,
        purpose: 'payment_reminder',
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterEach(() => setTestNow(new Date('2026-06-15T08:00:00Z')));
  afterAll(async () => {
    setTestNow(undefined);
    await ctx.close();
  });

  describe('settings', () => {
    it('starts off with the default steps, and saves the developer admin’s, sorted, with an audit entry', async () => {
      const shown = await api.get(w.actors.developer_admin, 'sales/reminder-settings');
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data).toEqual({ enabled: false, provider: 'log', steps: [-7, 0, 3, 14], providers: ['log'] });

      const saved = await settings({ enabled: true, provider: 'log', steps: [14, -7, 0, 3] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ enabled: true, provider: 'log', steps: [-7, 0, 3, 14] });
      expect((await api.get(w.actors.developer_admin, 'sales/reminder-settings')).json().data.steps).toEqual([-7, 0, 3, 14]);
      expect((await auditEntries(ctx.db, 'sale.reminder_settings_updated')).length).toBeGreaterThan(0);
    });

    it.each([
      [{ enabled: true, provider: 'log', steps: [0, 0] }, 'steps'],
      [{ enabled: true, provider: 'log', steps: [] }, 'steps'],
      [{ enabled: true, provider: 'log', steps: [400] }, 'steps.0'],
      [{ enabled: true, provider: 'log', steps: [1.5] }, 'steps.0'],
      [{ enabled: true, provider: 'log', steps: [-7, 0, 1, 2, 3, 4, 5, 6, 7] }, 'steps'],
      [{ enabled: 'yes', provider: 'log', steps: [0] }, 'enabled'],
      [{ enabled: true, provider: 'whatsapp_cloud', steps: [0] }, 'provider'],
      [{ enabled: true, provider: 'pigeon', steps: [0] }, 'provider'],
    ])('refuses %j with 422 on %s and changes nothing', async (body, field) => {
      const before = (await api.get(w.actors.developer_admin, 'sales/reminder-settings')).json().data;
      const res = await settings(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
      expect((await api.get(w.actors.developer_admin, 'sales/reminder-settings')).json().data).toEqual(before);
    });

    it('refuses the developer, the broker and the sales manager, and keeps each organization’s own', async () => {
      for (const actor of [w.actors.developer, w.actors.broker_admin, w.actors.super_admin_sales_manager]) {
        expect((await api.get(actor, 'sales/reminder-settings')).statusCode).toBe(403);
        expect((await settings({ enabled: false, provider: 'log', steps: [0] }, actor)).statusCode).toBe(403);
      }
      const foreign = await settings({ enabled: true, provider: 'log', steps: [1] }, w.actors.foreign_admin);
      expect(foreign.statusCode).toBe(200);
      expect((await api.get(w.actors.developer_admin, 'sales/reminder-settings')).json().data.steps).toEqual([-7, 0, 3, 14]);
      await settings({ enabled: false, provider: 'log', steps: [1] }, w.actors.foreign_admin);
    });
  });

  describe('queuing', () => {
    beforeAll(async () => {
      expect((await settings({ enabled: true, provider: 'log', steps: [-7, 0, 3, 14] })).statusCode).toBe(200);
    });

    it('reminds a week before, on the day and late, once per step, in the buyer’s language', async () => {
      const saleId = await newSale();
      expect(await queueDueReminders(ctx.db, dubaiMorning('2026-02-21'))).toBe(0);
      expect(await queueDueReminders(ctx.db, dubaiMorning('2026-02-22'))).toBe(1);
      expect(await queueDueReminders(ctx.db, dubaiMorning('2026-02-22'))).toBe(0);
      expect(await queueDueReminders(ctx.db, dubaiMorning('2026-03-01'))).toBe(1);
      await Promise.all([queueDueReminders(ctx.db, dubaiMorning('2026-03-04')), queueDueReminders(ctx.db, dubaiMorning('2026-03-04'))]);
      expect((await reminderRows(saleId)).map((row) => row.step_days).sort((a, b) => a - b)).toEqual([-7, 0, 3]);

      const listed = await remindersOf(saleId);
      expect(listed.map((row) => row.step_days)).toEqual([3, 0, -7]);
      expect(listed.every((row) => row.status === 'queued' && row.language === 'ar' && row.reason === null)).toBe(true);
      const [log] = await ctx.db
        .select()
        .from(messageLogs)
        .where(eq(messageLogs.id, (await reminderRows(saleId)).find((row) => row.step_days === 3)!.message_log_id!));
      expect(log).toMatchObject({
        organization_id: w.platformId,
        provider: 'log',
        recipient_name: 'Amira Haddad',
        recipient_phone: '+971501234567',
      });
      expect(log!.body).toContain('عزيزي Amira Haddad');
      expect(log!.body).toContain('300,000');
      expect(log!.variables).toMatchObject({ days_late: '3', unit: expect.any(String) });
    });

    it('writes in English to a buyer from a country that does not speak Arabic', async () => {
      const saleId = await newSale({
        buyers: [{ full_name: 'James Carter', nationality: 'GB', email: 'james@example.test', phone: '+44 7700 900123' }],
      });
      expect(await queueDueReminders(ctx.db, dubaiMorning('2026-03-01'))).toBeGreaterThanOrEqual(1);
      const [row] = await reminderRows(saleId);
      const [log] = await ctx.db.select().from(messageLogs).where(eq(messageLogs.id, row!.message_log_id!));
      expect(log!.body).toMatch(/^Dear James Carter, .* was due 1 Mar 2026\./);
    });

    it('catches up a step missed by up to three days, never an earlier step after a later one', async () => {
      const saleId = await newSale();
      // Nobody looked on 1 March: on the 3rd the day-0 reminder still goes out.
      await queueDueReminders(ctx.db, dubaiMorning('2026-03-03'));
      expect((await reminderRows(saleId)).map((row) => row.step_days)).toEqual([0]);
      // Nobody looked from the 4th to the 8th: the day-3 step is past its catch-up, nothing goes.
      await queueDueReminders(ctx.db, dubaiMorning('2026-03-08'));
      expect((await reminderRows(saleId)).map((row) => row.step_days)).toEqual([0]);
    });

    it('skips lines paid, covered by a pending cheque, and cancelled sales', async () => {
      const paid = await newSale();
      const cheque = await newSale();
      const cancelled = await newSale();
      const pay = (saleId: number, body: Record<string, unknown>) => api.post(w.actors.developer, `sales/${saleId}/receipts`, body);
      expect((await pay(paid, { amount: 30_000_000, method: 'bank_transfer', received_date: '2026-02-20' })).statusCode).toBe(201);
      setTestNow(new Date('2026-02-20T08:00:00Z'));
      const post = await pay(cheque, {
        amount: 30_000_000,
        method: 'cheque',
        cheque_number: '000123',
        cheque_bank: 'Emirates NBD',
        cheque_date: '2026-07-01',
        received_date: '2026-02-20',
      });
      expect(post.statusCode).toBe(201);
      expect(post.json().data.status).toBe('pending');
      setTestNow(new Date('2026-06-15T08:00:00Z'));
      expect((await api.post(w.actors.developer_admin, `sales/${cancelled}/cancel`, { reason: 'Buyer withdrew' })).statusCode).toBe(200);

      await queueDueReminders(ctx.db, dubaiMorning('2026-03-01'));
      for (const saleId of [paid, cheque, cancelled]) expect(await reminderRows(saleId)).toEqual([]);
    });

    it('records a reminder that could not be sent, with why, and sends nothing for it', async () => {
      const saleId = await newSale({ buyers: [{ full_name: 'No Phone', nationality: 'AE', email: 'np@example.test' }] });
      await queueDueReminders(ctx.db, dubaiMorning('2026-03-01'));
      const [row] = await reminderRows(saleId);
      expect(row).toMatchObject({ status: 'failed', message_log_id: null, reason: 'no_phone' });
      expect((await remindersOf(saleId))[0]).toMatchObject({ status: 'failed', reason: 'no_phone', error: null });
    });

    it('sends nothing for an organization with reminders off', async () => {
      const project = await insertProject(ctx.db, w.foreignId, { handover_date: '2028-12-31' });
      const building = await insertBuilding(ctx.db, w.foreignId, project.id);
      const plan = await insertPlan(ctx.db, w.foreignId, building.id);
      const saleId = await newSale({ payment_plan_id: plan.id }, w.actors.foreign_admin, building.id);
      await queueDueReminders(ctx.db, dubaiMorning('2026-03-01'));
      expect(await reminderRows(saleId)).toEqual([]);
    });
  });

  describe('a sale’s reminders', () => {
    let saleId: number;
    let foreignSaleId: number;
    beforeAll(async () => {
      saleId = await newSale();
      await queueDueReminders(ctx.db, dubaiMorning('2026-03-01'));
      const project = await insertProject(ctx.db, w.foreignId, { handover_date: '2028-12-31' });
      const building = await insertBuilding(ctx.db, w.foreignId, project.id);
      const plan = await insertPlan(ctx.db, w.foreignId, building.id);
      foreignSaleId = await newSale({ payment_plan_id: plan.id }, w.actors.foreign_admin, building.id);
    });

    it('lists them for the developer admin, the developer, the assigned sales manager and the super admin', async () => {
      for (const actor of [w.actors.developer_admin, w.actors.developer, w.actors.super_admin_sales_manager, w.actors.super_admin]) {
        const res = await api.get(
          actor,
          `sales/${saleId}/reminders`,
          actor.orgId === w.platformId ? { organization_id: w.developerId } : {},
        );
        expect(res.statusCode, String(actor.userId)).toBe(200);
        expect(res.json().data).toEqual([expect.objectContaining({ step_days: 0, status: 'queued', line_label: expect.any(String) })]);
      }
    });

    it('refuses the broker and answers 404 for another organization’s sale', async () => {
      expect((await api.get(w.actors.broker_admin, `sales/${saleId}/reminders`)).statusCode).toBe(403);
      expect((await api.get(w.actors.developer_admin, `sales/${foreignSaleId}/reminders`)).statusCode).toBe(404);
      expect((await api.get(w.actors.foreign_admin, `sales/${saleId}/reminders`)).statusCode).toBe(404);
    });
  });

  describe('templates', () => {
    it('keeps payment reminder templates out of the sending to companies', async () => {
      const listed = await api.get(w.actors.super_admin, 'messenger/templates/log', { purpose: 'payment_reminder' });
      expect(
        listed
          .json()
          .data.map((t: { language: string }) => t.language)
          .sort(),
      ).toEqual(['ar', 'en']);
      const template = listed.json().data[0];
      const res = await api.post(w.actors.super_admin, 'contacts/companies/send-messages', {
        provider: 'log',
        template_id: template.id,
        ids: [1],
        variables: {},
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(['template_id']);
    });
  });
});
