// The reports (docs/api.md "Reports"): the inventory snapshot rebuilt on past dates after status
// and price changes made through the API (every path that prices a unit records it), sales by
// period from the status history with the price of the day, pipeline movement and lead source
// performance against hand-computed fixtures, counts that agree with the lists, who may open each
// report, another tenant's records never counted, and the Excel exports read back with exceljs.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadHistory } from '../../src/server/db/crm-schema.ts';
import { unitStatusHistory } from '../../src/server/db/inventory-schema.ts';
import { users } from '../../src/server/db/schema.ts';
import { setTestNow } from '../../src/server/services/clock.ts';
import { UNIT_STATUSES } from '../../src/shared/inventory.ts';
import type { InventorySnapshotRow, LeadSourcePerformanceRow, PipelineMovementRow, SalesByPeriodRow } from '../../src/shared/reports.ts';
import { auditEntries, dealBody, insertDeal, insertLead, insertPipeline } from './support/crm.ts';
import { bulkUnitsBody, insertBuilding, insertProject, insertUnit, inventoryApi, unitBody } from './support/inventory.ts';
import { dubai, onDay } from './support/on-day.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

async function readSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return { name: sheet.name, rows, values: rows.map((row) => (row.values as unknown[]).slice(1)) };
}

describe('reports', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let projectId: number;
  let buildingId: number;
  let tracked: number;
  let later: number;
  let legacy: number;
  let bulk: number[];
  let pipeline: Awaited<ReturnType<typeof insertPipeline>>;

  const ok = async (response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const res = await response;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { data: { id: number } };
  };
  const snapshot = async (actor: Actor, query: Record<string, unknown>) => {
    const res = await api.get(actor, 'reports/inventory-snapshot', { per_page: 100, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: InventorySnapshotRow[]; meta: { total: number }; date: string };
  };

  let counting = false;
  const statements: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => counting && statements.push(text) } });
    api = inventoryApi(ctx);
    w = await buildWorld(ctx.db);
    const admin = w.actors.developer_admin;
    const project = await insertProject(ctx.db, w.developerId, { name: 'Marina Reports', currency: 'AED' });
    projectId = project.id;
    buildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;

    // Created 10 January at AED 1,000,000; repriced 10 February (1,200,000); reserved 14, booked
    // 15 February; sold 5 March; edited to 1,300,000 on 10 March.
    tracked = (
      await onDay('2026-01-10', () =>
        ok(api.post(admin, 'inventory/units', unitBody(buildingId, { unit_number: 'R-1', price: 1_000_000_00 }))),
      )
    ).data.id;
    await onDay('2026-02-10', () => ok(api.patch(admin, `inventory/units/${tracked}/price`, { price: 1_200_000_00 })));
    await onDay('2026-02-14', () => ok(api.patch(admin, `inventory/units/${tracked}/status`, { status: 'reserved' })));
    await onDay('2026-02-15', () => ok(api.patch(admin, `inventory/units/${tracked}/status`, { status: 'booked' })));
    await onDay('2026-03-05', () => ok(api.patch(admin, `inventory/units/${tracked}/status`, { status: 'sold' })));
    await onDay('2026-03-10', () =>
      ok(api.put(admin, `inventory/units/${tracked}`, unitBody(buildingId, { unit_number: 'R-1', price: 1_300_000_00 }))),
    );
    // Created 20 February and left alone.
    later = (
      await onDay('2026-02-20', () =>
        ok(api.post(admin, 'inventory/units', unitBody(buildingId, { unit_number: 'R-2', price: 900_000_00 }))),
      )
    ).data.id;
    // Two units of the bulk creation on 5 January, at 800,000 and 810,000.
    await onDay('2026-01-05', () =>
      ok(
        api.post(
          admin,
          `inventory/buildings/${buildingId}/units/bulk`,
          bulkUnitsBody({ floor_from: 3, floor_to: 4, numbering_pattern: 'B{floor}{index:02}' }),
        ),
      ),
    );
    const listed = await api.get(admin, 'inventory/units', { search: 'B', per_page: 100, sort: 'unit_number' });
    bulk = (listed.json().data as { id: number; unit_number: string }[])
      .filter((unit) => unit.unit_number.startsWith('B'))
      .map((unit) => unit.id);
    // A unit from before price history: written straight to the database, booked in December 2025.
    legacy = (
      await insertUnit(ctx.db, w.developerId, buildingId, {
        unit_number: 'OLD-1',
        status: 'booked',
        price: 700_000_00,
        created_at: new Date('2025-06-01T00:00:00Z'),
      })
    ).id;
    await ctx.db.insert(unitStatusHistory).values([
      {
        organization_id: w.developerId,
        unit_id: legacy,
        building_id: buildingId,
        from_status: null,
        to_status: 'available',
        price: 700_000_00,
        created_at: new Date('2025-06-01T00:00:00Z'),
      },
      {
        organization_id: w.developerId,
        unit_id: legacy,
        building_id: buildingId,
        from_status: 'available',
        to_status: 'booked',
        price: 700_000_00,
        created_at: new Date('2025-12-03T08:00:00Z'),
      },
    ]);
    // Another developer's sold unit never counts.
    const foreignProject = await insertProject(ctx.db, w.foreignId, { name: 'Foreign Reports' });
    const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, foreignProject.id);
    const foreignUnit = await insertUnit(ctx.db, w.foreignId, foreignBuilding.id, { unit_number: 'FOREIGN', status: 'sold' });
    await ctx.db.insert(unitStatusHistory).values({
      organization_id: w.foreignId,
      unit_id: foreignUnit.id,
      building_id: foreignBuilding.id,
      to_status: 'sold',
      price: foreignUnit.price,
      created_at: new Date('2026-03-05T08:00:00Z'),
    });

    // CRM: a pipeline New → Viewing → Offer, and a second pipeline with one stage.
    pipeline = await insertPipeline(ctx.db, w.developerId, ['New', 'Viewing', 'Offer']);
    const other = await insertPipeline(ctx.db, w.developerId, ['Hold']);
    const [fresh, viewing, offer] = pipeline.stages;
    const lead = await insertLead(ctx.db, w.developerId);
    const created = async (day: string, stageId: number) =>
      (
        await onDay(day, () =>
          ok(api.post(admin, 'crm/deals', dealBody({ lead_id: lead.id, pipeline_id: pipeline.pipeline.id, stage_id: stageId }))),
        )
      ).data.id;
    // In April 2026: three deals added to New, one to Viewing; two move New → Viewing, one of
    // them on to Offer, the other to the Hold pipeline; one added in March moves in April too.
    const march = await created('2026-03-20', fresh!.id);
    const a = await created('2026-04-02', fresh!.id);
    const b = await created('2026-04-03', fresh!.id);
    await created('2026-04-04', fresh!.id);
    await created('2026-04-05', viewing!.id);
    const move = (day: string, id: number, stageId: number) =>
      onDay(day, () => ok(api.patch(admin, `crm/deals/${id}/stage`, { stage_id: stageId, position: 0 })));
    await move('2026-04-10', a, viewing!.id);
    await move('2026-04-11', b, viewing!.id);
    await move('2026-04-12', a, offer!.id);
    await onDay('2026-04-13', () =>
      ok(api.patch(admin, `crm/deals/${b}/pipeline`, { pipeline_id: other.pipeline.id, stage_id: other.stages[0]!.id })),
    );
    await move('2026-04-14', march, offer!.id);
    // A deal created before its history carried the stage id: matched by the names it recorded.
    await ctx.db.insert(leadHistory).values({
      organization_id: w.developerId,
      lead_id: lead.id,
      kind: 'deal_added',
      subject_type: 'deal',
      subject_id: 999_999,
      details: { title: 'Old deal', pipeline: pipeline.pipeline.name, stage: 'Offer' },
      created_at: dubai('2026-04-20'),
    });
    // Another organization's moves never count.
    const foreignPipeline = await insertPipeline(ctx.db, w.foreignId, ['New']);
    const foreignLead = await insertLead(ctx.db, w.foreignId);
    await onDay('2026-04-02', () =>
      ok(
        api.post(
          w.actors.foreign_admin,
          'crm/deals',
          dealBody({ lead_id: foreignLead.id, pipeline_id: foreignPipeline.pipeline.id, stage_id: foreignPipeline.stages[0]!.id }),
        ),
      ),
    );

    // Leads of May 2026: website 4 (1 with a won AED 500,000 and a won SAR 100,000 deal, 1 with a
    // lost deal), referral 2 (both won, AED 300,000 and 200,000), portal 1 (none). One of June.
    const may = (day: number) => new Date(`2026-05-${String(day).padStart(2, '0')}T08:00:00Z`);
    const deal = (leadId: number, status: 'won' | 'lost' | 'open', value: number, currency = 'AED') =>
      insertDeal(ctx.db, w.developerId, {
        lead_id: leadId,
        pipeline_id: other.pipeline.id,
        stage_id: other.stages[0]!.id,
        status,
        value,
        currency,
      });
    const web1 = await insertLead(ctx.db, w.developerId, { source: 'website', created_at: may(1) });
    await deal(web1.id, 'won', 500_000_00);
    await deal(web1.id, 'won', 100_000_00, 'SAR');
    const web2 = await insertLead(ctx.db, w.developerId, { source: 'website', created_at: may(2) });
    await deal(web2.id, 'lost', 50_000_00);
    await insertLead(ctx.db, w.developerId, { source: 'website', created_at: may(3) });
    await insertLead(ctx.db, w.developerId, { source: 'website', created_at: may(4) });
    for (const [day, value] of [
      [5, 300_000_00],
      [6, 200_000_00],
    ] as const) {
      const referral = await insertLead(ctx.db, w.developerId, { source: 'referral', created_at: may(day) });
      await deal(referral.id, 'won', value);
    }
    await insertLead(ctx.db, w.developerId, { source: 'portal', created_at: may(7) });
    await insertLead(ctx.db, w.developerId, { source: 'portal', created_at: new Date('2026-06-02T08:00:00Z') });
    await insertLead(ctx.db, w.foreignId, { source: 'website', created_at: may(3) });
  });
  afterEach(() => setTestNow(undefined));
  afterAll(() => ctx.close());

  describe('inventory snapshot', () => {
    it('rebuilds each unit’s status and price on past dates from the history the API wrote', async () => {
      const row = (rows: InventorySnapshotRow[], id: number) => rows.find((candidate) => candidate.unit_id === id);
      const january = await snapshot(w.actors.developer_admin, { date: '2026-01-31', project_id: projectId });
      expect(january.date).toBe('2026-01-31');
      expect(row(january.data, tracked)).toMatchObject({
        status: 'available',
        price: 1_000_000_00,
        price_source: 'history',
        current_status: 'sold',
      });
      // Not yet created.
      expect(row(january.data, later)).toBeUndefined();
      expect(bulk.map((id) => row(january.data, id)?.price)).toEqual([800_000_00, 810_000_00]);
      expect(row(january.data, legacy)).toMatchObject({ status: 'booked', price: 700_000_00, price_source: 'current' });

      const february = await snapshot(w.actors.developer_admin, { date: '2026-02-16', project_id: projectId });
      expect(row(february.data, tracked)).toMatchObject({ status: 'booked', price: 1_200_000_00, price_source: 'history' });
      const march = await snapshot(w.actors.developer_admin, { date: '2026-03-07', project_id: projectId });
      expect(row(march.data, tracked)).toMatchObject({ status: 'sold', price: 1_200_000_00 });
      const april = await snapshot(w.actors.developer_admin, { date: '2026-04-01', project_id: projectId });
      expect(row(april.data, tracked)).toMatchObject({ status: 'sold', price: 1_300_000_00 });
      expect(row(april.data, later)).toMatchObject({ status: 'available', price: 900_000_00, price_source: 'history' });
      // Before the legacy unit was booked.
      const november = await snapshot(w.actors.developer_admin, { date: '2025-11-30' });
      expect(november.data.map((unit) => unit.unit_id)).toEqual([legacy]);
      expect(november.data[0]).toMatchObject({ status: 'available', current_status: 'booked' });
    });

    it('filters by the status on the date and pages like the units list', async () => {
      const booked = await snapshot(w.actors.developer_admin, { date: '2026-02-16', status: 'booked' });
      expect(booked.data.map((unit) => unit.unit_id).sort()).toEqual([legacy, tracked].sort());
      expect(booked.meta.total).toBe(2);
      const paged = await snapshot(w.actors.developer_admin, { per_page: 2, page: 2 });
      expect(paged.data).toHaveLength(2);
      expect(paged.meta).toMatchObject({ page: 2, per_page: 2 });
    });

    it('counts today’s units as the units list does, status by status', async () => {
      const today = await snapshot(w.actors.developer_admin, {});
      const list = await api.get(w.actors.developer_admin, 'inventory/units', { per_page: 1 });
      expect(today.meta.total).toBe(list.json().meta.total);
      for (const status of ['available', 'booked', 'sold'] as const) {
        const ofStatus = await snapshot(w.actors.developer_admin, { status });
        const listed = await api.get(w.actors.developer_admin, 'inventory/units', { status, per_page: 1 });
        expect(ofStatus.meta.total, status).toBe(listed.json().meta.total);
      }
      expect(today.data.some((unit) => unit.unit_number === 'FOREIGN')).toBe(false);
    });

    it('totals a project’s and a building’s units on any date as the rows it lists', async () => {
      // A unit of another project, so that each filter leaves some units out.
      const otherProject = await insertProject(ctx.db, w.developerId, { name: 'Other Reports' });
      const otherBuilding = await insertBuilding(ctx.db, w.developerId, otherProject.id);
      // Through the API, which records its creation in the history as every unit's is.
      await ok(api.post(w.actors.developer_admin, 'inventory/units', unitBody(otherBuilding.id, { unit_number: 'ELSEWHERE' })));
      for (const date of ['2025-11-30', '2026-02-16', undefined]) {
        for (const place of [
          { project_id: projectId },
          { building_id: buildingId },
          { project_id: otherProject.id },
          { building_id: otherBuilding.id },
        ]) {
          for (const status of [undefined, 'available', 'booked'] as const) {
            const query = { ...(date ? { date } : {}), ...place, ...(status ? { status } : {}) };
            const answer = await snapshot(w.actors.developer_admin, query);
            expect(answer.meta.total, JSON.stringify(query)).toBe(answer.data.length);
          }
        }
      }
      const elsewhere = await snapshot(w.actors.developer_admin, { project_id: otherProject.id });
      expect(elsewhere.data.map((unit) => unit.unit_number)).toEqual(['ELSEWHERE']);
    });

    it('exports every unit to Excel in the caller’s language, prices as money cells', async () => {
      const res = await api.get(w.actors.developer_admin, 'reports/inventory-snapshot/export', {
        date: '2026-02-16',
        project_id: projectId,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const { name, values, rows } = await readSheet(res.rawPayload);
      expect(name).toBe('Inventory snapshot');
      expect(values[0]).toEqual([
        'Unit',
        'Building',
        'Project',
        'Type',
        'Bedrooms',
        'Status on the date',
        'Currency',
        'Price on the date',
        'Price from',
        'Status today',
      ]);
      const line = rows.findIndex((row) => row.getCell(1).value === 'R-1');
      expect(values[line]!.slice(5, 10)).toEqual(['Booked', 'AED', 1_200_000, 'Price history', 'Sold']);
      expect(rows[line]!.getCell(8).numFmt).toBe('"AED "#,##0.00');
      // R-2 did not exist on 16 February: two bulk units, R-1 and the legacy unit.
      expect(values).toHaveLength(1 + 4);
      expect(await auditEntries(ctx.db, 'reports.inventory_snapshot.exported')).toHaveLength(1);
    });

    it('answers a status filter on any date as the unfiltered snapshot’s statuses on that date', async () => {
      // Dates before, between and after the API's status changes (the legacy unit's December
      // booking, the tracked unit's February booking and March sale), and today.
      for (const date of ['2025-11-30', '2025-12-03', '2026-01-31', '2026-02-16', '2026-03-07', '2026-04-01', undefined]) {
        const on = date ? { date } : {};
        const all = await snapshot(w.actors.developer_admin, on);
        expect(all.meta.total).toBe(all.data.length);
        for (const status of UNIT_STATUSES) {
          const filtered = await snapshot(w.actors.developer_admin, { ...on, status });
          const expected = all.data.filter((unit) => unit.status === status);
          expect(filtered.data, `${date} ${status}`).toEqual(expected);
          expect(filtered.meta.total, `${date} ${status}`).toBe(expected.length);
        }
      }
      // The export of a past day's status reads the same units.
      const res = await api.get(w.actors.developer_admin, 'reports/inventory-snapshot/export', { date: '2026-02-16', status: 'booked' });
      expect(res.statusCode, res.body).toBe(200);
      const { values } = await readSheet(res.rawPayload);
      expect(
        values
          .slice(1)
          .map((line) => line[0])
          .sort(),
      ).toEqual(['OLD-1', 'R-1']);
    });
  });

  describe('sales by period', () => {
    it('counts units booked and sold per month with their price on the day', async () => {
      const res = await api.get(w.actors.developer_admin, 'reports/sales-by-period', { from: '2025-12-01', to: '2026-03-31' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { data: SalesByPeriodRow[]; meta: { total: number }; period: { from: string; to: string } };
      expect(body.period).toEqual({ from: '2025-12-01', to: '2026-03-31' });
      expect(body.data.map(({ period, status, units, value, currency }) => ({ period, status, units, value, currency }))).toEqual([
        { period: '2025-12-01', status: 'booked', units: 1, value: 700_000_00, currency: 'AED' },
        { period: '2026-02-01', status: 'booked', units: 1, value: 1_200_000_00, currency: 'AED' },
        { period: '2026-03-01', status: 'sold', units: 1, value: 1_200_000_00, currency: 'AED' },
      ]);
      expect(body.meta.total).toBe(3);
      const weekly = await api.get(w.actors.developer_admin, 'reports/sales-by-period', {
        from: '2026-02-01',
        to: '2026-03-31',
        interval: 'week',
      });
      expect((weekly.json().data as SalesByPeriodRow[]).map((row) => row.period)).toEqual(['2026-02-09', '2026-03-02']);
    });

    it('agrees with the units list: every sold unit counted once', async () => {
      const res = await api.get(w.actors.developer_admin, 'reports/sales-by-period', {
        from: '2022-01-01',
        to: '2026-12-31',
        per_page: 100,
      });
      const sold = (res.json().data as SalesByPeriodRow[]).filter((row) => row.status === 'sold').reduce((sum, row) => sum + row.units, 0);
      const listed = await api.get(w.actors.developer_admin, 'inventory/units', { status: 'sold', per_page: 1 });
      expect(sold).toBe(listed.json().meta.total);
    });

    it('exports the rows with real date and money cells, in Arabic for an Arabic speaker', async () => {
      const res = await api.get(w.actors.developer_admin, 'reports/sales-by-period/export', { from: '2025-12-01', to: '2026-03-31' });
      expect(res.statusCode, res.body).toBe(200);
      const { values, rows } = await readSheet(res.rawPayload);
      expect(values[0]).toEqual(['Period start', 'Project', 'Status', 'Units', 'Currency', 'Value']);
      expect(values).toHaveLength(4);
      expect(rows[1]!.getCell(1).value).toEqual(new Date('2025-12-01T00:00:00Z'));
      expect(rows[1]!.getCell(1).numFmt).toBe('dd mmm yyyy');
      expect(values[3]!.slice(2)).toEqual(['Sold', 1, 'AED', 1_200_000]);
      await ctx.db.update(users).set({ locale: 'ar' }).where(eq(users.id, w.actors.developer_admin.userId));
      const arabic = await api.get(w.actors.developer_admin, 'reports/sales-by-period/export', { from: '2025-12-01', to: '2026-03-31' });
      await ctx.db.update(users).set({ locale: 'en' }).where(eq(users.id, w.actors.developer_admin.userId));
      expect(arabic.statusCode).toBe(200);
      expect((await readSheet(arabic.rawPayload)).values[0]![0]).toBe('بداية الفترة');
    });

    it('refuses a period that is not one, naming the field', async () => {
      const reversed = await api.get(w.actors.developer_admin, 'reports/sales-by-period', { from: '2026-03-01', to: '2026-01-01' });
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().errors).toHaveProperty('to');
      const long = await api.get(w.actors.developer_admin, 'reports/sales-by-period', { from: '2010-01-01', to: '2026-01-01' });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors).toHaveProperty('from');
      const interval = await api.get(w.actors.developer_admin, 'reports/sales-by-period', { interval: 'year' });
      expect(interval.json().errors).toHaveProperty('interval');
    });
  });

  describe('who reads the inventory reports', () => {
    const paths = [
      'reports/sales-by-period',
      'reports/inventory-snapshot',
      'reports/sales-by-period/export',
      'reports/inventory-snapshot/export',
    ];

    it('lets the sales manager read his assigned organizations, picked or all', async () => {
      const manager = w.actors.super_admin_sales_manager;
      for (const path of paths) {
        expect((await api.get(manager, path, { developer_organization_id: w.developerId })).statusCode, path).toBe(200);
        expect((await api.get(manager, path, { developer_organization_id: w.foreignId })).statusCode, path).toBe(403);
      }
      const picked = await snapshot(manager, { developer_organization_id: w.developerId });
      expect(picked.meta.total).toBe((await snapshot(w.actors.developer_admin, {})).meta.total);
    });

    it('has the super admin pick the organization, any of them', async () => {
      const admin = w.actors.super_admin;
      const unpicked = await api.get(admin, 'reports/inventory-snapshot');
      expect(unpicked.statusCode).toBe(422);
      expect(unpicked.json().errors).toHaveProperty('developer_organization_id');
      const picked = await snapshot(admin, { developer_organization_id: w.foreignId });
      expect(picked.data.map((unit) => unit.unit_number)).toEqual(['FOREIGN']);
      expect((await api.get(admin, 'reports/sales-by-period/export', { developer_organization_id: w.developerId })).statusCode).toBe(200);
    });

    it('refuses the developer and the broker roles, and keeps another developer to his own units', async () => {
      for (const path of paths) {
        for (const role of ['developer', 'broker_admin', 'broker'] as const) {
          expect((await api.get(w.actors[role], path)).statusCode, `${role} ${path}`).toBe(403);
        }
        expect((await api.get(w.actors.foreign_admin, path, { developer_organization_id: w.developerId })).statusCode, path).toBe(403);
      }
      const foreign = await snapshot(w.actors.foreign_admin, {});
      expect(foreign.data.map((unit) => unit.unit_number)).toEqual(['FOREIGN']);
      const sales = await api.get(w.actors.foreign_admin, 'reports/sales-by-period', { from: '2026-01-01', to: '2026-12-31' });
      expect((sales.json().data as SalesByPeriodRow[]).map((row) => row.project_name)).toEqual(['Foreign Reports']);
    });
  });

  describe('pipeline movement', () => {
    it('counts deals entering and leaving each stage in the period', async () => {
      const res = await api.get(w.actors.developer_admin, 'reports/pipeline-movement', {
        from: '2026-04-01',
        to: '2026-04-30',
        pipeline_id: pipeline.pipeline.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = (res.json().data as PipelineMovementRow[]).map(({ stage_name, added, moved_in, moved_out }) => ({
        stage_name,
        added,
        moved_in,
        moved_out,
      }));
      expect(rows).toEqual([
        { stage_name: 'New', added: 3, moved_in: 0, moved_out: 3 },
        { stage_name: 'Viewing', added: 1, moved_in: 2, moved_out: 2 },
        { stage_name: 'Offer', added: 1, moved_in: 2, moved_out: 0 },
      ]);
      const all = (await api.get(w.actors.developer_admin, 'reports/pipeline-movement', { from: '2026-04-01', to: '2026-04-30' })).json()
        .data as PipelineMovementRow[];
      expect(all.find((row) => row.stage_name === 'Hold')).toMatchObject({ added: 0, moved_in: 1, moved_out: 0 });
      // March: only the one added then.
      const march = (
        await api.get(w.actors.developer_admin, 'reports/pipeline-movement', {
          from: '2026-03-01',
          to: '2026-03-31',
          pipeline_id: pipeline.pipeline.id,
        })
      ).json().data as PipelineMovementRow[];
      expect(march.map((row) => row.added)).toEqual([1, 0, 0]);
    });

    it('agrees with the pipeline list: deals added minus moved out plus moved in is what each stage holds', async () => {
      const rows = (await api.get(w.actors.developer_admin, 'reports/pipeline-movement', { pipeline_id: pipeline.pipeline.id })).json()
        .data as PipelineMovementRow[];
      for (const row of rows.filter((candidate) => candidate.stage_name !== 'Offer')) {
        const list = await api.get(w.actors.developer_admin, `crm/pipelines/${pipeline.pipeline.id}/list`, {
          stage_id: row.stage_id,
          per_page: 1,
        });
        expect(row.added + row.moved_in - row.moved_out, row.stage_name).toBe(list.json().meta.total);
      }
    });

    it('exports the stages to Excel', async () => {
      const res = await api.get(w.actors.broker_admin, 'reports/pipeline-movement/export');
      expect(res.statusCode, res.body).toBe(200);
      expect((await readSheet(res.rawPayload)).values[0]).toEqual(['Pipeline', 'Stage', 'Added', 'Moved in', 'Moved out']);
      const own = await api.get(w.actors.developer_admin, 'reports/pipeline-movement/export', {
        pipeline_id: pipeline.pipeline.id,
        from: '2026-04-01',
        to: '2026-04-30',
      });
      const { values } = await readSheet(own.rawPayload);
      expect(values.slice(1).map((row) => row.slice(1))).toEqual([
        ['New', 3, 0, 3],
        ['Viewing', 1, 2, 2],
        ['Offer', 1, 2, 0],
      ]);
    });
  });

  describe('lead source performance', () => {
    it('gives leads, conversions, rates and won values per source, hand-computed', async () => {
      const res = await api.get(w.actors.developer_admin, 'reports/lead-sources', { from: '2026-05-01', to: '2026-05-31' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data as LeadSourcePerformanceRow[]).toEqual([
        {
          source: 'website',
          leads: 4,
          converted: 1,
          conversion_rate: 0.25,
          won_deals: 2,
          won_value: [
            { currency: 'AED', value: 500_000_00 },
            { currency: 'SAR', value: 100_000_00 },
          ],
        },
        {
          source: 'referral',
          leads: 2,
          converted: 2,
          conversion_rate: 1,
          won_deals: 2,
          won_value: [{ currency: 'AED', value: 500_000_00 }],
        },
        { source: 'portal', leads: 1, converted: 0, conversion_rate: 0, won_deals: 0, won_value: [] },
      ]);
    });

    it('counts the leads the leads list counts', async () => {
      const rows = (await api.get(w.actors.developer_admin, 'reports/lead-sources')).json().data as LeadSourcePerformanceRow[];
      for (const row of rows) {
        const list = await api.get(w.actors.developer_admin, 'crm/leads', { source: row.source, per_page: 1 });
        expect(row.leads, row.source).toBe(list.json().meta.total);
      }
    });

    it('exports one line per source and currency', async () => {
      const res = await api.get(w.actors.developer_admin, 'reports/lead-sources/export', { from: '2026-05-01', to: '2026-05-31' });
      const { values, rows } = await readSheet(res.rawPayload);
      expect(values[0]).toEqual(['Source', 'Leads', 'Converted', 'Conversion rate (%)', 'Won deals', 'Currency', 'Won value']);
      expect(values[1]).toEqual(['Website', 4, 1, 25, 2, 'AED', 500_000]);
      expect(values[2]).toEqual(['Website', undefined, undefined, undefined, undefined, 'SAR', 100_000]);
      expect(rows[2]!.getCell(7).numFmt).toBe('"SAR "#,##0.00');
      expect(values[4]!.slice(0, 5)).toEqual(['Portal', 1, 0, 0, 0]);
      expect(await auditEntries(ctx.db, 'reports.lead_sources.exported')).toHaveLength(1);
    });
  });

  describe('statements per request', () => {
    it('are the same whatever the data size', async () => {
      const reports: [string, Record<string, unknown>][] = [
        ['reports/sales-by-period', { from: '2025-01-01', to: '2026-12-31' }],
        ['reports/inventory-snapshot', { date: '2026-02-16' }],
        ['reports/pipeline-movement', { from: '2026-01-01', to: '2026-12-31' }],
        ['reports/lead-sources', { from: '2026-01-01', to: '2026-12-31' }],
      ];
      const measure = async () => {
        const counts: number[] = [];
        for (const [path, query] of reports) {
          statements.length = 0;
          counting = true;
          const res = await api.get(w.actors.developer_admin, path, query);
          counting = false;
          expect(res.statusCode, res.body).toBe(200);
          counts.push(statements.length);
        }
        return counts;
      };
      const before = await measure();
      // Ten times the units (sold, repriced), leads with won deals and stage moves.
      for (let n = 0; n < 20; n++) {
        const unit = await insertUnit(ctx.db, w.developerId, buildingId, { unit_number: `MORE-${n}`, status: 'sold' });
        await ctx.db.insert(unitStatusHistory).values({
          organization_id: w.developerId,
          unit_id: unit.id,
          building_id: buildingId,
          from_status: 'booked',
          to_status: 'sold',
          price: unit.price,
          created_at: dubai(`2026-0${1 + (n % 9)}-1${n % 10}`),
        });
        const lead = await insertLead(ctx.db, w.developerId, { source: n % 2 ? 'social' : 'other', created_at: dubai('2026-05-20') });
        await insertDeal(ctx.db, w.developerId, {
          lead_id: lead.id,
          pipeline_id: pipeline.pipeline.id,
          stage_id: pipeline.stages[n % 3]!.id,
          status: 'won',
          currency: n % 3 ? 'AED' : 'KWD',
        });
        await ctx.db.insert(leadHistory).values({
          organization_id: w.developerId,
          lead_id: lead.id,
          kind: 'deal_stage_changed',
          field: 'stage_id',
          old_value: pipeline.stages[0]!.id,
          new_value: pipeline.stages[1]!.id,
          subject_type: 'deal',
          subject_id: n,
          created_at: dubai('2026-06-01'),
        });
      }
      expect(await measure()).toEqual(before);
      expect(before.every((count) => count <= 8)).toBe(true);
    });
  });

  describe('who reads the CRM reports', () => {
    const paths = ['reports/pipeline-movement', 'reports/lead-sources', 'reports/pipeline-movement/export', 'reports/lead-sources/export'];

    it('admits the developer and broker admins only, each to his own organization', async () => {
      for (const path of paths) {
        expect((await api.get(w.actors.broker_admin, path)).statusCode, path).toBe(200);
        for (const role of ['developer', 'broker', 'super_admin', 'super_admin_sales_manager'] as const) {
          expect((await api.get(w.actors[role], path)).statusCode, `${role} ${path}`).toBe(403);
        }
        // Another organization's admin asking in ours.
        expect((await api.get({ ...w.actors.foreign_admin, orgId: w.developerId }, path)).statusCode, path).toBe(403);
      }
      const foreign = (await api.get(w.actors.foreign_admin, 'reports/lead-sources', { from: '2026-05-01', to: '2026-05-31' })).json()
        .data as LeadSourcePerformanceRow[];
      expect(foreign).toEqual([expect.objectContaining({ source: 'website', leads: 1 })]);
      const moves = (await api.get(w.actors.foreign_admin, 'reports/pipeline-movement', { from: '2026-04-01', to: '2026-04-30' })).json()
        .data as PipelineMovementRow[];
      expect(moves.map((row) => row.added)).toEqual([1]);
    });
  });
});
