// The values a template is rendered with for one company: its own fields under their names
// (COMPANY_TEMPLATE_FIELDS), then the sender's extra variables; and which variables are extra.
import { COMPANY_TEMPLATE_FIELDS, templateVariables, type CompanyContact } from '../../../shared/contacts.ts';

const COMPANY_FIELDS: ReadonlySet<string> = new Set(COMPANY_TEMPLATE_FIELDS);

/** The variables of `body` a company does not fill, which the sender types in. */
export function extraTemplateVariables(body: string): string[] {
  return templateVariables(body).filter((name) => !COMPANY_FIELDS.has(name));
}

export function companyTemplateValues(
  company: Pick<CompanyContact, (typeof COMPANY_TEMPLATE_FIELDS)[number]>,
  extra: Readonly<Record<string, string>>,
): Record<string, string | null> {
  const values: Record<string, string | null> = { ...extra };
  for (const field of COMPANY_TEMPLATE_FIELDS) values[field] = company[field];
  return values;
}
