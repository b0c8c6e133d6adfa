// Demo CRM data: for each demo organization a few hundred leads across statuses and sources —
// Gulf and expatriate names, +971 phones, budgets in AED minor units, owners among the
// organization's members — with tags, notes (some @mentioning a colleague, who finds it in his
// notifications), activities (some overdue, some completed) and the history those would have
// written. Deterministic: the same organizations, members and `now` give the same data (a seeded
// PRNG, nothing from Math.random), and fast: every table is filled with batch inserts.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { mentionToken, plainMentions, type ActivityType, type LeadSource, type LeadStatus, type UnitType } from '../../../shared/crm.ts';
import { minorToMajor } from '../../../shared/money.ts';
import type { Executor } from '../client.ts';
import { memberships, notifications, users } from '../schema.ts';
import { activities, leadHistory, leads, leadTags, notes, tags } from '../crm-schema.ts';
import { prng, type Random } from './demo-random.ts';

export interface DemoCrmOptions {
  /** The organizations to fill; their enabled members own, write and do the work. */
  organizationIds: number[];
  /** The moment the data is arranged around (overdue, upcoming…); now by default. */
  now?: Date;
  /** Leads per organization; by default 240 to 330, different for each organization. */
  leadsPerOrganization?: number;
}

export interface DemoCrmCounts {
  tags: number;
  leads: number;
  notes: number;
  activities: number;
  history: number;
}

const DAY = 86_400_000;
const BATCH = 500;

const GULF_MALE = [
  'Mohammed',
  'Ahmed',
  'Khalid',
  'Saeed',
  'Rashid',
  'Sultan',
  'Hamdan',
  'Omar',
  'Abdullah',
  'Faisal',
  'Majid',
  'Hamad',
  'Saif',
  'Yousef',
  'Ali',
  'Hassan',
  'Ibrahim',
  'Tariq',
  'Mansour',
  'Nasser',
  'Obaid',
  'Juma',
  'Khalifa',
  'Zayed',
];
const GULF_FEMALE = [
  'Fatima',
  'Mariam',
  'Aisha',
  'Noura',
  'Hessa',
  'Shamma',
  'Latifa',
  'Maitha',
  'Reem',
  'Alia',
  'Sara',
  'Amna',
  'Moza',
  'Mahra',
  'Hind',
  'Salama',
  'Dana',
  'Lulwa',
];

