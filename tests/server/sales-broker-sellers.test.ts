// GET sales/broker-sellers (docs/api.md "Sales"): the broker organizations a sale may name, for
// whoever records sales; and POST sales accepting only those organizations and their agents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BROKER_SELLERS } from '../../src/shared/sales.ts';
import { addMember, createOrganization, createUser } from './support/factories.ts';
import { insertBuilding, insertPlan, insertProject, inventoryApi } from './support/inventory.ts';
import { insertUnit } from './support/sale-offers.ts';
import { saleBody } from './support/sales.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type World } from './support/world.ts';

type BrokerSellerAnswer = { id: number; name: string; agents: { id: number; name: string }[] };

describe('broker sellers', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof inventoryApi>;
  let buildingId: number;
  let planId: number;
  let suspendedId: number;
  let pendingId: number;
  let arabicId: number;
  let disabledAgentId: number;

  const sellers = async (search?: string, actor = w.actors.developer_admin) => {
    const res = await api.get(actor, 'sales/broker-sellers', search === undefined ? {} : { search });
    expect(res.statusCode).toBe(200);
    return res.json().data as BrokerSellerAnswer[];
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = inventoryApi(ctx);
    const project = await insertProject(ctx.db, w.developerId);
    buildingId = (await insertBuilding(ctx.db, w.developerId, project.id)).id;
    planId = (await insertPlan(ctx.db, w.developerId, buildingId)).id;
    suspendedId = (await createOrganization(ctx.db, { kind: 'broker', name: 'Marina Suspended', status: 'suspended' })).id;
    pendingId = (await createOrganization(ctx.db, { kind: 'broker', name: 'Marina Pending', status: 'pending' })).id;
    arabicId = (await createOrganization(ctx.db, { kind: 'broker', name: 'مؤسسة الأحمد العقارية' })).id;
    await createOrganization(ctx.db, { kind: 'developer', name: 'Marina Developer' });
    const disabled = await createUser(ctx.db, { full_name: 'Disabled Agent' });
    await addMember(ctx.db, disabled.id, w.brokerId, 'broker', false);
    disabledAgentId = disabled.id;
  });
  afterAll(() => ctx.close());

  it('lists active broker organizations with their enabled members, names only, for the developer admin and the sales manager', async () => {
    for (const actor of [w.actors.developer_admin, w.actors.super_admin_sales_manager]) {
      const found = await sellers('marina', actor);
      expect(found).toEqual([
        {
          id: w.brokerId,
          name: 'Marina Test',
          agents: [
            { id: w.actors.broker_admin.userId, name: 'Broker Admin' },
            { id: w.actors.broker.userId, name: 'Broker Member' },
          ],
        },
      ]);
    }
    const all = await sellers();
    const ids = all.map((seller) => seller.id);
    expect(ids).toContain(w.brokerId);
    expect(ids).not.toContain(suspendedId);
    expect(ids).not.toContain(pendingId);
    expect(all.flatMap((seller) => seller.agents.map((agent) => agent.id))).not.toContain(disabledAgentId);
    expect(JSON.stringify(all)).not.toMatch(/@|email|phone/);
  });

  it('matches the name with the search folding: Arabic letter variants and case do not count', async () => {
    expect((await sellers('احمد')).map((seller) => seller.id)).toEqual([arabicId]);
    expect((await sellers('MARINA TEST')).map((seller) => seller.id)).toEqual([w.brokerId]);
    expect(await sellers('no such broker')).toEqual([]);
  });

  it('answers at most 50 organizations, by name', async () => {
    for (let index = 0; index < MAX_BROKER_SELLERS + 3; index += 1)
      await createOrganization(ctx.db, { kind: 'broker', name: `Bulk Broker ${String(index).padStart(2, '0')}` });
    const found = await sellers('bulk broker');
    expect(found).toHaveLength(MAX_BROKER_SELLERS);
    expect(found[0]!.name).toBe('Bulk Broker 00');
  });

  it('refuses the developer, brokers and the super admin (403)', async () => {
    for (const actor of [w.actors.developer, w.actors.broker_admin, w.actors.broker, w.actors.super_admin])
      expect((await api.get(actor, 'sales/broker-sellers')).statusCode).toBe(403);
  });

  it('validates the search (422 naming it)', async () => {
    const res = await api.get(w.actors.developer_admin, 'sales/broker-sellers', { search: 'x'.repeat(201) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('search');
  });

  it('a sale names only a listed organization and one of its enabled members (422 on the field)', async () => {
    const record = async (extra: Record<string, unknown>) =>
      api.post(
        w.actors.developer_admin,
        'sales',
        saleBody((await insertUnit(ctx.db, w.developerId, buildingId)).id, { payment_plan_id: planId, seller_type: 'broker', ...extra }),
      );
    const suspended = await record({ broker_organization_id: suspendedId, agent_user_id: w.actors.broker.userId });
    expect(suspended.statusCode).toBe(422);
    expect(suspended.json().errors).toHaveProperty('broker_organization_id');
    const disabled = await record({ broker_organization_id: w.brokerId, agent_user_id: disabledAgentId });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors).toHaveProperty('agent_user_id');
    const listed = await record({ broker_organization_id: w.brokerId, agent_user_id: w.actors.broker.userId });
    expect(listed.statusCode).toBe(201);
  });
});
