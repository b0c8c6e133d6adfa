// Test data of the contacts and messenger screens: companies, templates and message logs as the
// API answers them, and the answers the companies page always asks for.
import type { CompanyContact, MessageLog, MessageTemplate } from '../../../src/shared/contacts.ts';

export function company(overrides: Partial<CompanyContact> = {}): CompanyContact {
  return {
    id: 101,
    name: 'Gulf Horizon Properties',
    trade_license_number: 'CN-1000101',
    country: 'AE',
    city: 'Dubai',
    phone: '+971500000101',
    email: 'info@gulfhorizon.test',
    website: null,
    status: 'new',
    organization_id: null,
    last_contacted_at: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const COMPANIES = [
  company(),
  company({ id: 102, name: 'Marina Crest Realty', trade_license_number: 'CN-1000102', phone: '+971500000102' }),
  company({ id: 103, name: 'Palm Vista Estates', trade_license_number: 'CN-1000103', status: 'converted', organization_id: 40 }),
];

export function template(overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id: 7,
    provider: 'log',
    name: 'Introduction',
    language: 'en',
    body: 'Hello {{name}} in {{city}}, {{agent}} here.',
    status: 'active',
    purpose: 'companies',
    variables: ['name', 'city', 'agent'],
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function messageLog(overrides: Partial<MessageLog> = {}): MessageLog {
  return {
    id: 301,
    provider: 'log',
    template_id: 7,
    template: { id: 7, name: 'Introduction' },
    company_id: 101,
    recipient_name: 'Gulf Horizon Properties',
    recipient_phone: '+971500000101',
    body: 'Hello Gulf Horizon Properties in Dubai, Sara here.',
    status: 'queued',
    provider_message_id: null,
    error: null,
    attempts: 0,
    sender: { id: 1, full_name: 'Sam Super' },
    sent_at: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** What the companies and messenger pages ask for besides their lists. */
export function companiesBackground() {
  return {
    'GET /api/notifications': { data: [], meta: { total: 0, page: 1, per_page: 25, last_page: 1 } },
    'GET /api/contacts/companies/countries': { data: [{ value: 'AE', label: 'United Arab Emirates' }] },
  };
}
