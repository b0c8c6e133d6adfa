import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestContext, type AccountTestContext } from './support/accounts.ts';
import { signupClient, signupRow } from './support/signup.ts';
import { call } from './support/testApp.ts';
import { as, buildWorld, type World } from './support/world.ts';

describe('what an organization declared at signup', () => {
  let ctx: AccountTestContext;
  let w: World;
  let brokerSignupId: number;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
    w = await buildWorld(ctx.db);
    const uuid = await signupClient(ctx.app).signupThrough('broker', 'broker_data', {
      company_name: 'Reviewed Realty',
      contact_email: 'contact@reviewed.example.test',
    });
    brokerSignupId = (await signupRow(ctx.db, uuid)).id;
  });
  afterAll(() => ctx.close());

  it('shows the super admin the contact, bank, signatory and broker data to review before approving', async () => {
    const res = await call(ctx.app, 'GET', `auth/organizations/${brokerSignupId}`, as(w.actors.super_admin));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.registration).toMatchObject({
      signup_step: 'broker_data',
      signup_completed_at: expect.any(String),
      contact_email: 'contact@reviewed.example.test',
      iban: expect.stringMatching(/^AE/),
      has_signatory_id_document: true,
      has_broker_card: true,
    });
    expect(res.body).not.toMatch(/signatory_id_document_path|broker_card_path|files\//);
  });

  it('lets the super admin download the signatory ID and the broker card, and nobody else', async () => {
    for (const file of ['signatory_id_document', 'broker_card']) {
      const res = await call(ctx.app, 'GET', `auth/organizations/${brokerSignupId}/registration-files/${file}`, as(w.actors.super_admin));
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Reviewed Realty /);
    }
    expect(
      (
        await call(
          ctx.app,
          'GET',
          `auth/organizations/${brokerSignupId}/registration-files/broker_card`,
          as(w.actors.super_admin_sales_manager),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx.app, 'GET', `auth/organizations/${brokerSignupId}/registration-files/passport`, as(w.actors.super_admin))).statusCode,
    ).toBe(422);
    expect(
      (await call(ctx.app, 'GET', `auth/organizations/${w.developerId}/registration-files/broker_card`, as(w.actors.super_admin)))
        .statusCode,
    ).toBe(404);
  });

  it('shows an organization’s admin his own registration, and the sales manager none', async () => {
    const own = await call(ctx.app, 'GET', `auth/organizations/${w.developerId}`, as(w.actors.developer_admin));
    expect(own.json().data.registration).toMatchObject({ signup_step: null, iban: null });
    const bySales = await call(ctx.app, 'GET', `auth/organizations/${w.developerId}`, as(w.actors.super_admin_sales_manager));
    expect(bySales.json().data.registration).toBeNull();
  });
});
