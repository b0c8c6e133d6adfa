// Reading sales: the list rows (with the unit, building, project and first buyer), and one sale
// with its buyers, fees and every version of its schedule.
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SaleBuyer, SaleDetail, SaleFee, SaleListItem, SaleSchedule } from '../../../shared/sales.ts';
import type { Executor } from '../../db/client.ts';
import { deals, leads } from '../../db/crm-schema.ts';
import { buildings, projects, units } from '../../db/inventory-schema.ts';
import { qualified } from '../../db/qualified.ts';
import { saleBuyers, saleFees, saleOffers, sales, saleScheduleLines, saleSchedules } from '../../db/sales-schema.ts';
import { organizations, users } from '../../db/schema.ts';
import { onPage, type ListPage } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { recordsPayments, salePayments } from './receipts.service.ts';
import { refundsOf } from './refunds.service.ts';
import { managesSale, type SaleRow } from './scope.ts';

const firstBuyerName = sql<string>`coalesce((select ${qualified(saleBuyers.full_name)} from ${saleBuyers} where ${qualified(saleBuyers.sale_id)} = ${qualified(sales.id)} order by ${qualified(saleBuyers.position)} limit 1), '')`;
const buyersCount =
  sql<number>`(select count(*) from ${saleBuyers} where ${qualified(saleBuyers.sale_id)} = ${qualified(sales.id)})`.mapWith(Number);

/** The rows of GET sales for `where` (over sales joined with units, buildings and projects). */
export async function selectSaleRows(db: Executor, where: SQL | undefined, page?: ListPage): Promise<SaleListItem[]> {
  const query = db
    .select({
      id: sales.id,
      organization_id: sales.organization_id,
      developer_name: organizations.name,
      unit_id: sales.unit_id,
      unit_number: units.unit_number,
      building_id: buildings.id,
      building_name: buildings.name,
      project_id: projects.id,
      project_name: projects.name,
      buyer_name: firstBuyerName,
      buyers_count: buyersCount,
      currency: sales.currency,
      list_price: sales.list_price,
      discount: sales.discount,
      final_price: sales.final_price,
      booking_date: sales.booking_date,
      spa_date: sales.spa_date,
      status: sales.status,
      seller_type: sales.seller_type,
      created_at: sales.created_at,
    })
    .from(sales)
    .innerJoin(units, eq(units.id, sales.unit_id))
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .innerJoin(projects, eq(projects.id, buildings.project_id))
    .innerJoin(organizations, eq(organizations.id, sales.organization_id))
    .where(where)
    .$dynamic();
  const rows = await onPage(query, page);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** The joins the list's count needs for its filters. */
export function countSales(db: Executor, where: SQL | undefined) {
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sales)
    .innerJoin(units, eq(units.id, sales.unit_id))
    .innerJoin(buildings, eq(buildings.id, units.building_id))
    .where(where);
}

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

async function schedulesOf(db: Executor, saleId: number): Promise<SaleSchedule[]> {
  const creator = alias(users, 'schedule_creator');
  const versions = await db
    .select({ schedule: saleSchedules, creator_name: creator.full_name })
    .from(saleSchedules)
    .leftJoin(creator, eq(creator.id, saleSchedules.created_by))
    .where(eq(saleSchedules.sale_id, saleId))
    .orderBy(desc(saleSchedules.version));
  const lines = versions.length
    ? await db
        .select()
        .from(saleScheduleLines)
        .where(
          inArray(
            saleScheduleLines.schedule_id,
            versions.map((version) => version.schedule.id),
          ),
        )
        .orderBy(asc(saleScheduleLines.schedule_id), asc(saleScheduleLines.sequence))
    : [];
  return versions.map(({ schedule, creator_name }) => {
    const own = lines.filter((line) => line.schedule_id === schedule.id);
    return {
      id: schedule.id,
      version: schedule.version,
      source: schedule.source,
      payment_plan_id: schedule.payment_plan_id,
      plan_name: schedule.plan_name,
      reason: schedule.reason,
      is_current: schedule.is_current,
      created_at: schedule.created_at.toISOString(),
      created_by: person(schedule.created_by, creator_name),
      superseded_at: schedule.superseded_at?.toISOString() ?? null,
      total: own.reduce((sum, line) => sum + line.amount, 0),
      lines: own.map((line) => ({
        id: line.id,
        sequence: line.sequence,
        label: line.label,
        percentage: line.percentage_hundredths / 100,
        due_type: line.due_type,
        due_value: line.due_value,
        due_date: line.due_date,
        amount: line.amount,
      })),
    };
  });
}

