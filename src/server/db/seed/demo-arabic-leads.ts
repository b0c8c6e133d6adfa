// Demo leads with Arabic names for Skyline Builders, owned by the Arabic-speaking demo user: some
// written with tashkeel, tatweel or hamza and teh-marbuta forms, so that searching "محمد",
// "احمد" or "فاطمه" shows that search ignores them (src/shared/search.ts). Fixed rows, no PRNG,
// so the generated CRM data of demo-crm.ts stays as it was.
import type { LeadSource, LeadStatus } from '../../../shared/crm.ts';
import type { Executor } from '../client.ts';
import { leads } from '../crm-schema.ts';

interface ArabicLead {
  fullName: string;
  phone: string | null;
  email: string | null;
  nationality: string;
  source: LeadSource;
  status: LeadStatus;
  /** Budget in AED, major units. */
  budget: number | null;
}

export const DEMO_ARABIC_LEADS: ArabicLead[] = [
  // tashkeel (fatha, damma, shadda, sukun)
  {
    fullName: 'مُحَمَّد بن راشد الفلاسي',
    phone: '+971 50 412 7781',
    email: 'm.falasi@example.ae',
    nationality: 'AE',
    source: 'referral',
    status: 'qualified',
    budget: 3_500_000,
  },
  // alef with hamza above
  {
    fullName: 'أحمد عبدالله المنصوري',
    phone: '050 218 3346',
    email: null,
    nationality: 'AE',
    source: 'walk_in',
    status: 'new',
    budget: 1_800_000,
  },
  // teh marbuta
  {
    fullName: 'فاطمة سعيد الكعبي',
    phone: '+971 55 903 1120',
    email: 'fatima.kaabi@example.ae',
    nationality: 'AE',
    source: 'website',
    status: 'contacted',
    budget: 2_200_000,
  },
  // alef maksura and alef with hamza below
  {
    fullName: 'مصطفى إبراهيم',
    phone: '+20 100 555 1234',
    email: 'mostafa.ibrahim@example.com',
    nationality: 'EG',
    source: 'portal',
    status: 'new',
    budget: 950_000,
  },
  // yeh with hamza
  {
    fullName: 'عائشة المهيري',
    phone: '+971 52 660 4418',
    email: null,
    nationality: 'AE',
    source: 'social',
    status: 'contacted',
    budget: null,
  },
  // tatweel
  {
    fullName: 'نـــورة الشامسي',
    phone: null,
    email: 'noura.shamsi@example.ae',
    nationality: 'AE',
    source: 'website',
    status: 'new',
    budget: 4_000_000,
  },
  // alef with madda
  {
    fullName: 'خالد آل سعود',
    phone: '+966 55 123 4567',
    email: 'khalid@example.sa',
    nationality: 'SA',
    source: 'referral',
    status: 'qualified',
    budget: 7_500_000,
  },
  // waw with hamza
  {
    fullName: 'هيثم المؤمن',
    phone: '+965 6555 1234',
    email: null,
    nationality: 'KW',
    source: 'portal',
    status: 'unqualified',
    budget: 1_200_000,
  },
];

/** Inserts the Arabic demo leads into the organization, owned and created by `ownerId`. */
export async function seedDemoArabicLeads(db: Executor, options: { organizationId: number; ownerId: number }): Promise<number> {
  const rows = await db
    .insert(leads)
    .values(
      DEMO_ARABIC_LEADS.map((lead) => ({
        organization_id: options.organizationId,
        full_name: lead.fullName,
        email: lead.email,
        phone: lead.phone,
        nationality: lead.nationality,
        source: lead.source,
        status: lead.status,
        budget_min: lead.budget === null ? null : lead.budget * 100,
        currency: 'AED',
        owner_id: options.ownerId,
        created_by: options.ownerId,
      })),
    )
    .returning({ id: leads.id });
  return rows.length;
}
