// Commissions (docs/api.md "Commissions"): list and show the lines within the caller's reach
// (scope.ts), approve a pending line, mark an approved one paid, and read or replace the
// organization's trigger stage and rates. The lines themselves are created by the sales module's
// transactions (commission-lines.ts).
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Commission,
  type CommissionListItem,
  type CommissionSettings,
  type CommissionSort,
  type CommissionStatus,
} from '../../../shared/commissions.ts';
import { SELLER_TYPES, type SellerType } from '../../../shared/sales.ts';
import type { CommissionPayBody, CommissionSettingsBody } from '../../../shared/schemas/commissions.ts';
import { foldForSearch } from '../../../shared/search.ts';
import type { Database, Executor } from '../../db/client.ts';
import { commissionRates, commissions, commissionSettings } from '../../db/commissions-schema.ts';
import { projects, units } from '../../db/inventory-schema.ts';
import { qualified } from '../../db/qualified.ts';
import { saleBuyers, sales } from '../../db/sales-schema.ts';
import { organizations, users } from '../../db/schema.ts';
import { conflict, forbidden, validationFailed, type FieldErrors } from '../../http/errors.ts';
import { escapeLike, onlyIds, onPage, paginate, type ListPage, type ListQuery } from '../../http/lists.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { organizationTimeZone, todayIn } from '../../services/time-zones.ts';
import { triggerOf } from './commission-lines.ts';
import { findReadableCommission, managesCommission, readableCommissions, settingsOrganizationId, type CommissionRow } from './scope.ts';

export interface CommissionFilters {
  status?: CommissionStatus | null;
  project_id?: number | null;
  seller_type?: SellerType | null;
  seller?: string | null;
  date_from?: string | null;
  date_to?: string | null;
  developer_organization_id?: number | null;
  sale_id?: number | null;
}

const SORTS: Record<CommissionSort, AnyPgColumn> = {
  reached_on: commissions.reached_on,
  amount: commissions.amount,
  created_at: commissions.created_at,
  id: commissions.id,
};

const firstBuyerName = sql<string>`coalesce((select ${qualified(saleBuyers.full_name)} from ${saleBuyers} where ${qualified(saleBuyers.sale_id)} = ${qualified(commissions.sale_id)} order by ${qualified(saleBuyers.position)} limit 1), '')`;

async function selectRows(db: Executor, where: SQL | undefined, page?: ListPage): Promise<CommissionListItem[]> {
  const query = db
    .select({
      id: commissions.id,
      organization_id: commissions.organization_id,
      developer_name: organizations.name,
      sale_id: commissions.sale_id,
      unit_id: sales.unit_id,
      unit_number: units.unit_number,
      project_id: commissions.project_id,
      project_name: projects.name,
      buyer_name: firstBuyerName,
      seller_type: commissions.seller_type,
      seller_name: commissions.seller_name,
      rate_hundredths: commissions.rate_hundredths,
      base_amount: commissions.base_amount,
      amount: commissions.amount,
      currency: commissions.currency,
      status: commissions.status,
      trigger: commissions.trigger,
      reached_on: commissions.reached_on,
      created_at: commissions.created_at,
    })
    .from(commissions)
    .innerJoin(sales, eq(sales.id, commissions.sale_id))
    .innerJoin(units, eq(units.id, sales.unit_id))
    .leftJoin(projects, eq(projects.id, commissions.project_id))
    .innerJoin(organizations, eq(organizations.id, commissions.organization_id))
    .where(where)
    .$dynamic();
  const rows = await onPage(query, page);
  return rows.map((row) => ({
    ...row,
    project_id: row.project_id ?? 0,
    project_name: row.project_name ?? '',
    created_at: row.created_at.toISOString(),
  }));
}

function sellerSearch(term: string | null | undefined): SQL | undefined {
  if (!term) return undefined;
  return sql`search_fold(${qualified(commissions.seller_name)}) like ${`%${escapeLike(foldForSearch(term))}%`}`;
}

