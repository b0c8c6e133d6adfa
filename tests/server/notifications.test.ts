import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema.ts';
import { notify } from '../../src/server/modules/account/notifications.service.ts';
import { createAccountTestContext, type AccountTestContext } from './support/accounts.ts';
import { createUser, tokenFor } from './support/factories.ts';
import { call } from './support/testApp.ts';
import { expectEvery } from '../support/expect-every.ts';

describe('notifications: GET notifications, PATCH notifications/{id}/read, POST notifications/read-all', () => {
  let ctx: AccountTestContext;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
  });
  afterAll(() => ctx.close());

  async function userWithNotifications(count: number) {
    const user = await createUser(ctx.db);
    for (let i = 1; i <= count; i++) {
      await notify(ctx.db, { userId: user.id, type: 'mention', title: `Note ${i}`, body: `Body ${i}`, data: { lead_id: i } });
    }
    return { user, token: await tokenFor(ctx.db, user.id) };
  }

  it("lists the user's notifications newest first, paginated, and no one else's", async () => {
    const { token } = await userWithNotifications(3);
    await userWithNotifications(2);
    const res = await call(ctx.app, 'GET', 'notifications', { token, query: { per_page: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          type: 'mention',
          title: 'Note 3',
          body: 'Body 3',
          data: { lead_id: 3 },
          read_at: null,
          created_at: expect.any(String),
        },
        {
          id: expect.any(Number),
          type: 'mention',
          title: 'Note 2',
          body: 'Body 2',
          data: { lead_id: 2 },
          read_at: null,
          created_at: expect.any(String),
        },
      ],
      meta: { total: 3, page: 1, per_page: 2, last_page: 2 },
    });
    const page2 = await call(ctx.app, 'GET', 'notifications', { token, query: { per_page: 2, page: 2 } });
    expect(page2.json().data.map((n: { title: string }) => n.title)).toEqual(['Note 1']);
  });

  it('marks one as read, keeping the first reading time, and filters the unread ones', async () => {
    const { token } = await userWithNotifications(2);
    const [newest, oldest] = (await call(ctx.app, 'GET', 'notifications', { token })).json().data;
    const res = await call(ctx.app, 'PATCH', `notifications/${oldest.id}/read`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ...oldest, read_at: expect.any(String) }, message: 'The notification was marked as read.' });
    const again = await call(ctx.app, 'PATCH', `notifications/${oldest.id}/read`, { token });
    expect(again.json().data.read_at).toBe(res.json().data.read_at);
    const unread = await call(ctx.app, 'GET', 'notifications', { token, query: { unread: 'true' } });
    expect(unread.json().data.map((n: { id: number }) => n.id)).toEqual([newest.id]);
  });

  it('marks all as read', async () => {
    const { user, token } = await userWithNotifications(3);
    const res = await call(ctx.app, 'POST', 'notifications/read-all', { token });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.user_id, user.id));
    expectEvery(rows, (row) => row.read_at !== null);
    expect((await call(ctx.app, 'GET', 'notifications', { token, query: { unread: '1' } })).json().meta.total).toBe(0);
  });

  it("answers 404 to another user's notification and leaves it unread", async () => {
    const { token } = await userWithNotifications(0);
    const { user: other } = await userWithNotifications(1);
    const [theirs] = await ctx.db.select().from(notifications).where(eq(notifications.user_id, other.id));
    const res = await call(ctx.app, 'PATCH', `notifications/${theirs!.id}/read`, { token });
    expect(res.statusCode).toBe(404);
    expect((await ctx.db.select().from(notifications).where(eq(notifications.id, theirs!.id)))[0]!.read_at).toBeNull();
    await call(ctx.app, 'POST', 'notifications/read-all', { token });
    expect((await ctx.db.select().from(notifications).where(eq(notifications.id, theirs!.id)))[0]!.read_at).toBeNull();
  });

  it('refuses an unknown sort field and a mistyped filter with 422', async () => {
    const { token } = await userWithNotifications(0);
    expect((await call(ctx.app, 'GET', 'notifications', { token, query: { sort: 'title' } })).json().errors).toHaveProperty('sort');
    expect((await call(ctx.app, 'GET', 'notifications', { token, query: { unread: 'perhaps' } })).json().errors).toHaveProperty('unread');
  });
});