/** One sale as GET sales/{id} answers it. */
export async function saleDetail(db: Executor, tenant: TenantContext, sale: SaleRow): Promise<SaleDetail> {
  const [row] = await selectSaleRows(db, eq(sales.id, sale.id));
  const brokerOrganization = alias(organizations, 'broker_organization');
  const agent = alias(users, 'agent');
  const creator = alias(users, 'creator');
  const canceller = alias(users, 'canceller');
  const [facts] = await db
    .select({
      unit_status: units.status,
      deal_title: deals.title,
      sale_offer_number: saleOffers.number,
      broker_organization_name: brokerOrganization.name,
      agent_name: agent.full_name,
      created_by_name: creator.full_name,
      cancelled_by_name: canceller.full_name,
    })
    .from(sales)
    .innerJoin(units, eq(units.id, sales.unit_id))
    .leftJoin(deals, eq(deals.id, sales.deal_id))
    .leftJoin(saleOffers, eq(saleOffers.id, sales.sale_offer_id))
    .leftJoin(brokerOrganization, eq(brokerOrganization.id, sales.broker_organization_id))
    .leftJoin(agent, eq(agent.id, sales.agent_user_id))
    .leftJoin(creator, eq(creator.id, sales.created_by))
    .leftJoin(canceller, eq(canceller.id, sales.cancelled_by))
    .where(eq(sales.id, sale.id))
    .limit(1);
  const buyerRows = await db
    .select({ buyer: saleBuyers, lead_name: leads.full_name })
    .from(saleBuyers)
    .leftJoin(leads, eq(leads.id, saleBuyers.lead_id))
    .where(eq(saleBuyers.sale_id, sale.id))
    .orderBy(asc(saleBuyers.position));
  const buyers: SaleBuyer[] = buyerRows.map(({ buyer, lead_name }) => ({
    id: buyer.id,
    position: buyer.position,
    full_name: buyer.full_name,
    nationality: buyer.nationality,
    id_number: buyer.id_number,
    email: buyer.email,
    phone: buyer.phone,
    lead_id: buyer.lead_id,
    lead_name: buyer.lead_id === null ? null : (lead_name ?? null),
  }));
  const fees: SaleFee[] = (await db.select().from(saleFees).where(eq(saleFees.sale_id, sale.id)).orderBy(asc(saleFees.position))).map(
    (fee) => ({
      id: fee.id,
      position: fee.position,
      label: fee.label,
      kind: fee.kind,
      rate_hundredths: fee.rate_hundredths,
      amount: fee.amount,
    }),
  );
  const schedules = await schedulesOf(db, sale.id);
  const current = schedules.find((schedule) => schedule.is_current) ?? schedules[0]!;
  const manages = managesSale(tenant, sale);
  const active = sale.status === 'active';
  const payments = await salePayments(db, sale);
  return {
    ...row!,
    unit_status: facts!.unit_status,
    deal_id: sale.deal_id,
    deal_title: sale.deal_id === null ? null : (facts!.deal_title ?? null),
    sale_offer_id: sale.sale_offer_id,
    sale_offer_number: sale.sale_offer_id === null ? null : (facts!.sale_offer_number ?? null),
    seller: {
      type: sale.seller_type,
      broker_organization_id: sale.broker_organization_id,
      broker_organization_name: facts!.broker_organization_name ?? null,
      agent_user_id: sale.agent_user_id,
      agent_name: facts!.agent_name ?? null,
      agency_name: sale.agency_name,
      agency_licence: sale.agency_licence,
    },
    buyers,
    fees,
    fees_total: fees.reduce((sum, fee) => sum + fee.amount, 0),
    schedule: current,
    schedule_history: schedules.filter((schedule) => schedule !== current),
    cancellation:
      sale.status === 'cancelled' && sale.cancelled_at && sale.cancellation_reason
        ? {
            reason: sale.cancellation_reason,
            at: sale.cancelled_at.toISOString(),
            by: person(sale.cancelled_by, facts!.cancelled_by_name ?? null),
          }
        : null,
    created_by: person(sale.created_by, facts!.created_by_name ?? null),
    payments,
    refunds: await refundsOf(db, sale),
    can: {
      cancel: manages && active,
      replan: manages && active,
      record_payment: recordsPayments(tenant, sale) && active,
      bounce: manages,
      refund: manages && !active && payments.to_refund > 0,
    },
  };
}

/** Whether an expression mentions the buyers: a buyer's name, email, phone or ID number contains `term`. */
export function buyerMatches(termCondition: SQL): SQL {
  return sql`exists (select 1 from ${saleBuyers} where ${qualified(saleBuyers.sale_id)} = ${qualified(sales.id)} and (${termCondition}))`;
}