export async function listCommissions(db: Database, tenant: TenantContext, query: ListQuery<CommissionSort> & CommissionFilters) {
  if (query.date_from && query.date_to && query.date_from > query.date_to)
    throw validationFailed({ date_to: ['The date to must be a date after or equal to date from.'] });
  const where = and(
    readableCommissions(tenant, query.developer_organization_id),
    onlyIds(commissions.id, query.ids),
    query.status ? eq(commissions.status, query.status) : undefined,
    query.project_id ? eq(commissions.project_id, query.project_id) : undefined,
    query.seller_type ? eq(commissions.seller_type, query.seller_type) : undefined,
    query.sale_id ? eq(commissions.sale_id, query.sale_id) : undefined,
    query.date_from ? gte(commissions.reached_on, query.date_from) : undefined,
    query.date_to ? lte(commissions.reached_on, query.date_to) : undefined,
    sellerSearch(query.seller ?? query.search),
  );
  const direction = query.order === 'desc' ? desc : asc;
  const order = query.sort === 'id' ? [direction(commissions.id)] : [direction(SORTS[query.sort]), direction(commissions.id)];
  return paginate(
    query,
    (limit, offset) => selectRows(db, where, { order, limit, offset }),
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(commissions)
          .where(where)
      )[0]!.n,
  );
}

const person = (id: number | null, name: string | null | undefined) => (id !== null && name ? { id, name } : null);

async function detail(db: Executor, tenant: TenantContext, line: CommissionRow): Promise<Commission> {
  const [row] = await selectRows(db, eq(commissions.id, line.id));
  const approver = alias(users, 'approver');
  const payer = alias(users, 'payer');
  const agent = alias(users, 'agent');
  const [facts] = await db
    .select({
      approved_by_name: approver.full_name,
      paid_by_name: payer.full_name,
      agent_name: agent.full_name,
      agency_licence: sales.agency_licence,
    })
    .from(commissions)
    .innerJoin(sales, eq(sales.id, commissions.sale_id))
    .leftJoin(approver, eq(approver.id, commissions.approved_by))
    .leftJoin(payer, eq(payer.id, commissions.paid_by))
    .leftJoin(agent, eq(agent.id, sales.agent_user_id))
    .where(eq(commissions.id, line.id))
    .limit(1);
  const manages = managesCommission(tenant, line);
  return {
    ...row!,
    agent_name: line.seller_type === 'broker' ? (facts?.agent_name ?? null) : null,
    agency_licence: line.seller_type === 'agency' ? (facts?.agency_licence ?? null) : null,
    trigger_paid_hundredths: line.trigger_paid_hundredths,
    approved_at: line.approved_at?.toISOString() ?? null,
    approved_by: person(line.approved_by, facts?.approved_by_name),
    paid_at: line.paid_at?.toISOString() ?? null,
    paid_by: person(line.paid_by, facts?.paid_by_name),
    paid_date: line.paid_date,
    payment_reference: line.payment_reference,
    cancelled_at: line.cancelled_at?.toISOString() ?? null,
    can: { approve: manages && line.status === 'pending', pay: manages && line.status === 'approved' },
  };
}

export async function showCommission(db: Database, tenant: TenantContext, id: number) {
  return { data: await detail(db, tenant, await findReadableCommission(db, tenant, id)) };
}

const REFUSED = 'Only a developer admin of the organization may approve or pay its commissions.';

/** Moves a line from `from` to its next status, under its row lock: 409 from any other status. */
async function transition(
  db: Database,
  tenant: TenantContext,
  id: number,
  from: CommissionStatus,
  change: (tx: Executor, line: CommissionRow) => Promise<Partial<typeof commissions.$inferInsert>>,
  wrongStatus: string,
) {
  const line = await db.transaction(async (tx) => {
    const current = await findReadableCommission(tx, tenant, id, true);
    if (!managesCommission(tenant, current)) throw forbidden(REFUSED);
    if (current.status !== from) throw conflict(wrongStatus, { status: current.status });
    const [updated] = await tx
      .update(commissions)
      .set({ ...(await change(tx, current)), updated_at: currentTime() })
      .where(eq(commissions.id, current.id))
      .returning();
    return updated!;
  });
  return detail(db, tenant, line);
}

