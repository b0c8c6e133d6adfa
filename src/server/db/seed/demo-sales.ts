// Demo sales of Skyline Builders (docs/domain.md "Sale"), made from the units the units seed booked
// or sold: each has one or two buyers, the organization's default fees (4 % land registration and
// a fixed admin fee, also written as its fee settings), a building plan's schedule on the final
// price, and the seller — the developer's team, the platform's sales team or an outside agency.
// One sale was re-planned (two schedule versions). Payments (docs/domain.md "Payments"): each sale
// has a first receipt on its down payment, some only part of it (so the line is overdue); one
// sale has a bounced cheque and one a post-dated cheque still pending. Deterministic: every value
// follows from the unit's place in the list. Commissions (docs/domain.md "Commission"): earned at the
// booking at each project's rates; each sale's line is pending, one approved and one paid.
import { DEFAULT_REMINDER_STEPS } from '../../../shared/sale-reminders.ts';
import { saleReminderSettings } from '../sale-reminders-schema.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { feeAmount } from '../../../shared/schemas/sales.ts';
import type { Installment } from '../../../shared/schemas/payment-plans.ts';
import { DEFAULT_TIME_ZONE, localDay } from '../../../shared/time-zones.ts';
import type { Executor } from '../client.ts';
import { buildings, paymentPlans, projects, units } from '../inventory-schema.ts';
import { reachCommissionStage } from '../../modules/commissions/commission-lines.ts';
import { reallocate } from '../../modules/sales/receipts.service.ts';
import { insertSchedule } from '../../modules/sales/schedule.ts';
import { currentTime } from '../../services/clock.ts';
import { commissionRates, commissions, commissionSettings } from '../commissions-schema.ts';
import { saleBuyers, saleFeeDefaults, saleFees, saleReceipts, sales, saleSchedules } from '../sales-schema.ts';

const DAY = 86_400_000;

const BUYERS: { full_name: string; nationality: string; id_number: string; email: string | null; phone: string }[] = [
  {
    full_name: 'Khalid Al Nuaimi',
    nationality: 'AE',
    id_number: '784-1985-4821936-2',
    email: 'khalid.nuaimi@example.test',
    phone: '+971 50 555 0211',
  },
  { full_name: 'Anita Sharma', nationality: 'IN', id_number: 'P7721934', email: 'anita.sharma@example.test', phone: '+971 55 555 0237' },
  { full_name: 'Youssef Benali', nationality: 'MA', id_number: 'MA4419283', email: null, phone: '+971 52 555 0254' },
  { full_name: 'Elena Petrova', nationality: 'RU', id_number: '75 1928374', email: 'elena.petrova@example.test', phone: '+7 916 555 0172' },
  { full_name: 'Hessa Al Marri', nationality: 'QA', id_number: '28963401187', email: 'hessa.marri@example.test', phone: '+974 5555 0193' },
  {
    full_name: 'Thomas Becker',
    nationality: 'DE',
    id_number: 'C01X00T47',
    email: 'thomas.becker@example.test',
    phone: '+49 151 5550 1288',
  },
];

const FEES = [
  { label: 'DLD land registration', kind: 'percent' as const, rate_hundredths: 400, fixed_amount: null },
  { label: 'Admin fee', kind: 'fixed' as const, rate_hundredths: null, fixed_amount: 420_000 },
];

const LONGER_PLAN: Installment[] = [
  { label: 'Down payment', percentage: 10, due_type: 'on_booking', due_value: null },
  { label: 'Twelve months', percentage: 20, due_type: 'months_after_booking', due_value: 12 },
  { label: 'Twenty-four months', percentage: 20, due_type: 'months_after_booking', due_value: 24 },
  { label: 'On handover', percentage: 50, due_type: 'on_handover', due_value: null },
];

