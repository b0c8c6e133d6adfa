import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { renderSaleOfferPdf } from '../../src/server/modules/sale-offers/sale-offer.pdf.ts';
import type { SaleOfferDetail } from '../../src/shared/sale-offers.ts';
import { actingIn, insertBuilding, insertPlan, insertProject, inventoryApi, jpegBytes } from './support/inventory.ts';
import { insertUnit, offerBody, pdfImageCount, pdfPageCount, pdfText } from './support/sale-offers.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('sale offers: filter buildings and PDF', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let projectId: number;
  let towerA: number;
  let towerB: number;
  let unitNumbers: string[];
  let unitIds: number[];
  let planId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId, { name: 'Marina Vista', handover_date: '2028-06-30' });
    projectId = project.id;
    towerA = (await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Tower A' })).id;
    towerB = (await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Tower B' })).id;
    planId = (await insertPlan(ctx.db, w.developerId, towerA)).id;
    const units = [
      await insertUnit(ctx.db, w.developerId, towerA, {
        unit_number: 'A-1201',
        bedrooms: 1,
        type: 'apartment',
        price: 120_000_000,
        internal_area: 750,
      }),
      await insertUnit(ctx.db, w.developerId, towerA, {
        unit_number: 'A-1502',
        bedrooms: 2,
        type: 'apartment',
        price: 210_000_000,
        internal_area: 1200,
      }),
      await insertUnit(ctx.db, w.developerId, towerB, {
        unit_number: 'B-3001',
        bedrooms: 4,
        type: 'penthouse',
        price: 900_000_000,
        internal_area: 4200,
      }),
    ];
    await insertUnit(ctx.db, w.developerId, towerB, { unit_number: 'B-0101', bedrooms: 1, status: 'sold', price: 100_000_000 });
    unitNumbers = units.map((unit) => unit.unit_number);
    unitIds = units.map((unit) => unit.id);
    const foreignProject = await insertProject(ctx.db, w.foreignId);
    await insertUnit(ctx.db, w.foreignId, (await insertBuilding(ctx.db, w.foreignId, foreignProject.id)).id, { bedrooms: 1 });
  });
  afterAll(() => ctx.close());

  describe('filter-buildings', () => {
    const filter = (actor = w.actors.developer, query: Record<string, unknown> = {}) =>
      api.get(actor, 'inventory/sale-offers/filter-buildings', query);

    it('answers the buildings with available units matching the filters', async () => {
      const all = await filter();
      expect(all.statusCode).toBe(200);
      expect(all.json().data).toEqual([
        {
          id: towerA,
          name: 'Tower A',
          project_id: projectId,
          project_name: 'Marina Vista',
          matching_units_count: 2,
          price_from: 120_000_000,
          price_to: 210_000_000,
          currency: 'AED',
        },
        {
          id: towerB,
          name: 'Tower B',
          project_id: projectId,
          project_name: 'Marina Vista',
          matching_units_count: 1,
          price_from: 900_000_000,
          price_to: 900_000_000,
          currency: 'AED',
        },
      ]);
      const oneBedroom = (await filter(w.actors.developer, { bedrooms: 1 })).json().data;
      expect(oneBedroom.map((row: { id: number; matching_units_count: number }) => [row.id, row.matching_units_count])).toEqual([
        [towerA, 1],
      ]);
      const priced = (await filter(w.actors.developer, { price_min: 200_000_000, price_max: 1_000_000_000, type: 'penthouse' })).json()
        .data;
      expect(priced.map((row: { id: number }) => row.id)).toEqual([towerB]);
      const byArea = (await filter(w.actors.developer, { area_min: 1000, area_max: 1500 })).json().data;
      expect(byArea.map((row: { id: number; matching_units_count: number }) => [row.id, row.matching_units_count])).toEqual([[towerA, 1]]);
    });

    it('answers 422, not a database error, to a bedrooms filter past the integer range', async () => {
      const res = await filter(w.actors.developer, { bedrooms: 2_147_483_648 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['bedrooms']);
    });

    it('reaches a sales manager’s assigned developers, never another tenant', async () => {
      const bySalesManager = (await filter(w.actors.super_admin_sales_manager, { developer_organization_id: w.developerId })).json().data;
      expect(bySalesManager.map((row: { id: number }) => row.id)).toEqual([towerA, towerB]);
      expect((await filter(w.actors.super_admin_sales_manager, { developer_organization_id: w.foreignId })).statusCode).toBe(403);
      const foreign = (await filter(w.actors.foreign_admin)).json().data;
      expect(foreign.map((row: { id: number }) => row.id)).not.toContain(towerA);
    });

    it('refuses brokers (403) and validates the filters (422)', async () => {
      expect((await filter(w.actors.broker_admin)).statusCode).toBe(403);
      const bad = await filter(w.actors.developer, { price_min: 10, price_max: 5 });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('price_max');
      const badType = await filter(w.actors.developer, { type: 'castle' });
      expect(badType.statusCode).toBe(422);
      expect(badType.json().errors).toHaveProperty('type');
    });
  });

  describe('pdf', () => {
    let offerId: number;
    beforeAll(async () => {
      const logo = await jpegBytes(200, 200);
      const hero = await jpegBytes(1200, 600);
      const upload = (kind: string, bytes: Buffer) =>
        api.upload(w.actors.developer_admin, `inventory/projects/${projectId}/images`, {
          kind,
          images: [{ filename: `${kind}.jpg`, content: bytes, type: 'image/jpeg' }],
        });
      expect((await upload('logo', logo)).statusCode).toBe(201);
      expect((await upload('pdf_image', hero)).statusCode).toBe(201);
      const floorPlan = await api.upload(w.actors.developer_admin, `inventory/units/${unitIds[2]}/images`, {
        kind: 'floor_plate',
        images: [{ filename: 'plan.jpg', content: await jpegBytes(800, 600), type: 'image/jpeg' }],
      });
      expect(floorPlan.statusCode).toBe(201);
      const created = await api.post(
        w.actors.developer,
        `inventory/sale-offers/${w.developerId}`,
        offerBody({ client_name: 'Amira Haddad', unit_ids: unitIds, discount: 10_000_000 }),
      );
      expect(created.statusCode).toBe(201);
      offerId = created.json().data.id;
      expect(
        (
          await api.put(w.actors.developer, `inventory/sale-offers/${offerId}/units/${unitIds[0]}/payment-plan`, {
            payment_plan_id: planId,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('renders a branded PDF: cover, one page per unit, totals; text names the client and every unit', async () => {
      const res = await api.get(w.actors.developer, `inventory/sale-offers/${offerId}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPageCount(pdf)).toBe(unitIds.length + 2);
      const text = pdfText(pdf);
      expect(text).toContain('Amira Haddad');
      for (const unitNumber of unitNumbers) expect(text).toContain(unitNumber);
      expect(text).toContain('Skyline Test');
      expect(text).toContain('AED 12,300,000');
      expect(text).toContain('AED 100,000');
      expect(text).toContain('AED 12,200,000');
      // The plan's installments, with amounts computed on the price.
      expect(text).toContain('AED 240,000');
      expect(text).toContain('30 Jun 2028');
      // Logo (on every page, embedded once), the cover picture and the penthouse's floor plan.
      expect(pdfImageCount(pdf)).toBe(3);
      const shown = (await api.get(w.actors.developer, `inventory/sale-offers/${offerId}`)).json().data;
      expect(shown.units[2].floor_plan_url).toMatch(/^\/api\/inventory\/images\/\d+$/);
      expect(shown.units[0].floor_plan_url).toBeNull();
    });

    it('prints the discount only when there is one, and who sells the offer with his contact', async () => {
      const discounted = pdfText((await api.get(w.actors.developer, `inventory/sale-offers/${offerId}/pdf`)).rawPayload);
      expect(discounted).toContain('Discount');
      expect(discounted).toContain('- AED 100,000');
      const [seller] = await ctx.db
        .select({ name: users.full_name, email: users.email })
        .from(users)
        .where(eq(users.id, w.actors.developer.userId));
      expect(discounted).toContain(seller!.name);
      expect(discounted).toContain(seller!.email);

      const plain = await api.post(w.actors.developer, `inventory/sale-offers/${w.developerId}`, offerBody({ unit_ids: [unitIds[0]] }));
      const text = pdfText((await api.get(w.actors.developer, `inventory/sale-offers/${plain.json().data.id}/pdf`)).rawPayload);
      expect(text).not.toContain('Discount');
      expect(text).not.toMatch(/AED 0\b/);
      expect(text).toContain('AED 1,200,000');
      expect(text).toContain(seller!.name);
    });

    it('covers an offer with the project’s first gallery image when it has no PDF image', async () => {
      const project = await insertProject(ctx.db, w.developerId, { name: 'Palm Gardens' });
      const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'Garden House' });
      const unit = await insertUnit(ctx.db, w.developerId, building.id, { unit_number: 'G-101' });
      const offer = await api.post(w.actors.developer, `inventory/sale-offers/${w.developerId}`, offerBody({ unit_ids: [unit.id] }));
      const before = (await api.get(w.actors.developer, `inventory/sale-offers/${offer.json().data.id}/pdf`)).rawPayload;
      expect(pdfImageCount(before)).toBe(0);
      const gallery = await api.upload(w.actors.developer_admin, `inventory/projects/${project.id}/images`, {
        kind: 'gallery',
        images: [{ filename: 'garden.jpg', content: await jpegBytes(1200, 600), type: 'image/jpeg' }],
      });
      expect(gallery.statusCode).toBe(201);
      const after = (await api.get(w.actors.developer, `inventory/sale-offers/${offer.json().data.id}/pdf`)).rawPayload;
      expect(pdfImageCount(after)).toBe(1);
      expect(pdfPageCount(after)).toBe(3);
    });

    it('answers the readers of the offer only', async () => {
      expect((await api.get(w.actors.developer_admin, `inventory/sale-offers/${offerId}/pdf`)).statusCode).toBe(200);
      expect((await api.get(w.actors.super_admin, `inventory/sale-offers/${offerId}/pdf`)).statusCode).toBe(200);
      expect(
        (await api.get(actingIn(w.actors.super_admin_sales_manager, w.developerId), `inventory/sale-offers/${offerId}/pdf`)).statusCode,
      ).toBe(200);
      expect((await api.get(w.actors.foreign_admin, `inventory/sale-offers/${offerId}/pdf`)).statusCode).toBe(404);
      expect((await api.get(w.actors.broker_admin, `inventory/sale-offers/${offerId}/pdf`)).statusCode).toBe(403);
      expect((await api.get(w.actors.developer_admin, 'inventory/sale-offers/999999/pdf')).statusCode).toBe(404);
    });

    it('keeps one page per unit even for a long plan, and renders an offer without units', async () => {
      const installments = Array.from({ length: 60 }, (_, index) => ({
        label: `Installment ${index + 1}`,
        percentage: index < 59 ? 1.5 : 11.5,
        due_type: 'months_after_booking' as const,
        due_value: index + 1,
      }));
      expect(
        (await api.put(w.actors.developer, `inventory/sale-offers/${offerId}/units/${unitIds[1]}/payment-plan`, { installments }))
          .statusCode,
      ).toBe(200);
      const res = await api.get(w.actors.developer, `inventory/sale-offers/${offerId}/pdf`);
      expect(pdfPageCount(res.rawPayload)).toBe(unitIds.length + 2);
      expect(pdfText(res.rawPayload)).toContain('Installment 60');

      const empty = await api.post(
        w.actors.developer_admin,
        `inventory/sale-offers/${w.developerId}`,
        offerBody({ client_name: 'No Units Yet' }),
      );
      const emptyPdf = await api.get(w.actors.developer_admin, `inventory/sale-offers/${empty.json().data.id}/pdf`);
      expect(emptyPdf.statusCode).toBe(200);
      expect(pdfPageCount(emptyPdf.rawPayload)).toBe(2);
    });
  });

  it('lays out very long names and notes without extra pages', async () => {
    const unit = {
      unit_id: 1,
      position: 0,
      project_id: 1,
      project_name: 'P'.repeat(300),
      building_id: 1,
      building_name: 'B'.repeat(300),
      unit_number: 'X-1',
      floor: 1,
      type: 'villa' as const,
      bedrooms: 0,
      bathrooms: null,
      internal_area: 1,
      balcony_area: null,
      total_area: 1,
      views: [],
      unit_status: 'available' as const,
      price: 1,
      floor_plan_url: null,
      payment_plan_id: null,
      payment_plan_name: null,
      custom_installments: false,
      installments: [],
      schedule: [],
    };
    const offer: SaleOfferDetail = {
      id: 1,
      organization_id: 1,
      developer_name: 'D',
      number: 'SO-2026-000001',
      client_name: 'C '.repeat(400),
      client_email: null,
      client_phone: null,
      lead_id: null,
      lead_name: null,
      valid_until: '2026-12-31',
      status: 'draft',
      currency: 'AED',
      discount: 0,
      subtotal: 1,
      total: 1,
      units_count: 1,
      created_by: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      notes: 'A long note. '.repeat(2000),
      units: [unit],
      totals: { subtotal: 1, discount: 0, total: 1, units_count: 1 },
      can: { edit: true, delete: true },
    };
    const pdf = await renderSaleOfferPdf({
      offer,
      developer: { name: 'N'.repeat(500), phone: null, email: null },
      logo: Buffer.from('not an image'),
      coverImage: null,
      seller: { name: 'S'.repeat(500), email: `${'e'.repeat(300)}@example.test`, phone: '+971 50 000 0000' },
      floorPlans: new Map(),
      issuedOn: '2026-01-01',
      language: 'en',
    });
    expect(pdfPageCount(pdf)).toBe(3);
  });
});