/** Name pools with the nationality (ISO code) and the home dialling code they go with. */
const PEOPLE: { weight: number; nationality: string; dial: string; first: readonly string[]; last: readonly string[] }[] = [
  {
    weight: 30,
    nationality: 'AE',
    dial: '+971',
    first: [...GULF_MALE, ...GULF_FEMALE],
    last: [
      'Al Mansoori',
      'Al Suwaidi',
      'Al Hashimi',
      'Al Ketbi',
      'Al Shamsi',
      'Al Falasi',
      'Al Mazrouei',
      'Al Dhaheri',
      'Al Zaabi',
      'Al Nuaimi',
      'Al Kaabi',
      'Al Mheiri',
      'Al Marzouqi',
      'Al Muhairi',
      'Al Romaithi',
      'Al Ameri',
    ],
  },
  {
    weight: 10,
    nationality: 'SA',
    dial: '+966',
    first: [...GULF_MALE, ...GULF_FEMALE],
    last: ['Al Otaibi', 'Al Harbi', 'Al Qahtani', 'Al Shammari', 'Al Ghamdi', 'Al Zahrani'],
  },
  { weight: 4, nationality: 'KW', dial: '+965', first: GULF_MALE, last: ['Al Mutairi', 'Al Ajmi', 'Al Enezi'] },
  { weight: 4, nationality: 'OM', dial: '+968', first: GULF_MALE, last: ['Al Balushi', 'Al Busaidi', 'Al Harthy'] },
  { weight: 3, nationality: 'BH', dial: '+973', first: GULF_MALE, last: ['Al Doseri', 'Al Sayed', 'Al Jalahma'] },
  { weight: 3, nationality: 'QA', dial: '+974', first: GULF_MALE, last: ['Al Kuwari', 'Al Marri', 'Al Sulaiti'] },
  {
    weight: 12,
    nationality: 'IN',
    dial: '+91',
    first: ['Priya', 'Rahul', 'Anil', 'Deepa', 'Vikram', 'Sanjay', 'Ananya', 'Arjun', 'Kavya', 'Rohan'],
    last: ['Sharma', 'Menon', 'Nair', 'Iyer', 'Patel', 'Gupta', 'Reddy', 'Kapoor'],
  },
  {
    weight: 6,
    nationality: 'PK',
    dial: '+92',
    first: ['Imran', 'Ayesha', 'Bilal', 'Sana', 'Usman', 'Hira'],
    last: ['Qureshi', 'Khan', 'Siddiqui', 'Malik', 'Chaudhry'],
  },
  {
    weight: 7,
    nationality: 'GB',
    dial: '+44',
    first: ['James', 'Emma', 'Oliver', 'Charlotte', 'Harry', 'Sophie', 'George', 'Amelia'],
    last: ['Whitmore', 'Clarke', 'Bennett', 'Hughes', 'Fletcher', 'Turner'],
  },
  {
    weight: 5,
    nationality: 'RU',
    dial: '+7',
    first: ['Dmitry', 'Elena', 'Alexei', 'Olga', 'Sergei', 'Anna'],
    last: ['Ivanov', 'Petrova', 'Smirnov', 'Volkova', 'Kuznetsov'],
  },
  {
    weight: 5,
    nationality: 'EG',
    dial: '+20',
    first: ['Mostafa', 'Yasmin', 'Karim', 'Nour', 'Amr', 'Salma'],
    last: ['Hassan', 'Farouk', 'Mahmoud', 'Abdelrahman', 'Mostafa'],
  },
  {
    weight: 4,
    nationality: 'LB',
    dial: '+961',
    first: ['Karim', 'Lara', 'Rami', 'Maya', 'Nadim'],
    last: ['Haddad', 'Khoury', 'Saad', 'Aoun'],
  },
  { weight: 3, nationality: 'JO', dial: '+962', first: ['Zaid', 'Rania', 'Laith', 'Dina'], last: ['Masri', 'Khalil', 'Nasser'] },
  { weight: 3, nationality: 'CN', dial: '+86', first: ['Wei', 'Li Na', 'Jun', 'Mei'], last: ['Zhang', 'Chen', 'Wang', 'Liu'] },
  { weight: 2, nationality: 'DE', dial: '+49', first: ['Lukas', 'Hannah', 'Felix'], last: ['Weber', 'Schneider', 'Fischer'] },
];

const EMAIL_DOMAINS = ['example.com', 'example.ae', 'example.net', 'example.org'];
const UAE_MOBILE_PREFIXES = ['50', '52', '54', '55', '56', '58'];
const COMMUNITIES = [
  'Dubai Marina',
  'Downtown Dubai',
  'Palm Jumeirah',
  'Business Bay',
  'Jumeirah Village Circle',
  'Dubai Hills Estate',
  'Arabian Ranches',
  'Jumeirah Lake Towers',
  'Dubai Creek Harbour',
  'Al Reem Island',
  'Saadiyat Island',
  'Yas Island',
];

