// Demo contacts and messenger data for the platform organization: a few dozen Dubai companies and
// brokers across every status (trade licences, +971 phones), two `log` templates whose variables
// are company fields, and message logs as the queue would have left them. Two companies match demo
// organizations (one by trade licence, one by name), so the matches screen has something to show;
// one was converted into Skyline Builders. Deterministic and fast: fixed lists, batch inserts.
import { COMPANY_STATUSES, BROKER_STATUSES, renderTemplate, type CompanyStatus } from '../../../shared/contacts.ts';
import { normalizePhone } from '../../../shared/phones.ts';
import type { Executor } from '../client.ts';
import { contactBrokers, contactCompanies, messageLogs, messageTemplates } from '../contacts-schema.ts';

export interface DemoContactsOptions {
  platformId: number;
  /** The user the demo messages were sent by. */
  senderId: number;
  /** Organizations the demo companies match or were converted into. */
  organizations: { convertedId: number };
  now?: Date;
}

const DAY = 86_400_000;

const COMPANY_NAMES = [
  'Al Wasl Properties',
  'Jumeirah Bay Homes',
  'Deira Gate Real Estate',
  'Creek Harbour Realty',
  'Al Barsha Estates',
  'Bur Dubai Property Partners',
  'Palm Crest Developments',
  'Marasi Bay Brokers',
  'Al Quoz Living',
  'Arabian Ranches Realty',
  'Business Bay Square',
  'Mirdif Homes',
  'Sheikh Zayed Road Properties',
  'Al Khail Heights Real Estate',
  'Dubai Hills Advisors',
  'Al Satwa Residences',
  'Emirates Living Realty',
  'JLT Cluster Properties',
  'Motor City Estates',
  'Al Furjan Homes',
  'Silicon Oasis Realty',
  'Meydan Avenue Properties',
  'Al Sufouh Real Estate',
  'Town Square Brokers',
  'Damac Hills Living',
  'Jebel Ali Property Group',
  'Al Mamzar Homes',
  'Umm Suqeim Realty',
];

const CITIES = ['Dubai', 'Dubai', 'Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman'];

const BROKERS = [
  'Ahmed Al Falasi',
  'Priya Nair',
  'Hassan Javed',
  'Mariam Al Suwaidi',
  'Oleg Petrov',
  'Fatima Zahra',
  'Rohan Kapoor',
  'Noura Al Hashimi',
  'James Whitfield',
  'Aisha Karim',
  'Yousef Darwish',
  'Elena Rossi',
  'Khalid Al Mazrouei',
  'Sana Iqbal',
  'Tariq Anwar',
  'Layal Haddad',
  'Vikram Shah',
  'Reem Al Nuaimi',
  'Samuel Okafor',
  'Hind Al Qassimi',
];

const TEMPLATES = [
  {
    name: 'introduction',
    body: 'Hello {{name}}, this is Realestate Platform. We help developers and brokers in {{city}} sell off-plan inventory together. May we show you a short demo?',
  },
  {
    name: 'licence_follow_up',
    body: 'Dear {{name}}, thank you for your interest. To open your account we will need your trade licence ({{trade_license_number}}) and a signatory’s ID.',
  },
  // The payment reminders' templates (docs/api.md "Payment reminders"), one per language.
  {
    name: 'payment_reminder',
    purpose: 'payment_reminder' as const,
    body: 'Dear {{buyer_name}}, a reminder from {{organization}}: {{installment}} of {{amount}} for unit {{unit}} at {{project}} is due on {{due_date}}.',
  },
  {
    name: 'payment_reminder',
    purpose: 'payment_reminder' as const,
    language: 'ar',
    body: 'عزيزي {{buyer_name}}، تذكير من {{organization}}: القسط {{installment}} بمبلغ {{amount}} للوحدة {{unit}} في {{project}} مستحق في {{due_date}}.',
  },
];

const phone = (n: number) => `+971 50 ${String(200 + n).padStart(3, '0')} ${String(1000 + n * 37).slice(-4)}`;