export async function approveCommission(db: Database, tenant: TenantContext, id: number) {
  const data = await transition(
    db,
    tenant,
    id,
    'pending',
    async () => ({ status: 'approved', approved_at: currentTime(), approved_by: tenant.userId }),
    'Only a pending commission can be approved.',
  );
  return { data, message: 'Commission approved.' };
}

export async function payCommission(db: Database, tenant: TenantContext, id: number, body: CommissionPayBody) {
  const data = await transition(
    db,
    tenant,
    id,
    'approved',
    async (tx, line) => {
      const today = todayIn(await organizationTimeZone(tx, line.organization_id));
      const paidDate = body.paid_date ?? today;
      if (paidDate > today) throw validationFailed({ paid_date: ['The paid date must not be after today.'] });
      if (paidDate < line.reached_on)
        throw validationFailed({ paid_date: ['The paid date must not be before the day the commission was earned.'] });
      return { status: 'paid', paid_at: currentTime(), paid_by: tenant.userId, paid_date: paidDate, payment_reference: body.reference };
    },
    'Only an approved commission can be marked paid.',
  );
  return { data, message: 'Commission marked paid.' };
}

async function presentSettings(db: Executor, organizationId: number): Promise<CommissionSettings> {
  const setting = await triggerOf(db, organizationId);
  const projectRows = await db
    .select({ id: projects.id, name: projects.name, currency: projects.currency })
    .from(projects)
    .where(eq(projects.organization_id, organizationId))
    .orderBy(asc(projects.name), asc(projects.id));
  const rates = await db.select().from(commissionRates).where(eq(commissionRates.organization_id, organizationId));
  return {
    trigger: setting.trigger,
    paid_hundredths: setting.paid_hundredths,
    projects: projectRows.map((project) => ({
      project_id: project.id,
      project_name: project.name,
      currency: project.currency,
      rates: Object.fromEntries(
        SELLER_TYPES.map((type) => [
          type,
          rates.find((rate) => rate.project_id === project.id && rate.seller_type === type)?.rate_hundredths ?? null,
        ]),
      ) as Record<SellerType, number | null>,
    })),
  };
}

export async function showSettings(db: Database, tenant: TenantContext) {
  return { data: await presentSettings(db, settingsOrganizationId(tenant)) };
}

/**
 * Replaces the organization's trigger stage and rates. Lines already created keep their rate and
 * stage; sales reaching the stage from now on take the new ones.
 */
export async function replaceSettings(db: Database, tenant: TenantContext, body: CommissionSettingsBody) {
  const organizationId = settingsOrganizationId(tenant);
  const projectIds = [...new Set(body.rates.map((rate) => rate.project_id))];
  const owned = projectIds.length
    ? await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.organization_id, organizationId), inArray(projects.id, projectIds)))
    : [];
  const ownedIds = new Set(owned.map((project) => project.id));
  const errors: FieldErrors = {};
  body.rates.forEach((rate, index) => {
    if (!ownedIds.has(rate.project_id)) errors[`rates.${index}.project_id`] = ['The selected project id is invalid.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  const now = currentTime();
  await db.transaction(async (tx) => {
    await tx
      .insert(commissionSettings)
      .values({
        organization_id: organizationId,
        trigger: body.trigger,
        paid_hundredths: body.paid_hundredths,
        updated_by: tenant.userId,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: commissionSettings.organization_id,
        set: { trigger: body.trigger, paid_hundredths: body.paid_hundredths, updated_by: tenant.userId, updated_at: now },
      });
    await tx.delete(commissionRates).where(eq(commissionRates.organization_id, organizationId));
    if (body.rates.length)
      await tx
        .insert(commissionRates)
        .values(body.rates.map((rate) => ({ ...rate, organization_id: organizationId, created_at: now, updated_at: now })));
  });
  return { data: await presentSettings(db, organizationId), message: 'Commission settings saved.' };
}
