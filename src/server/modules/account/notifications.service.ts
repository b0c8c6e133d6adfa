// In-app notifications of the signed-in user: listed newest first, marked read one by one or
// all at once. Other modules create them with `notify` inside their own transactions.
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppNotification } from '../../../shared/account.ts';
import type { ListResponse } from '../../../shared/api.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { orderBy, paginate, searchAcross, type ListQuery } from '../../http/lists.ts';
import { currentTime } from '../../services/clock.ts';

export type NotificationSort = 'created_at' | 'id';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationResource(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data: row.data,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export interface NewNotification {
  userId: number;
  type: string;
  title: string;
  body: string;
  data?: Record<string, unknown>;
}

export async function notify(db: Executor, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values({
    user_id: notification.userId,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    data: notification.data ?? {},
  });
}

export function listNotifications(
  db: Database,
  userId: number,
  query: ListQuery<NotificationSort> & { unread?: boolean },
): Promise<ListResponse<AppNotification>> {
  const conditions: (SQL | undefined)[] = [
    eq(notifications.user_id, userId),
    query.unread ? isNull(notifications.read_at) : undefined,
    searchAcross([notifications.title, notifications.body], query.search),
  ];
  const where = and(...conditions);
  return paginate(
    query,
    async (limit, offset) =>
      (
        await db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(...orderBy({ created_at: notifications.created_at, id: notifications.id }, query, notifications.id))
          .limit(limit)
          .offset(offset)
      ).map(toNotificationResource),
    async () => (await db.select({ n: count() }).from(notifications).where(where))[0]!.n,
  );
}

export async function markRead(
  db: Database,
  userId: number,
  id: number,
  now = currentTime(),
): Promise<{ data: AppNotification; message: string }> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .limit(1);
  if (!row) throw notFound();
  // Reading again keeps the first reading time.
  const [updated] = row.read_at ? [row] : await db.update(notifications).set({ read_at: now }).where(eq(notifications.id, id)).returning();
  return { data: toNotificationResource(updated!), message: 'The notification was marked as read.' };
}

export async function markAllRead(db: Database, userId: number, now = currentTime()): Promise<{ message: string }> {
  await db
    .update(notifications)
    .set({ read_at: now })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return { message: 'All notifications were marked as read.' };
}
