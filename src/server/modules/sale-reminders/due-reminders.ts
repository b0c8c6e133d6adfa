// Queuing the payment reminders that are due (docs/domain.md "Payment reminder"). For each
// organization with reminders on, on its own day: every open line of an active sale's current
// schedule whose due date plus a step is today (or up to REMINDER_CATCH_UP_DAYS before, for a
// server that was down) gets one reminder for that step, through the messenger's queue — the
// platform's message log, sent by the queue worker like any message.
//
// Once: the reminder row is inserted first, ON CONFLICT (line, step) DO NOTHING, and only the rows
// this call inserted get a message, in the same transaction. Two servers looking at once both try;
// the database's unique index lets one insert through and the other's insert waits for it, then
// does nothing. A line is "open" when what is allocated to it, and the sale's pending cheques
// (allocated oldest line first, as they will be on their date), leave something to pay.
import { countries } from 'countries-list';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { renderTemplate, type MessageProvider } from '../../../shared/contacts.ts';
import { formatDate } from '../../../shared/date-format.ts';
import { formatLocaleOf, type Language } from '../../../shared/languages.ts';
import { formatMoney } from '../../../shared/money.ts';
import { normalizePhone } from '../../../shared/phones.ts';
import { REMINDER_CATCH_UP_DAYS, type PaymentReminderField, type ReminderFailure } from '../../../shared/sale-reminders.ts';
import { addDays } from '../../../shared/time-zones.ts';
import type { Database, Executor } from '../../db/client.ts';
import { messageLogs, messageTemplates } from '../../db/contacts-schema.ts';
import { saleReminders, saleReminderSettings } from '../../db/sale-reminders-schema.ts';
import { saleBuyers } from '../../db/sales-schema.ts';
import { organizations } from '../../db/schema.ts';
import { todayIn } from '../../services/time-zones.ts';

interface DueLine {
  line_id: number;
  sale_id: number;
  label: string;
  due_date: string;
  step_days: number;
  open: number;
  currency: string;
  unit_number: string;
  building: string;
  project: string;
}

type Template = typeof messageTemplates.$inferSelect;

/** The buyer's language: Arabic for a national of a country where Arabic is spoken, else English. */
export function reminderLanguage(nationality: string | null): Language {
  const country = nationality ? countries[nationality.toUpperCase() as keyof typeof countries] : undefined;
  return country?.languages.includes('ar') ? 'ar' : 'en';
}

/** The active payment reminder template in `language` (`ar` matches `ar_AE`), else one in the other. */
export function templateFor(templates: Template[], language: Language): Template | null {
  const inLanguage = (wanted: string) => templates.find((template) => template.language.split('_')[0] === wanted) ?? null;
  return inLanguage(language) ?? inLanguage(language === 'ar' ? 'en' : 'ar');
}

/**
 * The lines of the organization due a reminder at one of `steps` today: open, of an active sale's
 * current schedule, and with no reminder yet at this step or a later one.
 */
async function dueLines(db: Executor, organizationId: number, steps: number[], today: string): Promise<DueLine[]> {
  const earliest = addDays(today, -Math.max(...steps) - REMINDER_CATCH_UP_DAYS);
  const latest = addDays(today, -Math.min(...steps));
  const result = (await db.execute(sql`
    with step as (select unnest(${sql.raw(`array[${steps.map(Number).join(',')}]::int[]`)}) as step_days),
    line as (
      select l.id, l.sale_id, l.label, l.due_date, l.sequence, l.amount - coalesce(paid.amount, 0) as open
      from sale_schedule_lines l
      join sale_schedules sc on sc.id = l.schedule_id and sc.is_current
      join sales s on s.id = l.sale_id and s.status = 'active'
      left join lateral (select sum(a.amount) as amount from sale_receipt_allocations a where a.line_id = l.id) paid on true
      where l.organization_id = ${organizationId} and l.due_date between ${earliest} and ${latest}
    )
    select line.id as line_id, line.sale_id, line.label, to_char(line.due_date, 'YYYY-MM-DD') as due_date, step.step_days,
      line.open::bigint as open, s.currency, u.unit_number, b.name as building, p.name as project
    from line
    join step on line.due_date + step.step_days between ${today}::date - ${REMINDER_CATCH_UP_DAYS}::int and ${today}::date
    join sales s on s.id = line.sale_id
    join units u on u.id = s.unit_id
    join buildings b on b.id = u.building_id
    join projects p on p.id = b.project_id
    where line.open > 0
      and not exists (select 1 from sale_reminders r where r.line_id = line.id and r.step_days >= step.step_days)
      -- Still open once the pending cheques are counted, oldest line first.
      and (
        select coalesce(sum(l2.amount - coalesce((select sum(a.amount) from sale_receipt_allocations a where a.line_id = l2.id), 0)), 0)
        from sale_schedule_lines l2 join sale_schedules sc2 on sc2.id = l2.schedule_id and sc2.is_current
        where l2.sale_id = line.sale_id
          and (l2.due_date < line.due_date or (l2.due_date = line.due_date and l2.sequence <= line.sequence))
      ) > (
        select coalesce(sum(r.amount), 0) from sale_receipts r where r.sale_id = line.sale_id and r.status = 'pending'
      )
    order by line.due_date, line.id, step.step_days desc`)) as { rows: DueLine[] };
  // One reminder per line per pass: its latest step due (a catch-up never sends an earlier one after).
  const seen = new Set<number>();
  return result.rows
    .map((row) => ({ ...row, open: Number(row.open), step_days: Number(row.step_days) }))
    .filter((row) => (seen.has(row.line_id) ? false : (seen.add(row.line_id), true)));
}

