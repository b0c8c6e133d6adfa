// Free-text search is blind to Arabic diacritics and letter variants, as it is to Latin letter
// case, in every list that searches (leads, companies, projects, units, deals), and still answers
// only the caller's organization. The SQL side (search_fold) and the term side (foldForSearch)
// must agree letter for letter; the last test holds them side by side.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_LETTER_VARIANTS, foldForSearch } from '../../src/shared/search.ts';
import { foreignPlatform, insertCompany } from './support/contacts.ts';
import { crmApi, insertDeal, insertLead, insertPipeline } from './support/crm.ts';
import { insertBuilding, insertProject, insertUnit } from './support/inventory.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { buildWorld, type Actor, type World } from './support/world.ts';

describe('Arabic search', () => {
  let ctx: TestContext;
  let w: World;
  let api: ReturnType<typeof crmApi>;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
    api = crmApi(ctx);
  });
  afterAll(() => ctx.close());

  const names = async (actor: Actor, path: string, search: string, field = 'full_name') => {
    const res = await api.get(actor, path, { search, per_page: 100, sort: 'id', order: 'asc' });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((row: Record<string, string>) => row[field]);
  };

  it('finds leads whatever their tashkeel, tatweel and alef, teh marbuta or yeh forms', async () => {
    await insertLead(ctx.db, w.brokerId, { full_name: 'مُحَمَّد الأَحْمَد' });
    await insertLead(ctx.db, w.brokerId, { full_name: 'أحمد بن علي' });
    await insertLead(ctx.db, w.brokerId, { full_name: 'فاطمة الزهراء' });
    await insertLead(ctx.db, w.brokerId, { full_name: 'مصطفى إبراهيم' });
    await insertLead(ctx.db, w.brokerId, { full_name: 'هيـــثم المؤمن', phone: '050 777 1234' });
    await insertLead(ctx.db, w.brokerId, { full_name: 'Ahmed Khan' });
    await insertLead(ctx.db, w.foreignId, { full_name: 'محمد الأجنبي' });
    const leadsFound = (search: string) => names(w.actors.broker, 'crm/leads', search);

    expect(await leadsFound('محمد')).toEqual(['مُحَمَّد الأَحْمَد']);
    expect(await leadsFound('احمد')).toEqual(['مُحَمَّد الأَحْمَد', 'أحمد بن علي']);
    expect(await leadsFound('إحمد')).toEqual(['مُحَمَّد الأَحْمَد', 'أحمد بن علي']);
    expect(await leadsFound('فاطمه')).toEqual(['فاطمة الزهراء']);
    expect(await leadsFound('مصطفي ابراهيم')).toEqual(['مصطفى إبراهيم']);
    expect(await leadsFound('هيثم المومن')).toEqual(['هيـــثم المؤمن']);
    expect(await leadsFound('مُحمّد')).toEqual(['مُحَمَّد الأَحْمَد']);
    // Digits typed on an Arabic keyboard find Latin ones: the unit number in a name, a phone.
    expect(await leadsFound('٠٥٠ ٧٧٧')).toEqual(['هيـــثم المؤمن']);
    // Latin keeps its case-blindness, and LIKE wildcards in the term stay literal.
    expect(await leadsFound('AHMED k')).toEqual(['Ahmed Khan']);
    expect(await leadsFound('%')).toEqual([]);
    // The foreign organization's محمد is never found.
    expect(await leadsFound('الاجنبي')).toEqual([]);
    // The options endpoint that feeds selects folds alike.
    const options = await api.get(w.actors.broker, 'crm/leads/options', { search: 'احمد' });
    expect(
      options
        .json()
        .data.map((option: { label: string }) => option.label)
        .sort(),
    ).toEqual(['أحمد بن علي', 'مُحَمَّد الأَحْمَد'].sort());
  });

  it('finds deals by the Arabic name of their lead', async () => {
    const lead = await insertLead(ctx.db, w.brokerId, { full_name: 'عبدالله الأنصاري' });
    const { pipeline, stages } = await insertPipeline(ctx.db, w.brokerId);
    const fields = { lead_id: lead.id, pipeline_id: pipeline.id, stage_id: stages[0]!.id };
    await insertDeal(ctx.db, w.brokerId, { ...fields, title: 'شقة في المارينا' });
    expect(await names(w.actors.broker, `crm/pipelines/${pipeline.id}/list`, 'عبد الله', 'title')).toEqual([]);
    expect(await names(w.actors.broker, `crm/pipelines/${pipeline.id}/list`, 'الانصاري', 'title')).toEqual(['شقة في المارينا']);
    expect(await names(w.actors.broker, `crm/pipelines/${pipeline.id}/list`, 'شقه', 'title')).toEqual(['شقة في المارينا']);
  });

  it('finds companies and projects by Arabic names written with or without hamza and marks', async () => {
    const platform = w.actors.super_admin;
    await insertCompany(ctx.db, w.platformId, { name: 'شركة الإمارات العقارية' });
    await insertCompany(ctx.db, w.platformId, { name: 'مؤسسة النُّور' });
    const other = await foreignPlatform(ctx.db);
    await insertCompany(ctx.db, other.orgId, { name: 'شركة الامارات الاجنبية' });
    expect(await names(platform, 'contacts/companies', 'الامارات', 'name')).toEqual(['شركة الإمارات العقارية']);
    expect(await names(platform, 'contacts/companies', 'مؤسسه النور', 'name')).toEqual(['مؤسسة النُّور']);

    await insertProject(ctx.db, w.developerId, { name: 'أبراج الخليج', city: 'دبي' });
    await insertProject(ctx.db, w.foreignId, { name: 'ابراج الخليج الاجنبية', city: 'دبي' });
    expect(await names(w.actors.developer, 'inventory/projects', 'ابراج', 'name')).toEqual(['أبراج الخليج']);
    // The city filter matches the city as written, blind alike.
    const byCity = await api.get(w.actors.developer, 'inventory/projects', { city: 'دُبَي' });
    expect(byCity.json().data.map((row: { name: string }) => row.name)).toEqual(['أبراج الخليج']);
  });

  it('finds units by a unit number written in Arabic letters, within the caller’s scope', async () => {
    const project = await insertProject(ctx.db, w.developerId);
    const building = await insertBuilding(ctx.db, w.developerId, project.id, { name: 'برج أ' });
    await insertUnit(ctx.db, w.developerId, building.id, { unit_number: 'أ-101' });
    await insertUnit(ctx.db, w.developerId, building.id, { unit_number: 'ب-101' });
    const foreignBuilding = await insertBuilding(ctx.db, w.foreignId, (await insertProject(ctx.db, w.foreignId)).id);
    await insertUnit(ctx.db, w.foreignId, foreignBuilding.id, { unit_number: 'أ-102' });
    expect(await names(w.actors.developer, 'inventory/units', 'ا-10', 'unit_number')).toEqual(['أ-101']);
    expect(await names(w.actors.foreign_admin, 'inventory/units', 'ا-10', 'unit_number')).toEqual(['أ-102']);
  });

  it('folds in SQL exactly as in TypeScript', async () => {
    const samples = [
      'مُحَمَّد',
      'أحمد إبراهيم آل ٱلمنصور',
      'فاطمة',
      'مصطفى',
      'مؤمن',
      'هيـــئة',
      'قُرْآنٰ',
      'Élodie SMITH',
      'برج ٣ شقة ۱۰۴',
      ...Object.keys(ARABIC_LETTER_VARIANTS),
      // every mark of the range, one by one
      ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => `ب${String.fromCharCode(0x064b + i)}ت`),
    ];
    for (const sample of samples) {
      // Both drivers answer raw SQL with `rows`.
      const result = (await ctx.db.execute(sql`select search_fold(${sample}) as folded`)) as unknown as { rows: { folded: string }[] };
      expect(result.rows[0]?.folded, sample).toBe(foldForSearch(sample));
    }
    expect(foldForSearch('مُحَمَّد')).toBe('محمد');
    expect(foldForSearch('أإآٱةىؤئ')).toBe('ااااهيوي');
    expect(foldForSearch('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });

  it('folds every code point as the body of migration 0023 did, from a body stored parsed', async () => {
    // Migrations 0049 (a pre-parsed body: planning cost) and 0050 (lower() alone for ASCII text)
    // restated search_fold; the expression indexes built with the first body stay valid only if
    // every value folds the same: each code point alone, among ASCII, and among Arabic.
    const first = (value: ReturnType<typeof sql>) => sql`translate(
      regexp_replace(lower(${value}), '[' || chr(1611) || '-' || chr(1631) || chr(1648) || chr(1600) || ']', '', 'g'),
      chr(1571) || chr(1573) || chr(1570) || chr(1649) || chr(1577) || chr(1609) || chr(1572) || chr(1574)
        || '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
      chr(1575) || chr(1575) || chr(1575) || chr(1575) || chr(1607) || chr(1610) || chr(1608) || chr(1610)
        || '01234567890123456789')`;
    const result = (await ctx.db.execute(sql`
      select count(*)::int as compared,
        count(*) filter (where search_fold(s.v) is distinct from ${first(sql`s.v`)})::int as differing
      from generate_series(1, 65535) as c,
        lateral (values (chr(c)), ('Ab' || chr(c) || 'Z9'), ('Ab' || chr(c) || 'يٰ' || chr(c))) as s(v)
      where c not between 55296 and 57343`)) as unknown as { rows: { compared: number; differing: number }[] };
    expect(result.rows[0]).toEqual({ compared: 3 * 63487, differing: 0 });
    const stored = (await ctx.db.execute(
      sql`select prosqlbody is not null as parsed from pg_proc where proname = 'search_fold'`,
    )) as unknown as { rows: { parsed: boolean }[] };
    expect(stored.rows).toEqual([{ parsed: true }]);
  });
});
