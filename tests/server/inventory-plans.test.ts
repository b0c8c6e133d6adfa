import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPlans } from '../../src/server/db/inventory-schema.ts';
import { auditEntries, snapshot } from './support/crm.ts';
import { actingIn, insertBuilding, insertPlan, insertProject, inventoryApi, PLAN_20_40_40 } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

describe('inventory payment plans', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let buildingId: number;
  let foreignBuildingId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    buildingId = (await insertBuilding(ctx.db, w.developerId, (await insertProject(ctx.db, w.developerId)).id)).id;
    foreignBuildingId = (await insertBuilding(ctx.db, w.foreignId, (await insertProject(ctx.db, w.foreignId)).id)).id;
  });
  afterAll(() => ctx.close());

  it('lets the developer admin add, show, edit and delete a plan; viewers read it', async () => {
    const created = await api.post(w.actors.developer_admin, `inventory/buildings/${buildingId}/payment-plans`, {
      name: '20/40/40',
      installments: PLAN_20_40_40,
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json().data;
    expect(created.json()).toMatchObject({
      data: { building_id: buildingId, name: '20/40/40', installments: PLAN_20_40_40 },
      message: 'Payment plan created.',
    });
    for (const viewer of [
      w.actors.developer,
      w.actors.super_admin_sales_manager,
      actingIn(w.actors.super_admin_sales_manager, w.developerId),
    ]) {
      expect((await api.get(viewer, `inventory/payment-plans/${plan.id}`)).json().data).toEqual(plan);
      const list = await api.get(viewer, `inventory/buildings/${buildingId}/payment-plans`);
      expect(list.json().data.map((p: { id: number }) => p.id)).toContain(plan.id);
    }
    const edited = await api.put(w.actors.developer_admin, `inventory/payment-plans/${plan.id}`, {
      name: '10/70/20',
      installments: [
        { label: 'Down payment', percentage: 10, due_type: 'on_booking' },
        { label: 'Construction', percentage: 70, due_type: 'construction_percent', due_value: 60 },
        { label: 'Post-handover', percentage: 20, due_type: 'months_after_handover', due_value: 12 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.installments.map((i: { percentage: number }) => i.percentage)).toEqual([10, 70, 20]);
    const building = await api.get(w.actors.developer, `inventory/buildings/${buildingId}`);
    expect(building.json().data).toMatchObject({ payment_plans_count: 1, payment_plans: [{ id: plan.id, name: '10/70/20' }] });
    expect((await api.delete(w.actors.developer_admin, `inventory/payment-plans/${plan.id}`)).json()).toEqual({
      message: 'Payment plan deleted.',
    });
    expect(await auditEntries(ctx.db, 'inventory.payment_plan.deleted')).toHaveLength(1);
  });

  it('answers 422 on installments when the percentages do not add up to 100, and on the bad item', async () => {
    const short = await api.post(w.actors.developer_admin, `inventory/buildings/${buildingId}/payment-plans`, {
      name: 'Short',
      installments: [
        { label: 'A', percentage: 50, due_type: 'on_booking' },
        { label: 'B', percentage: 40, due_type: 'on_handover' },
      ],
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ installments: ['The installments must add up to exactly 100% (they add up to 90%).'] });
    const thirds = await api.post(w.actors.developer_admin, `inventory/buildings/${buildingId}/payment-plans`, {
      name: 'Thirds',
      installments: [
        { label: 'A', percentage: 33.33, due_type: 'on_booking' },
        { label: 'B', percentage: 33.33, due_type: 'months_after_booking', due_value: 6 },
        { label: 'C', percentage: 33.34, due_type: 'on_handover' },
      ],
    });
    expect(thirds.statusCode).toBe(201);
    const bad = await api.post(w.actors.developer_admin, `inventory/buildings/${buildingId}/payment-plans`, {
      name: '',
      installments: [
        { label: 'A', percentage: 50.005, due_type: 'on_booking' },
        { label: 'B', percentage: 49.995, due_type: 'months_after_booking' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'installments.0.percentage',
      'installments.1.due_value',
      'installments.1.percentage',
      'name',
    ]);
  });

  it('refuses writes to non-admins and hides other tenants’ buildings and plans', async () => {
    const foreignPlan = await insertPlan(ctx.db, w.foreignId, foreignBuildingId);
    const mine = await insertPlan(ctx.db, w.developerId, buildingId);
    const before = await snapshot(ctx.db, paymentPlans);
    const body = { name: 'X', installments: PLAN_20_40_40 };
    for (const actor of [w.actors.developer, w.actors.super_admin_sales_manager, w.actors.broker_admin]) {
      expect((await api.post(actor, `inventory/buildings/${buildingId}/payment-plans`, body)).statusCode).toBe(403);
      expect((await api.put(actor, `inventory/payment-plans/${mine.id}`, body)).statusCode).toBe(403);
      expect((await api.delete(actor, `inventory/payment-plans/${mine.id}`)).statusCode).toBe(403);
    }
    expect((await api.get(w.actors.broker, `inventory/payment-plans/${mine.id}`)).statusCode).toBe(403);
    expect((await api.post(w.actors.developer_admin, `inventory/buildings/${foreignBuildingId}/payment-plans`, body)).statusCode).toBe(404);
    expect((await api.get(w.actors.developer_admin, `inventory/buildings/${foreignBuildingId}/payment-plans`)).statusCode).toBe(404);
    expect((await api.get(w.actors.developer_admin, `inventory/payment-plans/${foreignPlan.id}`)).statusCode).toBe(404);
    expect((await api.put(w.actors.developer_admin, `inventory/payment-plans/${foreignPlan.id}`, body)).statusCode).toBe(404);
    expect((await api.delete(w.actors.developer_admin, `inventory/payment-plans/${foreignPlan.id}`)).statusCode).toBe(404);
    expect((await api.get(w.actors.super_admin_sales_manager, `inventory/payment-plans/${foreignPlan.id}`)).statusCode).toBe(404);
    expect(await snapshot(ctx.db, paymentPlans)).toEqual(before);
  });
});