export async function seedDemoSales(
  tx: Executor,
  refs: { developerId: number; developerAdminId: number; salesManagerId: number; currency?: string },
): Promise<number> {
  const currency = refs.currency ?? 'AED';
  await tx.insert(saleFeeDefaults).values(FEE_DEFAULTS(refs.developerId, currency));
  // Reminders on, at the usual steps, through the log provider (nothing leaves the machine).
  await tx.insert(saleReminderSettings).values({
    organization_id: refs.developerId,
    enabled: true,
    provider: 'log',
    steps: [...DEFAULT_REMINDER_STEPS],
    updated_by: refs.developerAdminId,
  });
  const rows = await tx
    .select({
      unit: units,
      building_handover: buildings.handover_date,
      project_handover: projects.handover_date,
      progress: projects.construction_progress,
      currency: projects.currency,
    })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .where(and(eq(units.organization_id, refs.developerId), inArray(units.status, ['booked', 'sold'])))
    .orderBy(asc(units.id))
    .limit(8);
  if (rows.length === 0) return 0;
  await seedCommissionSettings(tx, refs.developerId, refs.developerAdminId);
  const plans = await tx
    .select()
    .from(paymentPlans)
    .where(
      inArray(
        paymentPlans.building_id,
        rows.map((row) => row.unit.building_id),
      ),
    )
    .orderBy(asc(paymentPlans.id));
  let recorded = 0;
  for (const [index, row] of rows.entries()) {
    const plan = plans.find((candidate) => candidate.building_id === row.unit.building_id);
    if (!plan) continue;
    const bookedAt = row.unit.status_changed_at ?? new Date();
    const bookingDate = localDay(bookedAt, DEFAULT_TIME_ZONE);
    const discount = index % 3 === 0 ? Math.round(row.unit.price * 0.02) : 0;
    const finalPrice = row.unit.price - discount;
    const seller = index % 4 === 1 ? 'platform' : index % 4 === 3 ? 'agency' : 'developer';
    const [sale] = await tx
      .insert(sales)
      .values({
        organization_id: refs.developerId,
        unit_id: row.unit.id,
        currency: row.currency,
        list_price: row.unit.price,
        discount,
        final_price: finalPrice,
        booking_date: bookingDate,
        spa_date: row.unit.status === 'sold' ? localDay(new Date(bookedAt.getTime() + 14 * DAY), DEFAULT_TIME_ZONE) : null,
        seller_type: seller,
        agency_name: seller === 'agency' ? 'Gulf Keys Real Estate' : null,
        agency_licence: seller === 'agency' ? 'RERA-ORN-20417' : null,
        created_by: seller === 'platform' ? refs.salesManagerId : refs.developerAdminId,
        created_at: bookedAt,
        updated_at: bookedAt,
      })
      .returning({ id: sales.id });
    const saleId = sale!.id;
    const buyers =
      index % 5 === 2 ? [BUYERS[index % BUYERS.length]!, BUYERS[(index + 1) % BUYERS.length]!] : [BUYERS[index % BUYERS.length]!];
    await tx
      .insert(saleBuyers)
      .values(buyers.map((buyer, position) => ({ ...buyer, organization_id: refs.developerId, sale_id: saleId, position })));
    await tx.insert(saleFees).values(
      FEES.map((fee, position) => ({
        organization_id: refs.developerId,
        sale_id: saleId,
        position,
        label: fee.label,
        kind: fee.kind,
        rate_hundredths: fee.rate_hundredths,
        amount: feeAmount(fee, finalPrice),
      })),
    );
    const facts = {
      final_price: finalPrice,
      booking_date: bookingDate,
      handover_date: row.building_handover ?? row.project_handover,
      construction_progress: row.progress,
    };
    const first = {
      organization_id: refs.developerId,
      sale_id: saleId,
      version: 1,
      source: 'building_plan' as const,
      payment_plan_id: plan.id,
      plan_name: plan.name,
      installments: plan.installments,
      reason: null,
      created_by: refs.developerAdminId,
      created_at: bookedAt,
    };
    await insertSchedule(tx, first, facts);
    if (index === 0) {
      // The buyer asked for longer: the first schedule stays in the history.
      const replannedAt = new Date(bookedAt.getTime() + 10 * DAY);
      await tx
        .update(saleSchedules)
        .set({ is_current: false, superseded_at: replannedAt, superseded_by: refs.developerAdminId })
        .where(eq(saleSchedules.sale_id, saleId));
      await insertSchedule(
        tx,
        {
          ...first,
          version: 2,
          source: 'custom',
          payment_plan_id: null,
          plan_name: 'Custom',
          installments: LONGER_PLAN,
          reason: 'The buyer asked for a longer plan',
          created_at: replannedAt,
        },
        facts,
      );
    }
    await reachCommissionStage(tx, saleId, 'recorded');
    if (index === 1 || index === 2) {
      const approvedAt = new Date(bookedAt.getTime() + 20 * DAY);
      const paidAt = new Date(bookedAt.getTime() + 35 * DAY);
      await tx
        .update(commissions)
        .set(
          index === 1
            ? { status: 'approved', approved_at: approvedAt, approved_by: refs.developerAdminId }
            : {
                status: 'paid',
                approved_at: approvedAt,
                approved_by: refs.developerAdminId,
                paid_at: paidAt,
                paid_by: refs.developerAdminId,
                paid_date: localDay(paidAt, DEFAULT_TIME_ZONE),
                payment_reference: 'TT-COMM-0001',
              },
        )
        .where(eq(commissions.sale_id, saleId));
    }
    await seedReceipts(tx, { organizationId: refs.developerId, userId: refs.developerAdminId, saleId, index, bookedAt, finalPrice });
    recorded++;
  }
  return recorded;
}

