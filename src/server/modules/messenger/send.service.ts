// Sending a template to selected companies (POST contacts/companies/send-messages): each company
// gets the body rendered with its own fields (name, trade licence, country, city, phone, email,
// website fill the variables of the same name; `variables` fills the rest) and one message log in
// status `queued`, which the queue worker then sends. A company without a phone, or for which a
// variable stays empty, is answered as rejected and nothing is queued for it. The call answers
// at once, however many companies: the sending happens in the background.
import { and, eq, inArray } from 'drizzle-orm';
import {
  COMPANY_TEMPLATE_FIELDS,
  missingTemplateVariables,
  renderTemplate,
  templateVariables,
  type SendMessagesResult,
} from '../../../shared/contacts.ts';
import { normalizePhone } from '../../../shared/phones.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { contactCompanies, messageLogs } from '../../db/contacts-schema.ts';
import { fieldError, HttpError, validationFailed, type FieldErrors } from '../../http/errors.ts';
import type { TenantContext } from '../../http/request-context.ts';
import { currentTime } from '../../services/clock.ts';
import { isProviderConfigured } from '../../services/messaging/providers.ts';
import { platformOrganizationOf } from '../contacts/platform.ts';
import type { CompanyRow } from '../contacts/contacts.resources.ts';
import type { SendMessagesBody } from '../../../shared/schemas/messenger.ts';
import { findTemplate } from './messenger.queries.ts';

const INSERT_BATCH = 500;

function companyValues(company: CompanyRow, variables: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = { ...variables };
  for (const field of COMPANY_TEMPLATE_FIELDS) {
    const value = company[field];
    if (value !== null && value.trim() !== '') values[field] = value;
  }
  return values;
}

export async function sendToCompanies(
  db: Database,
  config: Pick<AppConfig, 'whatsappCloud'>,
  tenant: TenantContext,
  body: SendMessagesBody,
): Promise<{ data: SendMessagesResult; message: string }> {
  const organizationId = platformOrganizationOf(tenant);
  if (!isProviderConfigured(config, body.provider)) {
    throw fieldError(
      'provider',
      'The WhatsApp Cloud API is not configured on this server (WHATSAPP_CLOUD_ACCESS_TOKEN, WHATSAPP_CLOUD_PHONE_NUMBER_ID).',
    );
  }
  const template = await findTemplate(db, organizationId, body.provider, body.template_id).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? fieldError('template_id', 'The selected template is invalid.') : error;
  });
  if (template.status !== 'active') throw fieldError('template_id', 'The template is inactive; activate it before sending.');
  if (template.purpose !== 'companies')
    throw fieldError('template_id', 'This template is for payment reminders; choose a template for companies.');

  const ids = [...new Set(body.ids)];
  const companies = await db
    .select()
    .from(contactCompanies)
    .where(and(eq(contactCompanies.organization_id, organizationId), inArray(contactCompanies.id, ids)));
  const byId = new Map(companies.map((company) => [company.id, company]));
  const unknown: FieldErrors = {};
  body.ids.forEach((companyId, index) => {
    if (!byId.has(companyId)) unknown[`ids.${index}`] = ['The selected company is invalid.'];
  });
  if (Object.keys(unknown).length) throw validationFailed(unknown);

  const used = templateVariables(template.body);
  const rejected: SendMessagesResult['rejected'] = [];
  const now = currentTime();
  const rows: (typeof messageLogs.$inferInsert)[] = [];
  for (const companyId of ids) {
    const company = byId.get(companyId)!;
    // The company's own country is the default for a number written without its calling code.
    const phone = normalizePhone(company.phone, company.country);
    const values = companyValues(company, body.variables);
    const errors: FieldErrors = {};
    if (!phone) errors.phone = ['The company has no phone number.'];
    for (const name of missingTemplateVariables(template.body, values))
      errors[`variables.${name}`] = [`Nothing fills {{${name}}} for this company.`];
    if (Object.keys(errors).length) {
      rejected.push({ id: company.id, name: company.name, errors });
      continue;
    }
    rows.push({
      organization_id: organizationId,
      provider: body.provider,
      template_id: template.id,
      template_name: template.name,
      template_language: template.language,
      company_id: company.id,
      recipient_name: company.name,
      recipient_phone: phone!,
      body: renderTemplate(template.body, values),
      variables: Object.fromEntries(used.map((name) => [name, values[name]!])),
      status: 'queued',
      sender_id: tenant.userId,
      created_at: now,
      updated_at: now,
    });
  }
  const logIds: number[] = [];
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      logIds.push(
        ...(
          await tx
            .insert(messageLogs)
            .values(rows.slice(i, i + INSERT_BATCH))
            .returning({ id: messageLogs.id })
        ).map((row) => row.id),
      );
    }
  });
  return {
    data: { queued: logIds.length, log_ids: logIds, rejected },
    message: `${logIds.length} message${logIds.length === 1 ? '' : 's'} queued${rejected.length ? `; ${rejected.length} compan${rejected.length === 1 ? 'y' : 'ies'} rejected` : ''}.`,
  };
}