export async function seedDemoContacts(tx: Executor, options: DemoContactsOptions): Promise<void> {
  const now = options.now ?? new Date();
  const statuses = COMPANY_STATUSES.filter((status) => status !== 'converted');
  const companies = await tx
    .insert(contactCompanies)
    .values([
      ...COMPANY_NAMES.map((name, i) => {
        const status: CompanyStatus = statuses[i % statuses.length]!;
        return {
          organization_id: options.platformId,
          name,
          trade_license_number: `DED-${(804_200 + i * 17).toString()}`,
          country: 'AE',
          city: CITIES[i % CITIES.length]!,
          phone: i % 9 === 8 ? null : phone(i),
          email: `info@${name.toLowerCase().replace(/[^a-z]+/g, '')}.demo.test`,
          website: i % 3 === 0 ? `https://${name.toLowerCase().replace(/[^a-z]+/g, '')}.demo.test` : null,
          status,
          last_contacted_at: status === 'new' ? null : new Date(now.getTime() - (i + 1) * DAY),
          created_at: new Date(now.getTime() - (40 - i) * DAY),
          updated_at: new Date(now.getTime() - (i % 5) * DAY),
        };
      }),
      // The same trade licence as the demo broker organization Palm Realty: a match by licence.
      {
        organization_id: options.platformId,
        name: 'Palm Realty Brokers LLC',
        trade_license_number: 'BRK-300002',
        country: 'AE',
        city: 'Dubai',
        phone: phone(90),
        status: 'interested' as const,
      },
      // A name that normalises to Marina Brokers': a match by name.
      {
        organization_id: options.platformId,
        name: 'MARINA BROKERS',
        trade_license_number: 'DED-990001',
        country: 'AE',
        city: 'Dubai',
        phone: phone(91),
        status: 'contacted' as const,
      },
      {
        organization_id: options.platformId,
        name: 'Skyline Builders',
        trade_license_number: 'DEV-200001',
        country: 'AE',
        city: 'Dubai',
        phone: phone(92),
        status: 'converted' as const,
        converted_organization_id: options.organizations.convertedId,
      },
    ])
    .returning();

  await tx.insert(contactBrokers).values(
    BROKERS.map((fullName, i) => ({
      organization_id: options.platformId,
      full_name: fullName,
      phone: phone(100 + i),
      email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@brokers.demo.test`,
      orn: i % 4 === 3 ? null : String(41_000 + i * 13),
      company_name: COMPANY_NAMES[(i * 5) % COMPANY_NAMES.length]!,
      status: BROKER_STATUSES[i % BROKER_STATUSES.length]!,
      last_contacted_at: i % BROKER_STATUSES.length === 0 ? null : new Date(now.getTime() - (i + 2) * DAY),
      created_at: new Date(now.getTime() - (30 - i) * DAY),
    })),
  );

  const templates = await tx
    .insert(messageTemplates)
    .values(
      TEMPLATES.map((template) => ({
        organization_id: options.platformId,
        provider: 'log' as const,
        language: 'en',
        status: 'active' as const,
        ...template,
      })),
    )
    .returning();

  // The introduction went to the contacted and interested companies; one number was wrong.
  const recipients = companies.filter((company) => company.phone && (company.status === 'contacted' || company.status === 'interested'));
  const intro = templates[0]!;
  await tx.insert(messageLogs).values(
    recipients.map((company, i) => {
      const sentAt = company.last_contacted_at ?? new Date(now.getTime() - DAY);
      const failed = i === 2;
      return {
        organization_id: options.platformId,
        provider: 'log' as const,
        template_id: intro.id,
        template_name: intro.name,
        template_language: intro.language,
        company_id: company.id,
        recipient_name: company.name,
        recipient_phone: normalizePhone(company.phone, company.country)!,
        body: renderTemplate(intro.body, { name: company.name, city: company.city }),
        variables: { name: company.name, city: company.city ?? '' },
        status: failed ? ('failed' as const) : ('sent' as const),
        provider_message_id: failed ? null : `log-demo-${company.id}`,
        error: failed ? 'The recipient number is not on WhatsApp.' : null,
        attempts: 1,
        claimed_at: sentAt,
        sent_at: failed ? null : sentAt,
        sender_id: options.senderId,
        created_at: sentAt,
        updated_at: sentAt,
      };
    }),
  );
}
