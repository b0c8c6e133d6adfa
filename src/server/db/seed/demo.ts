// Demo data: the organizations and the nine demo accounts of README.md, one per role plus a
// user in two organizations, one who works in Arabic and the admin of a second developer priced in
// KWD, and a finished signup waiting for approval (demo-signup.ts).
// Later modules add their own realistic data beside this.
import { count, inArray } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '../../../shared/money.ts';
import type { Language } from '../../../shared/languages.ts';
import type { OrganizationKind, Role } from '../../../shared/roles.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { FileStorage } from '../../services/storage.ts';
import type { Database } from '../client.ts';
import { memberships, organizations, salesAssignments, users } from '../schema.ts';
import { seedDemoArabicLeads } from './demo-arabic-leads.ts';
import { seedDemoContacts } from './demo-contacts.ts';
import { seedDemoCrm } from './demo-crm.ts';
import { seedDemoDeals } from './demo-deals.ts';
import { seedDemoKuwait } from './demo-kuwait.ts';
import { demoInventoryKeys, seedDemoInventory, storeDemoInventoryFiles } from './demo-inventory.ts';
import { seedDemoSaleOffers } from './demo-sale-offers.ts';
import { seedDemoSales } from './demo-sales.ts';
import { seedDemoUnits } from './demo-units.ts';
import { demoOrganizationFileKeys, insertDemoOrganizationPapers, storeDemoOrganizationFiles } from './demo-organization-files.ts';
import { demoSignupKeys, insertDemoSignup, storeDemoSignupFiles } from './demo-signup.ts';

export interface DemoAccount {
  email: string;
  fullName: string;
  memberships: { organization: string; role: Role }[];
  /** The profile's language; English unless said. */
  language?: Language;
}

/** The demo account that works in Arabic. */
export const DEMO_ARABIC_EMAIL = 'arabic@demo.test';

export const DEMO_ORGANIZATIONS: {
  name: string;
  kind: OrganizationKind;
  tradeLicense: string;
  city: string;
  email: string;
  phone: string;
  /** ISO 3166 and ISO 4217; the UAE and AED unless given. */
  country?: string;
  currency?: string;
}[] = [
  {
    name: 'Realestate Platform',
    kind: 'platform',
    tradeLicense: 'PLT-100001',
    city: 'Dubai',
    email: 'ops@demo.test',
    phone: '+971 4 555 0100',
  },
  {
    name: 'Skyline Builders',
    kind: 'developer',
    tradeLicense: 'DEV-200001',
    city: 'Dubai',
    email: 'info@skyline.demo.test',
    phone: '+971 4 555 0200',
  },
  {
    name: 'Marina Brokers',
    kind: 'broker',
    tradeLicense: 'BRK-300001',
    city: 'Dubai',
    email: 'hello@marina.demo.test',
    phone: '+971 4 555 0300',
  },
  {
    name: 'Palm Realty',
    kind: 'broker',
    tradeLicense: 'BRK-300002',
    city: 'Dubai',
    email: 'team@palm.demo.test',
    phone: '+971 4 555 0400',
  },
  {
    // A second developer, in Kuwait: its project is priced in KWD, with fils of a thousand.
    name: 'Gulf Crown Developments',
    kind: 'developer',
    tradeLicense: 'DEV-200002',
    city: 'Kuwait City',
    email: 'sales@gulfcrown.demo.test',
    phone: '+965 2 555 0500',
    country: 'KW',
    currency: 'KWD',
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'super@demo.test', fullName: 'Sara Al Mansoori', memberships: [{ organization: 'Realestate Platform', role: 'super_admin' }] },
  {
    email: 'sales@demo.test',
    fullName: 'Omar Haddad',
    memberships: [{ organization: 'Realestate Platform', role: 'super_admin_sales_manager' }],
  },
  { email: 'devadmin@demo.test', fullName: 'Layla Rahman', memberships: [{ organization: 'Skyline Builders', role: 'developer_admin' }] },
  { email: 'developer@demo.test', fullName: 'Karim Nasser', memberships: [{ organization: 'Skyline Builders', role: 'developer' }] },
  {
    email: 'kuwait@demo.test',
    fullName: 'Yousef Al-Mutairi',
    memberships: [{ organization: 'Gulf Crown Developments', role: 'developer_admin' }],
  },
  { email: 'brokeradmin@demo.test', fullName: 'Fatima Qureshi', memberships: [{ organization: 'Marina Brokers', role: 'broker_admin' }] },
  { email: 'broker@demo.test', fullName: 'Daniel Mehta', memberships: [{ organization: 'Marina Brokers', role: 'broker' }] },
  {
    email: 'multi@demo.test',
    fullName: 'Nadia Farouk',
    memberships: [
      { organization: 'Skyline Builders', role: 'developer' },
      { organization: 'Palm Realty', role: 'broker_admin' },
    ],
  },
  // Last, so the other accounts keep their ids. She works in Arabic and owns the Arabic-named demo
  // leads (demo-arabic-leads.ts).
  {
    email: DEMO_ARABIC_EMAIL,
    fullName: 'نورة الكعبي',
    memberships: [{ organization: 'Skyline Builders', role: 'developer' }],
    language: 'ar',
  },
];

