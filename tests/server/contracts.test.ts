import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../src/server/db/schema.ts';
import { effectiveStatus, periodEnd } from '../../src/server/modules/contracts/contracts.service.ts';
import { pdfText } from './support/sale-offers.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('contracts', () => {
  let ctx: TestContext;
  let w: World;
  let developerTemplate: number;
  let brokerTemplate: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    const templates = (await call(ctx.app, 'GET', 'contracts/templates', as(w.actors.super_admin))).json().data as {
      id: number;
      kind: string;
    }[];
    developerTemplate = templates.find((t) => t.kind === 'developer')!.id;
    brokerTemplate = templates.find((t) => t.kind === 'broker')!.id;
  });
  afterAll(() => ctx.close());

  const create = (body: Record<string, unknown>, orgId = w.developerId, actor = w.actors.super_admin) =>
    call(ctx.app, 'POST', `contracts/${orgId}`, as(actor, { body }));

  it('ships two templates, one per organization kind', async () => {
    const res = await call(ctx.app, 'GET', 'contracts/templates', as(w.actors.super_admin_sales_manager));
    expect(res.json().data.map((t: { name: string; kind: string }) => [t.name, t.kind])).toEqual([
      ['Broker partnership agreement', 'broker'],
      ['Developer listing agreement', 'developer'],
    ]);
  });

  it('lets a super admin create a contract from a template, numbered, with the template’s period', async () => {
    const res = await create({ template_id: developerTemplate, start_date: '2026-01-01', commission_percent: 2.5 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      template_name: 'Developer listing agreement',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      commission_percent: 2.5,
      status: 'active',
    });
    expect(res.json().data.number).toMatch(/^CTR-2026-\d{5}$/);
  });

  it('renews a contract for the next period once; a second renewal is a conflict', async () => {
    const original = (await create({ template_id: brokerTemplate, start_date: '2026-03-01' }, w.brokerId)).json().data;
    const renewed = await call(ctx.app, 'POST', `contracts/renew/${original.id}`, as(w.actors.super_admin, { body: {} }));
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().data).toMatchObject({
      start_date: '2027-03-01',
      end_date: '2028-02-29',
      renewed_from_id: original.id,
      commission_percent: 1.5,
    });
    const list = (await call(ctx.app, 'GET', `contracts/${w.brokerId}`, as(w.actors.broker_admin))).json().data;
    expect(list.find((c: { id: number }) => c.id === original.id).status).toBe('renewed');
    expect((await call(ctx.app, 'POST', `contracts/renew/${original.id}`, as(w.actors.super_admin, { body: {} }))).statusCode).toBe(409);
  });

  it('renders the contract as a PDF the organization’s admin may download', async () => {
    const contract = (await create({ template_id: developerTemplate, start_date: '2026-05-01' })).json().data;
    const res = await call(ctx.app, 'GET', `contracts/download/${contract.id}`, as(w.actors.developer_admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${contract.number}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Its period written day-month-year, as a person writes it, not as the ISO the API takes.
    const text = pdfText(res.rawPayload);
    expect(contract.end_date).toBe('2027-04-30');
    expect(text).toContain('1 May 2026 to 30 Apr 2027');
    expect(text).not.toContain('2026-05-01');
  });

  it('answers 422 for a template of the other kind, a missing start and an end before the start', async () => {
    expect((await create({ template_id: brokerTemplate, start_date: '2026-01-01' })).json().errors).toHaveProperty('template_id');
    const bad = await create({ template_id: developerTemplate, start_date: '2026-06-01', end_date: '2026-05-01', commission_percent: 140 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['commission_percent', 'end_date']);
    expect((await create({ template_id: developerTemplate })).json().errors).toHaveProperty('start_date');
  });

  it('answers 422, not 500, to start and end dates that do not exist or are out of range, creating nothing', async () => {
    const original = (await create({ template_id: developerTemplate, start_date: '2028-02-29' })).json().data;
    expect(original.start_date).toBe('2028-02-29');
    const before = await ctx.db.select().from(contracts);
    for (const day of ['2030-02-30', '2030-02-29', '9999-12-31', '1899-12-31', '+275760-09-13T00:00:00Z', '2030-01-01T00:00:00Z']) {
      const start = await create({ template_id: developerTemplate, start_date: day });
      expect(start.statusCode, day).toBe(422);
      expect(Object.keys(start.json().errors), day).toEqual(['start_date']);
      const end = await create({ template_id: developerTemplate, start_date: '2030-01-01', end_date: day });
      expect(end.statusCode, day).toBe(422);
      expect(Object.keys(end.json().errors), day).toEqual(['end_date']);
      const renewed = await call(
        ctx.app,
        'POST',
        `contracts/renew/${original.id}`,
        as(w.actors.super_admin, { body: { start_date: day } }),
      );
      expect(renewed.statusCode, day).toBe(422);
      expect(Object.keys(renewed.json().errors), day).toEqual(['start_date']);
    }
    expect(await ctx.db.select().from(contracts)).toEqual(before);
  });

  it('answers 422, not 500, to a template id past PostgreSQL integers (found by the fuzzer)', async () => {
    for (const template_id of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const res = await create({ template_id, start_date: '2030-01-01' });
      expect(res.statusCode, String(template_id)).toBe(422);
      expect(res.json().errors).toEqual({ template_id: ['The selected template is invalid.'] });
    }
  });

  it('refuses contract management to everyone but the super admin', async () => {
    for (const role of ['super_admin_sales_manager', 'developer_admin', 'developer'] as const) {
      expect(
        (await create({ template_id: developerTemplate, start_date: '2026-01-01' }, w.developerId, w.actors[role])).statusCode,
        role,
      ).toBe(403);
    }
  });

  it('shows an organization’s contracts to its admin and the assigned sales manager, and 404s for others', async () => {
    const foreign = (await create({ template_id: developerTemplate, start_date: '2026-01-01' }, w.foreignId)).json().data;
    expect((await call(ctx.app, 'GET', `contracts/${w.developerId}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', `contracts/${w.foreignId}`, as(w.actors.developer_admin))).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `contracts/download/${foreign.id}`, as(w.actors.developer_admin))).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `contracts/download/${foreign.id}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `contracts/${w.developerId}`, as(w.actors.developer))).statusCode).toBe(403);
    expect(await ctx.db.select().from(contracts).where(eq(contracts.id, foreign.id))).toHaveLength(1);
  });

  it('computes periods and the expired state from dates', () => {
    expect(periodEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(periodEnd('2026-01-15', 1)).toBe('2026-02-14');
    expect(periodEnd('2026-01-01', 12)).toBe('2026-12-31');
    expect(periodEnd('2027-03-01', 12)).toBe('2028-02-29');
    expect(periodEnd('2026-11-30', 3)).toBe('2027-02-28');
    expect(effectiveStatus({ status: 'active', end_date: '2026-01-01' }, '2026-02-01')).toBe('expired');
    expect(effectiveStatus({ status: 'renewed', end_date: '2026-01-01' }, '2026-02-01')).toBe('renewed');
    expect(effectiveStatus({ status: 'active', end_date: '2026-03-01' }, '2026-02-01')).toBe('active');
  });
});
