// The reminders of one sale, newest first, as its page shows them: the line and step, and what
// became of the message (the platform's message log) — or why none could be sent.
import { desc, eq } from 'drizzle-orm';
import type { SaleReminder } from '../../../shared/sale-reminders.ts';
import type { Database } from '../../db/client.ts';
import { messageLogs } from '../../db/contacts-schema.ts';
import { saleReminders } from '../../db/sale-reminders-schema.ts';
import { saleScheduleLines } from '../../db/sales-schema.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { findReadableSale } from '../sales/scope.ts';

export async function listSaleReminders(db: Database, tenant: TenantContext, saleId: number): Promise<{ data: SaleReminder[] }> {
  const sale = await findReadableSale(db, tenant, saleId);
  const rows = await db
    .select({
      reminder: saleReminders,
      line_label: saleScheduleLines.label,
      log_provider: messageLogs.provider,
      log_status: messageLogs.status,
      log_error: messageLogs.error,
      sent_at: messageLogs.sent_at,
    })
    .from(saleReminders)
    .innerJoin(saleScheduleLines, eq(saleScheduleLines.id, saleReminders.line_id))
    .leftJoin(messageLogs, eq(messageLogs.id, saleReminders.message_log_id))
    .where(eq(saleReminders.sale_id, sale.id))
    .orderBy(desc(saleReminders.created_at), desc(saleReminders.id));
  return {
    data: rows.map(({ reminder, line_label, log_provider, log_status, log_error, sent_at }) => ({
      id: reminder.id,
      line_id: reminder.line_id,
      line_label,
      step_days: reminder.step_days,
      due_date: reminder.due_date,
      recipient_phone: reminder.recipient_phone,
      language: reminder.language,
      provider: log_provider,
      status: log_status ?? reminder.status,
      reason: reminder.reason,
      error: log_error,
      message_log_id: reminder.message_log_id,
      created_at: reminder.created_at.toISOString(),
      sent_at: sent_at?.toISOString() ?? null,
    })),
  };
}