const STATUS_WEIGHTS: (readonly [LeadStatus, number])[] = [
  ['new', 35],
  ['contacted', 30],
  ['qualified', 20],
  ['unqualified', 15],
];
const SOURCE_WEIGHTS: (readonly [LeadSource, number])[] = [
  ['website', 30],
  ['portal', 25],
  ['referral', 15],
  ['social', 15],
  ['walk_in', 10],
  ['other', 5],
];
const UNIT_TYPE_WEIGHTS: (readonly [UnitType, number])[] = [
  ['apartment', 50],
  ['villa', 20],
  ['townhouse', 15],
  ['penthouse', 5],
  ['duplex', 5],
  ['office', 3],
  ['retail', 2],
];
const ACTIVITY_TYPE_WEIGHTS: (readonly [ActivityType, number])[] = [
  ['call', 35],
  ['whatsapp', 20],
  ['meeting', 12],
  ['site_visit', 13],
  ['email', 10],
  ['task', 10],
];

const DEMO_TAGS = [
  ['VIP', '#e53935'],
  ['Investor', '#1e88e5'],
  ['End user', '#43a047'],
  ['Golden Visa', '#fb8c00'],
  ['Cash buyer', '#8e24aa'],
  ['Mortgage', '#00897b'],
  ['Off-plan', '#6d4c41'],
  ['Hot', '#d81b60'],
] as const;

const ACTIVITY_TITLES: Record<ActivityType, readonly string[]> = {
  call: ['Intro call', 'Follow-up call', 'Call about the payment plan', 'Call back after the viewing'],
  whatsapp: ['WhatsApp the availability list', 'Share the location pin on WhatsApp', 'Send floor plans on WhatsApp'],
  meeting: ['Meeting at the sales centre', 'Offer discussion', 'Meet with the family'],
  site_visit: ['Site visit – {community}', 'Show the show apartment', 'Viewing in {community}'],
  email: ['Email the brochure and price list', 'Send the sale offer by email', 'Email the payment plan'],
  task: ['Prepare a sale offer', 'Check unit availability', 'Ask finance about mortgage options'],
};

const NOTE_TEMPLATES = [
  'Interested in a {beds}-bedroom {type} in {community}; budget around AED {budget}.',
  'Asked for the payment plan and the service charges per sq ft.',
  'Prefers a high floor with sea view; flexible on the handover date.',
  'Will visit the sales centre next week with the family.',
  'Comparing with another project in {community}. Sent the brochure.',
  'Needs mortgage pre-approval first; introduced our partner bank.',
  'Cash buyer, wants handover within 12 months.',
  'Called twice, no answer. Trying WhatsApp instead.',
  'Looking for a Golden Visa eligible property (AED 2M and above).',
  'Relocating from abroad in the summer; wants a furnished unit.',
];
const MENTION_TEMPLATES = [
  '{mention} can you share the latest availability in {community}?',
  '{mention} please join the viewing on Saturday.',
  'Handing over to {mention}: he speaks their language.',
];

interface Member {
  id: number;
  full_name: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '');
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
const formatAed = (fils: number) => Math.round(minorToMajor(fils, 'AED')).toLocaleString('en-US');

function uaeMobile(random: Random): string {
  return `+971 ${random.pick(UAE_MOBILE_PREFIXES)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

function homePhone(random: Random, dial: string): string {
  return `${dial} ${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

async function chunked<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += BATCH) out.push(...(await insert(rows.slice(start, start + BATCH))));
  return out;
}