function reminderValues(line: DueLine, buyerName: string, organization: string, language: Language, today: string) {
  const locale = formatLocaleOf(language);
  const values: Record<PaymentReminderField, string> = {
    buyer_name: buyerName,
    organization,
    project: line.project,
    building: line.building,
    unit: line.unit_number,
    installment: line.label,
    amount: formatMoney(line.open, line.currency, { locale }),
    due_date: formatDate(line.due_date, { locale }) ?? line.due_date,
    days_late: String(Math.max(0, Math.round((Date.parse(today) - Date.parse(line.due_date)) / 86_400_000))),
  };
  return values;
}

interface OrganizationReminders {
  organization_id: number;
  organization: string;
  time_zone: string;
  provider: MessageProvider;
  steps: number[];
}

/** Queues the organization's due reminders; answers how many messages were queued. */
async function queueForOrganization(db: Database, settings: OrganizationReminders, platformId: number, now: Date): Promise<number> {
  const today = todayIn(settings.time_zone, now);
  const lines = await dueLines(db, settings.organization_id, settings.steps, today);
  if (!lines.length) return 0;
  const saleIds = [...new Set(lines.map((line) => line.sale_id))];
  const buyers = await db
    .select({ sale_id: saleBuyers.sale_id, full_name: saleBuyers.full_name, phone: saleBuyers.phone, nationality: saleBuyers.nationality })
    .from(saleBuyers)
    .where(inArray(saleBuyers.sale_id, saleIds))
    .orderBy(asc(saleBuyers.sale_id), asc(saleBuyers.position));
  const firstBuyer = new Map<number, (typeof buyers)[number]>();
  for (const buyer of buyers) if (!firstBuyer.has(buyer.sale_id)) firstBuyer.set(buyer.sale_id, buyer);
  const templates = await db
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.organization_id, platformId),
        eq(messageTemplates.provider, settings.provider),
        eq(messageTemplates.purpose, 'payment_reminder'),
        eq(messageTemplates.status, 'active'),
      ),
    )
    .orderBy(asc(messageTemplates.id));

  let queued = 0;
  for (const line of lines) {
    const buyer = firstBuyer.get(line.sale_id);
    const language = reminderLanguage(buyer?.nationality ?? null);
    const phone = buyer ? normalizePhone(buyer.phone, buyer.nationality) : null;
    const template = templateFor(templates, language);
    const reason: ReminderFailure | null = !phone ? 'no_phone' : !template ? 'no_template' : null;
    await db.transaction(async (tx) => {
      const [reminder] = await tx
        .insert(saleReminders)
        .values({
          organization_id: settings.organization_id,
          sale_id: line.sale_id,
          line_id: line.line_id,
          step_days: line.step_days,
          due_date: line.due_date,
          language: template?.language ?? language,
          recipient_phone: phone,
          status: reason ? 'failed' : 'queued',
          reason,
          created_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: saleReminders.id });
      if (!reminder || reason) return;
      const values = reminderValues(line, buyer!.full_name, settings.organization, language, today);
      const [log] = await tx
        .insert(messageLogs)
        .values({
          organization_id: platformId,
          provider: settings.provider,
          template_id: template!.id,
          template_name: template!.name,
          template_language: template!.language,
          recipient_name: buyer!.full_name,
          recipient_phone: phone!,
          body: renderTemplate(template!.body, values),
          variables: values,
          status: 'queued',
          created_at: now,
          updated_at: now,
        })
        .returning({ id: messageLogs.id });
      await tx.update(saleReminders).set({ message_log_id: log!.id }).where(eq(saleReminders.id, reminder.id));
      queued++;
    });
  }
  return queued;
}

/** Queues every organization's due reminders; answers how many messages were queued. */
export async function queueDueReminders(db: Database, now: Date): Promise<number> {
  const [platform] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.kind, 'platform'))
    .orderBy(asc(organizations.id))
    .limit(1);
  if (!platform) return 0;
  const enabled = await db
    .select({
      organization_id: saleReminderSettings.organization_id,
      organization: organizations.name,
      time_zone: organizations.time_zone,
      provider: saleReminderSettings.provider,
      steps: saleReminderSettings.steps,
    })
    .from(saleReminderSettings)
    .innerJoin(organizations, eq(organizations.id, saleReminderSettings.organization_id))
    .where(eq(saleReminderSettings.enabled, true));
  let queued = 0;
  for (const settings of enabled) if (settings.steps.length) queued += await queueForOrganization(db, settings, platform.id, now);
  return queued;
}
