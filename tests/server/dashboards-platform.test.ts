// The super admin's dashboard (docs/api.md "Dashboards"): organizations by kind and status,
// undecided signups, active users and messages by provider. Every count agrees with the matching
// filtered list (organizations, users, message logs), only the super admin in the platform
// organization reaches it, and a request costs the same number of statements whatever the data size.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageLogs } from '../../src/server/db/contacts-schema.ts';
import { organizations, users } from '../../src/server/db/schema.ts';
import type { MessageProvider, MessageStatus } from '../../src/shared/contacts.ts';
import type { ActiveUsersRow, MessagesByProviderRow, OrganizationsByKindRow, PendingSignupsRow } from '../../src/shared/dashboards.ts';
import type { OrganizationKind, OrganizationStatus } from '../../src/shared/roles.ts';
import { createOrganization, createUser, TEST_PASSWORD, tokenFor } from './support/factories.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

const DAY = 86_400_000;
const ORGANIZATIONS = 'dashboards/platform/organizations';
const SIGNUPS = 'dashboards/platform/signups';
const ACTIVE_USERS = 'dashboards/platform/active-users';
const MESSAGES = 'dashboards/platform/messages';

describe('platform dashboard', () => {
  let ctx: TestContext;
  let w: World;
  let sa: Actor;
  let counting = false;
  const statements: string[] = [];

  const get = (actor: Actor, path: string, query: Record<string, unknown> = {}) => call(ctx.app, 'GET', path, as(actor, { query }));
  const organization = async (kind: OrganizationKind, status: OrganizationStatus, signup?: { completed: boolean }) => {
    const row = await createOrganization(ctx.db, { kind, status });
    if (signup) {
      await ctx.db
        .update(organizations)
        .set({ signup_source: 'skylinebuilders', signup_completed_at: signup.completed ? new Date() : null })
        .where(eq(organizations.id, row.id));
    }
    return row;
  };
  const message = (organizationId: number, provider: MessageProvider, status: MessageStatus, at: string) =>
    ctx.db.insert(messageLogs).values({
      organization_id: organizationId,
      provider,
      status,
      recipient_name: 'Recipient',
      recipient_phone: '+971500000001',
      body: 'Hello',
      created_at: new Date(at),
    });

  beforeAll(async () => {
    ctx = await createTestContext({ database: { onQuery: (text) => counting && statements.push(text) } });
    w = await buildWorld(ctx.db);
    sa = w.actors.super_admin;
    // Signups: a developer still filling it in, two brokers awaiting review, a developer sent back.
    await organization('developer', 'pending', { completed: false });
    await organization('broker', 'pending', { completed: true });
    await organization('broker', 'pending', { completed: true });
    await organization('developer', 'changes_requested', { completed: false });
    // Decided signups and staff-created organizations count by status only.
    await organization('developer', 'rejected', { completed: true });
    await organization('broker', 'active', { completed: true });
    await organization('developer', 'pending');
    await organization('broker', 'suspended');

    // Messages of June 2025 (Dubai): WhatsApp 2 sent, 1 delivered, 1 failed, 1 queued; the log 1 logged, 2 failed.
    const june = (day: number) => `2025-06-${String(day).padStart(2, '0')}T09:00:00Z`;
    await message(w.platformId, 'whatsapp_cloud', 'sent', june(1));
    await message(w.platformId, 'whatsapp_cloud', 'sent', june(2));
    await message(w.platformId, 'whatsapp_cloud', 'delivered', june(3));
    await message(w.platformId, 'whatsapp_cloud', 'failed', june(4));
    await message(w.platformId, 'whatsapp_cloud', 'queued', june(5));
    await message(w.platformId, 'log', 'sent', june(6));
    await message(w.platformId, 'log', 'failed', june(7));
    await message(w.platformId, 'log', 'failed', june(8));
    // 30 June 21:00 UTC is 1 July in Dubai; 31 May 19:00 UTC is still 31 May.
    await message(w.platformId, 'whatsapp_cloud', 'sent', '2025-06-30T21:00:00Z');
    await message(w.platformId, 'whatsapp_cloud', 'failed', '2025-05-31T19:00:00Z');
    // Another organization's log never counts.
    await message(w.developerId, 'whatsapp_cloud', 'failed', june(4));
  });
  afterAll(() => ctx.close());

  describe('organizations by kind and status', () => {
    it('counts each kind and status as the filtered organizations list does', async () => {
      const res = await get(sa, ORGANIZATIONS);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as OrganizationsByKindRow[];
      for (const row of rows) {
        const list = await get(sa, 'auth/organizations', { kind: row.kind, status: row.status, per_page: 1 });
        expect(row.organizations, `${row.kind} ${row.status}`).toBe(list.json().meta.total);
      }
      const total = await get(sa, 'auth/organizations', { per_page: 1 });
      expect(rows.reduce((sum, row) => sum + row.organizations, 0)).toBe(total.json().meta.total);
      expect(rows).toEqual([
        { kind: 'broker', status: 'active', organizations: 2 },
        { kind: 'broker', status: 'pending', organizations: 2 },
        { kind: 'broker', status: 'suspended', organizations: 1 },
        { kind: 'developer', status: 'active', organizations: 2 },
        { kind: 'developer', status: 'changes_requested', organizations: 1 },
        { kind: 'developer', status: 'pending', organizations: 2 },
        { kind: 'developer', status: 'rejected', organizations: 1 },
        { kind: 'platform', status: 'active', organizations: 1 },
      ]);
    });
  });

  describe('pending signups', () => {
    it('counts the undecided signups by kind and stage as the organizations list’s signup filter does', async () => {
      const res = await get(sa, SIGNUPS);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as PendingSignupsRow[];
      expect(rows).toEqual([
        { kind: 'broker', stage: 'awaiting_review', organizations: 2 },
        { kind: 'developer', stage: 'changes_requested', organizations: 1 },
        { kind: 'developer', stage: 'in_progress', organizations: 1 },
      ]);
      for (const row of rows) {
        const list = await get(sa, 'auth/organizations', { kind: row.kind, signup: row.stage, per_page: 1 });
        expect(row.organizations, `${row.kind} ${row.stage}`).toBe(list.json().meta.total);
      }
    });

    it('refuses a signup stage it does not know', async () => {
      const res = await get(sa, 'auth/organizations', { signup: 'approved' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['signup']);
    });
  });

  describe('active users', () => {
    const windows = async () => {
      const res = await get(sa, ACTIVE_USERS);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ActiveUsersRow[];
    };

    it('counts the users active within 7 and 30 days as the users list’s filter does', async () => {
      const rows = await windows();
      expect(rows.map((row) => row.days)).toEqual([7, 30]);
      for (const row of rows) {
        const list = await get(sa, 'auth/users', { active_within_days: row.days, per_page: 1 });
        expect(row.users, `${row.days} days`).toBe(list.json().meta.total);
      }
    });

    it('counts a user once in each window his last activity falls in', async () => {
      const before = await windows();
      const lastActive = async (daysAgo: number) => {
        const user = await createUser(ctx.db);
        await ctx.db
          .update(users)
          .set({ last_active_at: new Date(Date.now() - daysAgo * DAY) })
          .where(eq(users.id, user.id));
      };
      await lastActive(3);
      await lastActive(10);
      await lastActive(12);
      await lastActive(40);
      await createUser(ctx.db);
      const after = await windows();
      expect(after).toEqual([
        { days: 7, users: before[0]!.users + 1 },
        { days: 30, users: before[1]!.users + 3 },
      ]);
    });

    it('records a user as active when his session is used, and when he signs in', async () => {
      const user = await createUser(ctx.db, { email: 'newly.active@world.test' });
      const read = async () => (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.last_active_at;
      expect(await read()).toBeNull();
      const token = await tokenFor(ctx.db, user.id);
      expect((await call(ctx.app, 'GET', 'auth/me', { token })).statusCode).toBe(200);
      const used = await read();
      expect(used).not.toBeNull();
      expect(Math.abs(used!.getTime() - Date.now())).toBeLessThan(60_000);
      await ctx.db.update(users).set({ last_active_at: null }).where(eq(users.id, user.id));
      const login = await call(ctx.app, 'POST', 'auth/login', {
        body: { email: 'newly.active@world.test', password: TEST_PASSWORD, device_name: 'test' },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(await read()).not.toBeNull();
    });

    it('refuses an activity window that is not a number of days', async () => {
      const res = await get(sa, 'auth/users', { active_within_days: 0 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['active_within_days']);
    });
  });

  describe('messages by provider', () => {
    const june = { from: '2025-06-01', to: '2025-06-30' };

    it('counts sent and failed messages per provider as the filtered message logs list does', async () => {
      const res = await get(sa, MESSAGES, june);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as MessagesByProviderRow[];
      expect(rows).toEqual([
        { provider: 'log', sent: 1, failed: 2 },
        { provider: 'whatsapp_cloud', sent: 3, failed: 1 },
      ]);
      for (const row of rows) {
        const total = async (status: string[]) =>
          (
            await get(sa, 'messenger/logs', {
              provider: row.provider,
              status,
              created_from: june.from,
              created_to: june.to,
              per_page: 1,
            })
          ).json().meta.total;
        expect(row.sent, `${row.provider} sent`).toBe(await total(['sent', 'delivered']));
        expect(row.failed, `${row.provider} failed`).toBe(await total(['failed']));
      }
    });

    it('counts every period when none is given', async () => {
      const rows = (await get(sa, MESSAGES)).json().data as MessagesByProviderRow[];
      expect(rows).toEqual([
        { provider: 'log', sent: 1, failed: 2 },
        { provider: 'whatsapp_cloud', sent: 4, failed: 2 },
      ]);
    });

    it('refuses a period that is not one, naming the field', async () => {
      const res = await get(sa, MESSAGES, { from: '2025-06-31' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['from']);
    });
  });

  describe('who reaches it', () => {
    const paths = [ORGANIZATIONS, SIGNUPS, ACTIVE_USERS, MESSAGES];

    it.each(paths)('%s: refuses every other role', async (path) => {
      for (const role of ['super_admin_sales_manager', 'developer_admin', 'developer', 'broker_admin', 'broker'] as const) {
        expect((await get(w.actors[role], path)).statusCode, role).toBe(403);
      }
    });

    it.each(paths)('%s: answers only in the platform organization', async (path) => {
      expect((await get({ ...sa, orgId: w.developerId }, path)).statusCode).toBe(403);
      expect((await get({ ...w.actors.developer_admin, orgId: w.platformId }, path)).statusCode).toBe(403);
      expect((await get({ ...w.actors.foreign_admin, orgId: w.platformId }, path)).statusCode).toBe(403);
    });
  });

  it('costs the same number of statements with ten times the data', { timeout: 60_000 }, async () => {
    const measure = async () => {
      const counts: number[] = [];
      for (const [path, query] of [
        [ORGANIZATIONS, {}],
        [SIGNUPS, {}],
        [ACTIVE_USERS, {}],
        [MESSAGES, { from: '2025-01-01' }],
      ] as const) {
        await get(sa, path, query);
        statements.length = 0;
        counting = true;
        const res = await get(sa, path, query);
        counting = false;
        expect(res.statusCode).toBe(200);
        counts.push(statements.length);
      }
      return counts;
    };
    const small = await measure();
    expect(small.every((n) => n > 0)).toBe(true);
    for (let i = 0; i < 30; i++) {
      await organization(i % 2 ? 'developer' : 'broker', i % 3 ? 'pending' : 'active', i % 3 ? { completed: i % 2 === 0 } : undefined);
      const user = await createUser(ctx.db);
      await ctx.db
        .update(users)
        .set({ last_active_at: new Date(Date.now() - i * DAY) })
        .where(eq(users.id, user.id));
      await message(w.platformId, i % 2 ? 'log' : 'whatsapp_cloud', i % 3 ? 'sent' : 'failed', `2025-0${1 + (i % 9)}-10T09:00:00Z`);
    }
    expect(await measure()).toEqual(small);
  });
});