/** The sales manager looks after these organizations. */
export const DEMO_SALES_ASSIGNMENTS = { email: 'sales@demo.test', organizations: ['Skyline Builders', 'Marina Brokers'] };

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function hasDemoData(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Inserts the demo data in one transaction (its files into `storage`); does nothing when it is already there. */
export async function seedDemo(db: Database, password: string, storage: FileStorage): Promise<{ seeded: boolean }> {
  if (await hasDemoData(db)) return { seeded: false };
  const passwordHash = await hashPassword(password);
  const signupFiles = await storeDemoSignupFiles(storage);
  const organizationFiles = await storeDemoOrganizationFiles(storage);
  const inventoryFiles = await storeDemoInventoryFiles(storage);
  await db
    .transaction(async (tx) => {
      const orgRows = await tx
        .insert(organizations)
        .values(
          DEMO_ORGANIZATIONS.map((org) => ({
            name: org.name,
            kind: org.kind,
            status: 'active' as const,
            trade_license_number: org.tradeLicense,
            country: org.country ?? 'AE',
            currency: org.currency ?? DEFAULT_CURRENCY,
            city: org.city,
            email: org.email,
            phone: org.phone,
          })),
        )
        .returning({ id: organizations.id, name: organizations.name });
      const orgId = (name: string) => orgRows.find((row) => row.name === name)!.id;

      const userRows = await tx
        .insert(users)
        .values(
          DEMO_ACCOUNTS.map((account, index) => ({
            email: account.email,
            full_name: account.fullName,
            password_hash: passwordHash,
            email_verified_at: new Date(),
            // Last seen over the past six weeks, so the platform dashboard's active users have something to show.
            last_active_at: new Date(Date.now() - (index % 12) * 4 * 86_400_000),
            locale: account.language ?? 'en',
          })),
        )
        .returning({ id: users.id, email: users.email });
      const userId = (email: string) => userRows.find((row) => row.email === email)!.id;

      await tx.insert(memberships).values(
        DEMO_ACCOUNTS.flatMap((account) =>
          account.memberships.map((m) => ({
            user_id: userId(account.email),
            organization_id: orgId(m.organization),
            role: m.role,
            enabled: true,
          })),
        ),
      );
      await tx.insert(salesAssignments).values(
        DEMO_SALES_ASSIGNMENTS.organizations.map((name) => ({
          user_id: userId(DEMO_SALES_ASSIGNMENTS.email),
          organization_id: orgId(name),
        })),
      );
      await insertDemoOrganizationPapers(tx, organizationFiles, orgId);
      const crmOrganizationIds = ['Skyline Builders', 'Marina Brokers', 'Palm Realty'].map(orgId);
      await seedDemoCrm(tx, { organizationIds: crmOrganizationIds });
      await seedDemoDeals(tx, { organizationIds: crmOrganizationIds });
      await seedDemoArabicLeads(tx, { organizationId: orgId('Skyline Builders'), ownerId: userId(DEMO_ARABIC_EMAIL) });
      await seedDemoInventory(tx, inventoryFiles, orgId('Skyline Builders'));
      await seedDemoUnits(tx, {
        developerId: orgId('Skyline Builders'),
        developerAdminId: userId('devadmin@demo.test'),
        salesManagerId: userId('sales@demo.test'),
      });
      await seedDemoKuwait(tx, orgId('Gulf Crown Developments'));
      // Reads the units and plans seeded above, so it comes after the inventory.
      await seedDemoSaleOffers(tx, {
        developerId: orgId('Skyline Builders'),
        salesManagerId: userId('sales@demo.test'),
        developerAdminId: userId('devadmin@demo.test'),
      });
      // The booked and sold units' sales, with their schedules and fees.
      await seedDemoSales(tx, {
        developerId: orgId('Skyline Builders'),
        developerAdminId: userId('devadmin@demo.test'),
        salesManagerId: userId('sales@demo.test'),
      });
      await insertDemoSignup(tx, signupFiles);
      await seedDemoContacts(tx, {
        platformId: orgId('Realestate Platform'),
        senderId: userId('sales@demo.test'),
        organizations: { convertedId: orgId('Skyline Builders') },
      });
    })
    .catch(async (error: unknown) => {
      await Promise.all(
        [...demoSignupKeys(signupFiles), ...demoOrganizationFileKeys(organizationFiles), ...demoInventoryKeys(inventoryFiles)].map((key) =>
          storage.remove(key),
        ),
      );
      throw error;
    });
  return { seeded: true };
}

export function describeDemoAccounts(password: string): string {
  const lines = DEMO_ACCOUNTS.map((account) => {
    const roles = account.memberships.map((m) => `${m.role} @ ${m.organization}`).join(', ');
    return `  ${account.email.padEnd(24)} ${roles}`;
  });
  return ['Demo accounts (password: ' + password + '):', ...lines].join('\n');
}