/** Commissions at the booking; every project rated for the four seller types (2 %, 1.5 %, 2.5 %, 3 %). */
async function seedCommissionSettings(tx: Executor, organizationId: number, userId: number) {
  await tx.insert(commissionSettings).values({ organization_id: organizationId, trigger: 'booking', updated_by: userId });
  const projectRows = await tx.select({ id: projects.id }).from(projects).where(eq(projects.organization_id, organizationId));
  const rates = { developer: 200, platform: 150, broker: 250, agency: 300 } as const;
  if (projectRows.length)
    await tx.insert(commissionRates).values(
      projectRows.flatMap((project) =>
        Object.entries(rates).map(([seller_type, rate_hundredths]) => ({
          organization_id: organizationId,
          project_id: project.id,
          seller_type: seller_type as keyof typeof rates,
          rate_hundredths,
        })),
      ),
    );
}

/** The demo payments of the `index`th sale, allocated by the one rule (receipts.allocation.ts). */
async function seedReceipts(
  tx: Executor,
  sale: { organizationId: number; userId: number; saleId: number; index: number; bookedAt: Date; finalPrice: number },
) {
  const now = currentTime();
  const day = (at: Date) => localDay(at, DEFAULT_TIME_ZONE);
  const today = day(now);
  const after = (days: number) => {
    const at = new Date(sale.bookedAt.getTime() + days * DAY);
    return at > now ? now : at;
  };
  const base = { organization_id: sale.organizationId, sale_id: sale.saleId, created_by: sale.userId };
  // Every other sale pays its down payment only in part: the rest of that line is overdue.
  const share = sale.index % 2 === 0 ? 0.1 : 0.04;
  await tx.insert(saleReceipts).values({
    ...base,
    amount: Math.round(sale.finalPrice * share),
    received_date: day(after(2)),
    method: 'bank_transfer',
    reference: `TT-${String(sale.saleId).padStart(6, '0')}`,
    status: 'received',
    created_at: after(2),
  });
  if (sale.index === 1) {
    await tx.insert(saleReceipts).values({
      ...base,
      amount: Math.round(sale.finalPrice * 0.05),
      received_date: day(after(20)),
      method: 'cheque',
      cheque_number: '004417',
      cheque_bank: 'Emirates NBD',
      cheque_date: day(after(20)),
      status: 'bounced',
      bounce_reason: 'Returned unpaid: insufficient funds',
      bounced_at: after(25),
      bounced_by: sale.userId,
      created_at: after(20),
    });
  }
  if (sale.index === 2) {
    const chequeDate = day(new Date(now.getTime() + 30 * DAY));
    await tx.insert(saleReceipts).values({
      ...base,
      amount: Math.round(sale.finalPrice * 0.1),
      received_date: chequeDate,
      method: 'cheque',
      cheque_number: '118203',
      cheque_bank: 'Abu Dhabi Commercial Bank',
      cheque_date: chequeDate,
      status: chequeDate > today ? 'pending' : 'received',
      created_at: now,
    });
  }
  await reallocate(tx, { id: sale.saleId, organization_id: sale.organizationId });
}

const FEE_DEFAULTS = (organizationId: number, currency: string) =>
  FEES.map((fee, position) => ({ organization_id: organizationId, position, currency, ...fee }));
