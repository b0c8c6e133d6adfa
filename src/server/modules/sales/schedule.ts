// A sale's schedule (docs/domain.md "Sale schedule"): a plan's installments made dated lines on the
// sale's final price (src/shared/schemas/payment-plans.ts computeSchedule: exact minor units, the
// remainder on the last line), stored as a version of the sale's schedules. Dates follow the
// inventory: booking-relative lines count from the sale's booking date; handover-relative ones
// from the building's handover date, else the project's, and move when either changes
// (`followHandover`); a construction milestone gets its date the day the developer records the
// project's progress reaching it (`dateReachedMilestones`), or the booking date when the project
// had already reached it.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DueType } from '../../../shared/inventory.ts';
import type { ScheduleSource } from '../../../shared/sales.ts';
import { computeSchedule, dueDate, percentageInHundredths, type Installment } from '../../../shared/schemas/payment-plans.ts';
import type { Executor } from '../../db/client.ts';
import { buildings, projects, units } from '../../db/inventory-schema.ts';
import { sales, saleScheduleLines, saleSchedules } from '../../db/sales-schema.ts';
import { organizationTimeZone, todayIn } from '../../services/time-zones.ts';

const HANDOVER_TYPES: DueType[] = ['on_handover', 'months_after_handover'];

export interface ScheduleFacts {
  final_price: number;
  booking_date: string;
  handover_date: string | null;
  construction_progress: number;
}

export interface PlannedLine {
  sequence: number;
  label: string;
  percentage_hundredths: number;
  due_type: DueType;
  due_value: number | null;
  due_date: string | null;
  amount: number;
}

/** The dated lines of `installments` on the sale's final price. */
export function planLines(installments: readonly Installment[], facts: ScheduleFacts): PlannedLine[] {
  return computeSchedule(facts.final_price, installments, { booking_date: facts.booking_date, handover_date: facts.handover_date }).map(
    (line, index) => ({
      sequence: index + 1,
      label: line.label,
      percentage_hundredths: percentageInHundredths(line.percentage),
      due_type: line.due_type,
      due_value: line.due_value,
      due_date:
        line.due_type === 'construction_percent' && line.due_value !== null && facts.construction_progress >= line.due_value
          ? facts.booking_date
          : line.due_date,
      amount: line.amount,
    }),
  );
}

export interface NewSchedule {
  organization_id: number;
  sale_id: number;
  version: number;
  source: ScheduleSource;
  payment_plan_id: number | null;
  plan_name: string;
  installments: Installment[];
  reason: string | null;
  created_by: number | null;
  created_at: Date;
}

/** Writes a schedule version and its lines; answers its id. */
export async function insertSchedule(tx: Executor, schedule: NewSchedule, facts: ScheduleFacts): Promise<number> {
  const [row] = await tx
    .insert(saleSchedules)
    .values({ ...schedule, is_current: true })
    .returning({ id: saleSchedules.id });
  const lines = planLines(schedule.installments, facts);
  await tx
    .insert(saleScheduleLines)
    .values(lines.map((line) => ({ ...line, organization_id: schedule.organization_id, schedule_id: row!.id, sale_id: schedule.sale_id })));
  return row!.id;
}

/** Current lines of the active sales of units matching `where` (joined with units and buildings). */
function currentLinesOf(tx: Executor, where: ReturnType<typeof and>) {
  return tx
    .select({
      id: saleScheduleLines.id,
      sale_id: saleScheduleLines.sale_id,
      due_type: saleScheduleLines.due_type,
      due_value: saleScheduleLines.due_value,
      due_date: saleScheduleLines.due_date,
      booking_date: sales.booking_date,
      building_handover: buildings.handover_date,
      project_handover: projects.handover_date,
    })
    .from(saleScheduleLines)
    .innerJoin(saleSchedules, and(eq(saleSchedules.id, saleScheduleLines.schedule_id), eq(saleSchedules.is_current, true)))
    .innerJoin(sales, and(eq(sales.id, saleScheduleLines.sale_id), eq(sales.status, 'active')))
    .innerJoin(units, eq(units.id, sales.unit_id))
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(where);
}

/**
 * Locks the sales whose lines are about to move, in id order, before any line: moving a line makes
 * the database recompute its sale's open amounts under the sale's lock (migration
 * 0040_open_amounts), and a receipt holds its sale's lock while it writes the same lines, so taking
 * the sales first keeps the two from waiting on each other.
 */
async function lockSalesOf(tx: Executor, lines: { sale_id: number }[]): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.sale_id))].sort((a, b) => a - b);
  if (ids.length) await tx.select({ id: sales.id }).from(sales).where(inArray(sales.id, ids)).orderBy(sales.id).for('no key update');
}

/**
 * Moves the handover-relative lines of the current schedules of the project's (or one building's)
 * active sales to the handover date in force now; called in the transaction that changed it.
 */
export async function followHandover(tx: Executor, scope: { projectId: number } | { buildingId: number }): Promise<number> {
  const where = and(
    'projectId' in scope ? eq(projects.id, scope.projectId) : eq(buildings.id, scope.buildingId),
    inArray(saleScheduleLines.due_type, HANDOVER_TYPES),
  );
  // A project's sales share a few handover dates and month offsets: one update per new date, not
  // one per line (a launched tower has thousands of lines).
  const linesByDate = new Map<string | null, number[]>();
  const lines = await currentLinesOf(tx, where);
  for (const line of lines) {
    const date = dueDate(line.due_type, line.due_value, {
      booking_date: line.booking_date,
      handover_date: line.building_handover ?? line.project_handover,
    });
    if (date === line.due_date) continue;
    const ids = linesByDate.get(date);
    if (ids) ids.push(line.id);
    else linesByDate.set(date, [line.id]);
  }
  if (linesByDate.size) await lockSalesOf(tx, lines);
  let moved = 0;
  for (const [date, ids] of linesByDate) {
    await tx.update(saleScheduleLines).set({ due_date: date }).where(inArray(saleScheduleLines.id, ids));
    moved += ids.length;
  }
  return moved;
}

/**
 * Dates the construction milestones of the project's active sales that its progress now reaches:
 * due today, in the organization's time zone. A milestone already dated keeps its date, and a
 * progress recorded lower later takes none back.
 */
export async function dateReachedMilestones(tx: Executor, organizationId: number, projectId: number, progress: number): Promise<number> {
  const waiting = await currentLinesOf(
    tx,
    and(
      eq(projects.id, projectId),
      eq(saleScheduleLines.organization_id, organizationId),
      eq(saleScheduleLines.due_type, 'construction_percent'),
      isNull(saleScheduleLines.due_date),
      lte(saleScheduleLines.due_value, progress),
    ),
  );
  if (waiting.length === 0) return 0;
  await lockSalesOf(tx, waiting);
  const today = todayIn(await organizationTimeZone(tx, organizationId));
  await tx
    .update(saleScheduleLines)
    .set({ due_date: today })
    .where(
      and(
        inArray(
          saleScheduleLines.id,
          waiting.map((line) => line.id),
        ),
        sql`${saleScheduleLines.due_date} is null`,
      ),
    );
  return waiting.length;
}