async function enabledMembers(db: Executor, organizationId: number): Promise<Member[]> {
  return db
    .select({ id: users.id, full_name: users.full_name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(and(eq(memberships.organization_id, organizationId), eq(memberships.enabled, true)))
    .orderBy(asc(users.id));
}

async function seedOrganization(
  db: Executor,
  organizationId: number,
  index: number,
  now: Date,
  leadCount: number | undefined,
): Promise<DemoCrmCounts> {
  const random = prng(0x5eed_c0de + index * 7919);
  const members = await enabledMembers(db, organizationId);
  const member = () => random.pick(members);
  const count = leadCount ?? random.int(240, 330);

  // Tags the organization does not have yet (a second run adds none).
  const existingTags = await db
    .select({ name: tags.name })
    .from(tags)
    .where(
      and(
        eq(tags.organization_id, organizationId),
        inArray(
          tags.name,
          DEMO_TAGS.map(([name]) => name),
        ),
      ),
    );
  const newTags = DEMO_TAGS.filter(([name]) => !existingTags.some((tag) => tag.name === name)).map(([name, color]) => ({
    organization_id: organizationId,
    name,
    color,
  }));
  const tagRows = newTags.length ? await db.insert(tags).values(newTags).returning({ id: tags.id }) : [];

  const usedEmails = new Set<string>();
  const leadDrafts = Array.from({ length: count }, (_, i) => {
    const people = random.weighted(PEOPLE.map((group) => [group, group.weight] as const));
    const first = random.pick(people.first);
    const last = random.pick(people.last);
    const fullName = `${first} ${last}`;
    let email: string | null = `${slug(first)}.${slug(last)}@${random.pick(EMAIL_DOMAINS)}`;
    if (usedEmails.has(email)) email = email.replace('@', `${i}@`);
    usedEmails.add(email);
    const resident = people.nationality === 'AE' || random.chance(0.75);
    let phone: string | null = resident ? uaeMobile(random) : homePhone(random, people.dial);
    const contact = random.next();
    if (contact < 0.12) email = null;
    else if (contact < 0.22) phone = null;
    const budgetMin = random.chance(0.85) ? random.int(12, 500) * 50_000 * 100 : null;
    const budgetMax =
      budgetMin !== null
        ? Math.round((budgetMin * (1.15 + random.next() * 0.7)) / 5_000_000) * 5_000_000
        : random.chance(0.3)
          ? random.int(20, 300) * 100_000 * 100
          : null;
    const unitType = random.weighted(UNIT_TYPE_WEIGHTS);
    const bedrooms =
      unitType === 'office' || unitType === 'retail'
        ? []
        : [random.int(unitType === 'apartment' ? 0 : 2, unitType === 'apartment' ? 3 : 6)];
    const communities = [random.pick(COMMUNITIES), ...(random.chance(0.3) ? [random.pick(COMMUNITIES)] : [])];
    const owner = random.chance(0.85) ? member() : null;
    const createdAt = new Date(now.getTime() - random.int(0, 180) * DAY - random.int(0, 86_399) * 1000);
    const status = random.weighted(STATUS_WEIGHTS);
    return {
      row: {
        organization_id: organizationId,
        full_name: fullName,
        email,
        phone,
        nationality: people.nationality,
        source: random.weighted(SOURCE_WEIGHTS),
        status,
        budget_min: budgetMin,
        budget_max: budgetMax,
        currency: 'AED',
        interests: { unit_types: [unitType], ...(bedrooms.length ? { bedrooms } : {}), communities: [...new Set(communities)] },
        owner_id: owner?.id ?? null,
        seen: owner !== null && (status !== 'new' || random.chance(0.5)),
        created_by: member().id,
        created_at: createdAt,
        updated_at: new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(0, 20) * DAY)),
      } satisfies typeof leads.$inferInsert,
      unitType,
      community: communities[0]!,
      bedrooms: bedrooms[0] ?? null,
      via: random.chance(0.3) ? 'import' : 'api',
      tagNames: DEMO_TAGS.filter(() => random.chance(0.18)).map(([name]) => name),
    };
  });
  const insertedLeads = await chunked(leadDrafts, (batch) =>
    db
      .insert(leads)
      .values(batch.map((draft) => draft.row))
      .returning({ id: leads.id }),
  );
  const leadRows = leadDrafts.map((draft, i) => ({ ...draft, id: insertedLeads[i]!.id }));

  const allTags = await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.organization_id, organizationId));
  const tagId = new Map(allTags.map((tag) => [tag.name, tag.id]));
  const links = leadRows.flatMap((lead) =>
    lead.tagNames.map((name) => ({ organization_id: organizationId, lead_id: lead.id, tag_id: tagId.get(name)! })),
  );
  await chunked(links, async (batch) => {
    await db.insert(leadTags).values(batch).onConflictDoNothing();
    return [];
  });

  const history: (typeof leadHistory.$inferInsert)[] = [];
  const mentionNotices: (typeof notifications.$inferInsert)[] = [];
  for (const lead of leadRows) {
    history.push({
      organization_id: organizationId,
      lead_id: lead.id,
      actor_id: lead.row.created_by,
      kind: 'created',
      details: { via: lead.via },
      created_at: lead.row.created_at,
    });
    if (lead.row.status !== 'new') {
      history.push({
        organization_id: organizationId,
        lead_id: lead.id,
        actor_id: lead.row.owner_id ?? lead.row.created_by,
        kind: 'field_changed',
        field: 'status',
        old_value: 'new',
        new_value: lead.row.status,
        created_at: lead.row.updated_at,
      });
    }
  }

  // Notes: most leads have one or two; some mention a colleague.
  const noteDrafts = leadRows.flatMap((lead) =>
    Array.from(
      {
        length: random.weighted([
          [0, 40],
          [1, 40],
          [2, 20],
        ] as const),
      },
      () => {
        const author = lead.row.owner_id !== null && random.chance(0.7) ? members.find((m) => m.id === lead.row.owner_id)! : member();
        const values = {
          beds: String(lead.bedrooms ?? 2),
          type: lead.unitType,
          community: lead.community,
          budget: formatAed(lead.row.budget_max ?? lead.row.budget_min ?? 150_000_000),
        };
        const colleague = members.filter((m) => m.id !== author.id);
        const mentioned = colleague.length && random.chance(0.15) ? random.pick(colleague) : null;
        const body = mentioned
          ? fill(random.pick(MENTION_TEMPLATES), { ...values, mention: mentionToken(mentioned) })
          : fill(random.pick(NOTE_TEMPLATES), values);
        const createdAt = new Date(
          lead.row.created_at.getTime() +
            random.int(1, Math.max(1, Math.floor((now.getTime() - lead.row.created_at.getTime()) / 60_000))) * 60_000,
        );
        return { lead, author, body, mentioned, createdAt };
      },
    ),
  );
  const insertedNotes = await chunked(noteDrafts, (batch) =>
    db
      .insert(notes)
      .values(
        batch.map((note) => ({
          organization_id: organizationId,
          lead_id: note.lead.id,
          author_id: note.author.id,
          body: note.body,
          created_at: note.createdAt,
          updated_at: note.createdAt,
        })),
      )
      .returning({ id: notes.id }),
  );
  noteDrafts.forEach((note, i) => {
    const noteId = insertedNotes[i]!.id;
    const excerpt = plainMentions(note.body).slice(0, 200);
    history.push({
      organization_id: organizationId,
      lead_id: note.lead.id,
      actor_id: note.author.id,
      kind: 'note_added',
      subject_type: 'note',
      subject_id: noteId,
      details: { excerpt, mentioned_user_ids: note.mentioned ? [note.mentioned.id] : [] },
      created_at: note.createdAt,
    });
    if (note.mentioned) {
      mentionNotices.push({
        user_id: note.mentioned.id,
        type: 'mention',
        title: `${note.author.full_name} mentioned you on ${note.lead.row.full_name}`,
        body: plainMentions(note.body),
        data: { organization_id: organizationId, lead_id: note.lead.id, lead_name: note.lead.row.full_name, note_id: noteId },
        read_at: now.getTime() - note.createdAt.getTime() > 7 * DAY ? note.createdAt : null,
        created_at: note.createdAt,
      });
    }
  });

  // Activities: past ones mostly done (the rest overdue), upcoming ones open.
  const activityDrafts = leadRows.flatMap((lead) =>
    Array.from(
      {
        length: random.weighted([
          [0, 30],
          [1, 45],
          [2, 25],
        ] as const),
      },
      () => {
        const type = random.weighted(ACTIVITY_TYPE_WEIGHTS);
        // Working hours in Dubai (UTC+4), from a month ago to six weeks ahead, never before the lead.
        const dueAt = new Date(now.getTime() + random.int(-30, 45) * DAY);
        dueAt.setUTCHours(random.int(4, 15), random.pick([0, 15, 30, 45]), 0, 0);
        if (dueAt.getTime() < lead.row.created_at.getTime()) dueAt.setTime(lead.row.created_at.getTime() + random.int(1, 48) * 3_600_000);
        const past = dueAt.getTime() < now.getTime();
        const completedAt = past && random.chance(0.7) ? new Date(dueAt.getTime() + random.int(0, 180) * 60_000) : null;
        const owner = lead.row.owner_id !== null && random.chance(0.8) ? lead.row.owner_id : member().id;
        return {
          lead,
          row: {
            organization_id: organizationId,
            type,
            title: fill(random.pick(ACTIVITY_TITLES[type]), { community: lead.community }),
            notes: random.chance(0.25) ? 'Confirm the time the day before.' : null,
            due_at: dueAt,
            duration_minutes:
              type === 'meeting' || type === 'site_visit'
                ? random.pick([30, 45, 60, 90])
                : type === 'call'
                  ? random.pick([10, 15, 20])
                  : null,
            lead_id: lead.id,
            owner_id: owner,
            completed_at: completedAt && completedAt.getTime() > now.getTime() ? now : completedAt,
            created_by: owner,
            created_at: new Date(Math.min(lead.row.created_at.getTime() + DAY / 2, dueAt.getTime(), now.getTime())),
            updated_at: new Date(Math.min(lead.row.created_at.getTime() + DAY / 2, dueAt.getTime(), now.getTime())),
          } satisfies typeof activities.$inferInsert,
        };
      },
    ),
  );
  const insertedActivities = await chunked(activityDrafts, (batch) =>
    db
      .insert(activities)
      .values(batch.map((activity) => activity.row))
      .returning({ id: activities.id }),
  );
  activityDrafts.forEach((activity, i) => {
    const id = insertedActivities[i]!.id;
    const details = { type: activity.row.type, title: activity.row.title, due_at: activity.row.due_at.toISOString() };
    const base = {
      organization_id: organizationId,
      lead_id: activity.lead.id,
      actor_id: activity.row.owner_id,
      subject_type: 'activity' as const,
      subject_id: id,
    };
    history.push({ ...base, kind: 'activity_added', details: { ...details, completed: false }, created_at: activity.row.created_at });
    if (activity.row.completed_at) history.push({ ...base, kind: 'activity_completed', details, created_at: activity.row.completed_at });
  });

  await chunked(history, async (batch) => {
    await db.insert(leadHistory).values(batch);
    return [];
  });
  await chunked(mentionNotices, async (batch) => {
    await db.insert(notifications).values(batch);
    return [];
  });
  return {
    tags: tagRows.length,
    leads: leadRows.length,
    notes: noteDrafts.length,
    activities: activityDrafts.length,
    history: history.length,
  };
}

/**
 * Fills the CRM of each organization (call it inside the demo seed's transaction, after the
 * memberships exist). An organization without enabled members gets nothing.
 */
export async function seedDemoCrm(db: Executor, options: DemoCrmOptions): Promise<DemoCrmCounts> {
  const now = options.now ?? new Date();
  const total: DemoCrmCounts = { tags: 0, leads: 0, notes: 0, activities: 0, history: 0 };
  for (const [index, organizationId] of options.organizationIds.entries()) {
    if ((await enabledMembers(db, organizationId)).length === 0) continue;
    const counts = await seedOrganization(db, organizationId, index, now, options.leadsPerOrganization);
    for (const key of Object.keys(total) as (keyof DemoCrmCounts)[]) total[key] += counts[key];
  }
  return total;
}
