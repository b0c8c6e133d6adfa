import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, invitations, notifications, organizations } from '../../src/server/db/schema.ts';
import { createAccountTestContext, linkIn, mailsTo, type AccountTestContext } from './support/accounts.ts';
import { createOrganization } from './support/factories.ts';
import {
  bankFields,
  brokerFields,
  companyDataBody,
  signatoryFields,
  contactSignups,
  signupClient,
  signupRow,
  type SignupClient,
} from './support/signup.ts';
import { call } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('signup review: reject, request changes, approve', () => {
  let ctx: AccountTestContext;
  let w: World;
  let client: SignupClient;
  let nextSignup: ReturnType<typeof contactSignups>;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
    w = await buildWorld(ctx.db);
    client = signupClient(ctx.app);
    nextSignup = contactSignups(ctx.db, client, 'Reviewed');
  });
  afterAll(() => ctx.close());

  /** A finished (or unfinished) signup whose contact has an address of its own. */
  const signup = (kind: 'developer' | 'broker', finished = true) => nextSignup(kind, finished);
  const reject = (id: number, body: Record<string, unknown>, actor = w.actors.super_admin) =>
    call(ctx.app, 'POST', `auth/organizations/${id}/signup/reject`, as(actor, { body }));
  const requestChanges = (id: number, body: Record<string, unknown>, actor = w.actors.super_admin) =>
    call(ctx.app, 'POST', `auth/organizations/${id}/signup/request-changes`, as(actor, { body }));
  const unreadWaiting = async (id: number) =>
    (
      await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'organization_signup_completed'), isNull(notifications.read_at)))
    ).filter((n) => n.data.organization_id === id);
  const lastAudit = async (subjectId: number) =>
    (
      await ctx.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.subject_type, 'organization'), eq(auditLogs.subject_id, subjectId)))
        .orderBy(desc(auditLogs.id))
        .limit(1)
    )[0];

  describe('POST auth/organizations/{id}/signup/reject', () => {
    it('rejects with a reason, mails it to the contact, clears the notification and closes the signup for good', async () => {
      const { id, uuid, contact, name } = await signup('broker');
      expect(await unreadWaiting(id)).toHaveLength(1);

      const res = await reject(id, { reason: 'The trade licence could not be verified with the DED.' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { id, status: 'rejected' }, message: `The signup of ${name} was rejected.` });
      expect(await unreadWaiting(id)).toEqual([]);
      expect((await lastAudit(id))?.action).toBe('organization.signup_rejected');

      const [mail] = await mailsTo(ctx.dataDir, contact);
      expect(mail!.parsed.subject).toBe(`Your signup of ${name} was not approved`);
      expect(mail!.parsed.text).toContain('The reason: The trade licence could not be verified with the DED.');

      // Resuming it, or sending any step, says it was rejected.
      const resumed = await client.get(`signup/${uuid}`);
      expect(resumed.statusCode).toBe(410);
      expect(resumed.json().message).toBe('This signup was rejected and can no longer be resumed. We sent the reason by email.');
      expect((await client.form(`signup/${uuid}/broker-data`, brokerFields())).statusCode).toBe(410);
      expect((await client.json('signup/company-data', companyDataBody({ uuid, kind: 'broker' }))).statusCode).toBe(410);

      // It stays rejected: neither approved by an update nor reviewed again.
      const approve = await call(ctx.app, 'PATCH', `auth/organizations/${id}`, as(w.actors.super_admin, { body: { status: 'active' } }));
      expect(approve.statusCode).toBe(409);
      expect((await reject(id, { reason: 'Again.' })).statusCode).toBe(409);
      expect(await ctx.db.select().from(invitations).where(eq(invitations.organization_id, id))).toEqual([]);
    });

    it('refuses an empty reason (422) and changes nothing', async () => {
      const { id, contact } = await signup('developer');
      const res = await reject(id, { reason: '   ' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ reason: ['The reason field is required.'] });
      expect((await signupRow(ctx.db, (await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.uuid)).status).toBe(
        'pending',
      );
      expect(await mailsTo(ctx.dataDir, contact, 1)).toEqual([]);
    });

    it('is the super admin’s: a sales manager and an organization’s admin are refused (403)', async () => {
      const { id } = await signup('broker');
      expect((await reject(id, { reason: 'No.' }, w.actors.super_admin_sales_manager)).statusCode).toBe(403);
      expect((await reject(id, { reason: 'No.' }, w.actors.broker_admin)).statusCode).toBe(403);
      expect((await reject(w.foreignId, { reason: 'No.' }, w.actors.foreign_admin)).statusCode).toBe(403);
      expect((await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.status).toBe('pending');
    });

    it('answers 404 for an unknown organization and 409 for one staff created or already approved', async () => {
      expect((await reject(2_000_000, { reason: 'No.' })).statusCode).toBe(404);
      const staffMade = await createOrganization(ctx.db, { kind: 'broker', status: 'pending' });
      expect((await reject(staffMade.id, { reason: 'No.' })).statusCode).toBe(409);
      expect((await reject(w.brokerId, { reason: 'No.' })).statusCode).toBe(409);
    });
  });

  describe('POST auth/organizations/{id}/signup/request-changes', () => {
    it('sends the signup back at the step chosen, mails a link that reopens it there, and reviews it again once resent', async () => {
      const { id, uuid, contact, name } = await signup('broker');
      const res = await requestChanges(id, {
        step: 'auth_signatory_data',
        message: 'The ID document is expired; please upload a valid one.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { id, status: 'changes_requested' }, message: `${name} was asked for changes.` });
      expect(await unreadWaiting(id)).toEqual([]);
      expect((await lastAudit(id))?.action).toBe('organization.signup_changes_requested');

      const [mail] = await mailsTo(ctx.dataDir, contact);
      expect(mail!.parsed.subject).toBe(`${name}: please update your signup`);
      expect(mail!.parsed.text).toContain('The ID document is expired; please upload a valid one.');
      expect(mail!.parsed.text).toContain('at the authorised signatory step');
      const link = linkIn(mail!);
      expect(`${link.origin}${link.pathname}`).toBe('https://app.example.test/signup/skylinebuilders');
      expect(link.searchParams.get('uuid')).toBe(uuid);

      // The wizard resumes on the step concerned, with the message, the data before it kept.
      const state = (await client.get(`signup/${uuid}`)).json().data;
      expect(state).toMatchObject({
        status: 'changes_requested',
        step: 'bank_data',
        next_step: 'auth_signatory_data',
        completed: false,
        changes_requested: { message: 'The ID document is expired; please upload a valid one.', step: 'auth_signatory_data' },
        bank_data: { has_bank_confirmation_letter: true },
      });

      // Approval waits for the resent signup.
      const early = await call(ctx.app, 'PATCH', `auth/organizations/${id}`, as(w.actors.super_admin, { body: { status: 'active' } }));
      expect(early.statusCode).toBe(409);

      expect((await client.form(`signup/${uuid}/auth-signatory-data`, signatoryFields())).statusCode).toBe(200);
      expect((await client.get(`signup/${uuid}`)).json().data.changes_requested).toEqual({
        message: 'The ID document is expired; please upload a valid one.',
        step: null,
      });
      expect((await client.form(`signup/${uuid}/broker-data`, brokerFields())).statusCode).toBe(200);
      const resent = await signupRow(ctx.db, uuid);
      expect(resent).toMatchObject({ status: 'pending', signup_review_message: null, signup_changes_step: null });
      expect(resent.signup_completed_at).not.toBeNull();
      expect(await unreadWaiting(id)).toHaveLength(1);

      // Approving it now is audited as an approval and clears the notification.
      const approved = await call(ctx.app, 'PATCH', `auth/organizations/${id}`, as(w.actors.super_admin, { body: { status: 'active' } }));
      expect(approved.statusCode).toBe(200);
      expect((await lastAudit(id))?.action).toBe('organization.signup_approved');
      expect(await unreadWaiting(id)).toEqual([]);
    });

    it('reopens the company data itself when that is the step concerned', async () => {
      const { id, uuid } = await signup('developer');
      expect((await requestChanges(id, { step: 'company_data', message: 'Write the company name as on the licence.' })).statusCode).toBe(
        200,
      );
      expect((await client.get(`signup/${uuid}`)).json().data).toMatchObject({
        step: 'company_data',
        changes_requested: { step: 'company_data' },
      });
      const corrected = await client.json(
        'signup/company-data',
        companyDataBody({ uuid, kind: 'developer', company_name: 'Corrected LLC' }),
      );
      expect(corrected.statusCode).toBe(200);
      expect((await client.get(`signup/${uuid}`)).json().data).toMatchObject({
        company_name: 'Corrected LLC',
        changes_requested: { step: null },
      });
      expect((await client.form(`signup/${uuid}/bank-data`, bankFields())).statusCode).toBe(200);
      expect((await client.form(`signup/${uuid}/auth-signatory-data`, signatoryFields())).statusCode).toBe(200);
      expect((await signupRow(ctx.db, uuid)).status).toBe('pending');
    });

    it('refuses a step the kind has not (422), a missing message (422), an unfinished signup (409)', async () => {
      const developer = await signup('developer');
      const wrongStep = await requestChanges(developer.id, { step: 'broker_data', message: 'ORN?' });
      expect(wrongStep.statusCode).toBe(422);
      expect(wrongStep.json().errors).toEqual({ step: ['The broker data step is not part of a developer signup.'] });
      const noMessage = await requestChanges(developer.id, { step: 'bank_data' });
      expect(noMessage.statusCode).toBe(422);
      expect(Object.keys(noMessage.json().errors)).toEqual(['message']);
      const unknownStep = await requestChanges(developer.id, { step: 'payment', message: 'x' });
      expect(unknownStep.statusCode).toBe(422);
      expect((await signupRow(ctx.db, developer.uuid)).status).toBe('pending');

      const unfinished = await signup('broker', false);
      expect((await requestChanges(unfinished.id, { step: 'bank_data', message: 'x' })).statusCode).toBe(409);
      expect(await mailsTo(ctx.dataDir, developer.contact, 1)).toEqual([]);
    });

    it('is the super admin’s: a sales manager and a developer admin are refused (403)', async () => {
      const { id } = await signup('developer');
      const body = { step: 'bank_data', message: 'x' };
      expect((await requestChanges(id, body, w.actors.super_admin_sales_manager)).statusCode).toBe(403);
      expect((await requestChanges(id, body, w.actors.developer_admin)).statusCode).toBe(403);
      expect((await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0]!.status).toBe('pending');
    });
  });

  it('audits a plain approval as an approval, and a later reactivation as an update', async () => {
    const { id } = await signup('developer');
    const setStatus = (status: string) =>
      call(ctx.app, 'PATCH', `auth/organizations/${id}`, as(w.actors.super_admin, { body: { status } }));
    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await lastAudit(id))?.action).toBe('organization.signup_approved');
    expect(await unreadWaiting(id)).toEqual([]);
    expect((await setStatus('suspended')).statusCode).toBe(200);
    expect((await setStatus('active')).statusCode).toBe(200);
    expect((await lastAudit(id))?.action).toBe('organization.updated');
  });
});
