import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, notifications, organizationDocuments, organizations } from '../../src/server/db/schema.ts';
import { DEMO_SIGNUP } from '../../src/server/db/seed/demo-signup.ts';
import { seedDemo } from '../../src/server/db/seed/demo.ts';
import { detectKind } from '../../src/server/http/uploads.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { createAccountTestContext, mailsTo, type AccountTestContext } from './support/accounts.ts';
import { storedFiles } from './support/signup.ts';
import { call } from './support/testApp.ts';

const PASSWORD = 'demo-pass-2026';

describe('demo data: a broker’s finished signup waiting for approval', () => {
  let ctx: AccountTestContext;
  let storage: ReturnType<typeof createLocalStorage>;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
    storage = createLocalStorage(path.join(ctx.dataDir, 'files'));
    await seedDemo(ctx.db, PASSWORD, storage);
  });
  afterAll(() => ctx.close());

  const demoSignup = async () => (await ctx.db.select().from(organizations).where(eq(organizations.name, DEMO_SIGNUP.name)))[0]!;

  it('is a completed, pending broker signup from skylinebuilders with its contact and bank data', async () => {
    const row = await demoSignup();
    expect(row).toMatchObject({
      kind: 'broker',
      status: 'pending',
      signup_source: 'skylinebuilders',
      signup_step: 'broker_data',
      contact_full_name: DEMO_SIGNUP.contact.fullName,
      contact_email: DEMO_SIGNUP.contact.email,
      bank_name: 'Emirates NBD',
      iban: 'AE070331234567890123456',
      swift: 'EBILAEAD',
    });
    expect(row.signup_completed_at).toBeInstanceOf(Date);
    const state = await call(ctx.app, 'GET', `signup/${row.uuid}`);
    expect(state.json().data).toMatchObject({
      completed: true,
      step: 'broker_data',
      next_step: null,
      bank_data: { has_bank_confirmation_letter: true },
    });
  });

  it('keeps its uploads as real PDFs in storage', async () => {
    const row = await demoSignup();
    const [letter] = await ctx.db.select().from(organizationDocuments).where(eq(organizationDocuments.organization_id, row.id));
    expect(letter).toMatchObject({ type: 'bank_confirmation_letter', content_type: 'application/pdf' });
    const keys = [letter!.file_path, row.signatory_id_document_path!, row.broker_card_path!];
    expect(await storedFiles(ctx.dataDir)).toEqual(expect.arrayContaining(keys));
    for (const key of keys) expect(await detectKind(path.join(ctx.dataDir, 'files', ...key.split('/')))).toBe('pdf');
    expect(await storage.size(letter!.file_path)).toBe(letter!.size);
  });

  it('waits in the demo super admin’s notifications, and approving it invites its contact', async () => {
    const row = await demoSignup();
    const login = await call(ctx.app, 'POST', 'auth/login', {
      body: { email: 'super@demo.test', password: PASSWORD, device_name: 'test' },
    });
    const { token, user_id: userId, organizations: memberOf } = login.json();
    const waiting = await ctx.db.select().from(notifications).where(eq(notifications.user_id, userId));
    expect(waiting.map((n) => n.title)).toEqual([`${DEMO_SIGNUP.name} waits for approval`]);

    const platformId = memberOf[0].id;
    const res = await call(ctx.app, 'PATCH', `auth/organizations/${row.id}`, {
      token,
      body: { organization_id: platformId, status: 'active' },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.db.select().from(invitations).where(eq(invitations.organization_id, row.id)))[0]).toMatchObject({
      email: DEMO_SIGNUP.contact.email,
      role: 'broker_admin',
    });
    expect(await mailsTo(ctx.dataDir, DEMO_SIGNUP.contact.email)).toHaveLength(1);
  });
});
