// Contracts between the platform and its developer and broker organizations: created by a super
// admin from a template of the organization's kind, renewed for a new period (the old one is
// marked renewed, once), listed for whoever may see the organization, and rendered as PDF.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/languages.ts';
import type { CreateContractBody, RenewContractBody } from '../../../shared/schemas/contracts.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { contracts, contractTemplates, organizations } from '../../db/schema.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { canReachOrganization, findReachableOrganization } from '../organizations/scope.ts';
import { renderContractPdf } from './contract.pdf.ts';

type ContractRow = typeof contracts.$inferSelect;
type TemplateRow = typeof contractTemplates.$inferSelect;

const today = () => currentTime().toISOString().slice(0, 10);

/** Stored status, with `expired` once the period is over (nothing has to run at midnight). */
export function effectiveStatus(row: Pick<ContractRow, 'status' | 'end_date'>, on = today()): ContractRow['status'] {
  if (row.status === 'renewed') return 'renewed';
  return row.end_date < on ? 'expired' : row.status;
}

function toContractResource(row: ContractRow, templateName: string) {
  return {
    id: row.id,
    organization_id: row.organization_id,
    template_id: row.template_id,
    template_name: templateName,
    number: row.number,
    start_date: row.start_date,
    end_date: row.end_date,
    commission_percent: Number(row.commission_percent),
    status: effectiveStatus(row),
    renewed_from_id: row.renewed_from_id,
    created_at: row.created_at.toISOString(),
  };
}

function toTemplateResource(row: TemplateRow) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    default_commission_percent: Number(row.default_commission_percent),
    default_duration_months: row.default_duration_months,
  };
}

/**
 * The last day of a period of `months` starting on `start` (YYYY-MM-DD): the day before the same
 * date `months` later, or the end of that month when it has no such date (31 Jan + 1 → 28 Feb).
 */
export function periodEnd(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + months;
  const daysInTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const end = day > daysInTarget ? new Date(Date.UTC(year, targetMonth, daysInTarget)) : new Date(Date.UTC(year, targetMonth, day - 1));
  return end.toISOString().slice(0, 10);
}

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export async function listTemplates(db: Database) {
  const rows = await db.select().from(contractTemplates).orderBy(asc(contractTemplates.name));
  return { data: rows.map(toTemplateResource) };
}

export async function listContracts(db: Database, tenant: TenantContext, organizationId: number) {
  await findReachableOrganization(db, tenant, organizationId);
  const rows = await db
    .select({ contract: contracts, templateName: contractTemplates.name })
    .from(contracts)
    .innerJoin(contractTemplates, eq(contractTemplates.id, contracts.template_id))
    .where(eq(contracts.organization_id, organizationId))
    .orderBy(desc(contracts.start_date), desc(contracts.id));
  return { data: rows.map((row) => toContractResource(row.contract, row.templateName)) };
}

async function insertContract(tx: Transaction, values: Omit<typeof contracts.$inferInsert, 'number'>) {
  const year = values.start_date.slice(0, 4);
  // The number carries the id, known only once the row exists.
  const [created] = await tx
    .insert(contracts)
    .values({ ...values, number: `pending-${crypto.randomUUID()}` })
    .returning();
  const [numbered] = await tx
    .update(contracts)
    .set({ number: `CTR-${year}-${String(created!.id).padStart(5, '0')}` })
    .where(eq(contracts.id, created!.id))
    .returning();
  return numbered!;
}

export async function createContract(db: Database, tenant: TenantContext, organizationId: number, body: CreateContractBody) {
  const organization = await findReachableOrganization(db, tenant, organizationId);
  if (organization.kind === 'platform') throw conflict('Contracts are made with developer and broker organizations.');
  const [template] = await db.select().from(contractTemplates).where(eq(contractTemplates.id, body.template_id)).limit(1);
  if (!template) throw fieldError('template_id', 'The selected template does not exist.');
  if (template.kind !== organization.kind) throw fieldError('template_id', `This template is for ${template.kind} organizations.`);
  const row = await db.transaction((tx) =>
    insertContract(tx, {
      organization_id: organizationId,
      template_id: template.id,
      start_date: body.start_date,
      end_date: body.end_date ?? periodEnd(body.start_date, template.default_duration_months),
      commission_percent: String(body.commission_percent ?? Number(template.default_commission_percent)),
      status: 'active',
      created_by: tenant.userId,
    }),
  );
  return { data: toContractResource(row, template.name), message: 'Contract created.' };
}

async function findContract(db: Database, tenant: TenantContext, contractId: number) {
  const [row] = await db
    .select({ contract: contracts, template: contractTemplates })
    .from(contracts)
    .innerJoin(contractTemplates, eq(contractTemplates.id, contracts.template_id))
    .where(eq(contracts.id, contractId))
    .limit(1);
  if (!row || !canReachOrganization(tenant, row.contract.organization_id)) throw notFound();
  return row;
}

export async function renewContract(db: Database, tenant: TenantContext, contractId: number, body: RenewContractBody) {
  const { contract: previous, template } = await findContract(db, tenant, contractId);
  const start = body.start_date ?? dayAfter(previous.end_date);
  if (start <= previous.start_date) throw fieldError('start_date', 'A renewal must start after the contract it renews.');
  const end = body.end_date ?? periodEnd(start, template.default_duration_months);
  if (end <= start) throw fieldError('end_date', 'The end date must be after the start date.');

  const renewed = await db.transaction(async (tx) => {
    // Only one renewal per contract, even when two are asked for at once.
    const marked = await tx
      .update(contracts)
      .set({ status: 'renewed', updated_at: new Date() })
      .where(and(eq(contracts.id, previous.id), eq(contracts.status, 'active')))
      .returning({ id: contracts.id });
    if (marked.length === 0) throw conflict('This contract has already been renewed.');
    return insertContract(tx, {
      organization_id: previous.organization_id,
      template_id: previous.template_id,
      start_date: start,
      end_date: end,
      commission_percent: body.commission_percent === undefined ? previous.commission_percent : String(body.commission_percent),
      status: 'active',
      renewed_from_id: previous.id,
      created_by: tenant.userId,
    });
  });
  return { data: toContractResource(renewed, template.name), message: 'Contract renewed.' };
}

/** The contract's PDF in `language`, the language of the person generating it (docs/api.md "Languages"). */
export async function contractPdf(db: Database, tenant: TenantContext, contractId: number, language: Language) {
  const { contract, template } = await findContract(db, tenant, contractId);
  const [organization] = await db
    .select({ name: organizations.name, trade_license_number: organizations.trade_license_number })
    .from(organizations)
    .where(eq(organizations.id, contract.organization_id));
  const bytes = await renderContractPdf({
    number: contract.number,
    templateName: template.name,
    body: template.body,
    organizationName: organization!.name,
    tradeLicenseNumber: organization!.trade_license_number,
    startDate: contract.start_date,
    endDate: contract.end_date,
    commissionPercent: Number(contract.commission_percent).toFixed(2),
    status: effectiveStatus(contract),
    language,
  });
  return { bytes, filename: `${contract.number}.pdf`, contentType: 'application/pdf' };
}
