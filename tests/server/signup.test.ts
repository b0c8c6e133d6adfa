import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationDocuments, organizations } from '../../src/server/db/schema.ts';
import { createAccountTestContext, type AccountTestContext } from './support/accounts.ts';
import { createOrganization } from './support/factories.ts';
import {
  bankFields,
  brokerFields,
  companyDataBody,
  fakePdfFile,
  nextAddress,
  oversizePdfFile,
  pdfFile,
  signatoryFields,
  signupClient,
  signupRow,
  storedFiles,
  uniqueTradeLicense,
  type SignupClient,
} from './support/signup.ts';

describe('organization signup wizard: signup/*', () => {
  let ctx: AccountTestContext;
  let client: SignupClient;
  beforeAll(async () => {
    ctx = await createAccountTestContext();
    client = signupClient(ctx.app);
  });
  afterAll(() => ctx.close());

  const organizationCount = async () => (await ctx.db.select({ n: count() }).from(organizations))[0]!.n;
  const bankLetters = (organizationId: number) =>
    ctx.db
      .select()
      .from(organizationDocuments)
      .where(and(eq(organizationDocuments.organization_id, organizationId), eq(organizationDocuments.type, 'bank_confirmation_letter')));

  describe('POST signup/check-trade-license-number', () => {
    it('says whether a licence is free, ignoring letter case and spaces', async () => {
      await ctx.db
        .update(organizations)
        .set({ trade_license_number: 'cn 77 01' })
        .where(eq(organizations.id, (await createOrganization(ctx.db, { kind: 'developer' })).id));
      const taken = await client.json('signup/check-trade-license-number', { trade_license_number: 'CN7701' });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual({ data: { available: false } });
      expect((await client.json('signup/check-trade-license-number', { trade_license_number: ' Cn 770 1 ' })).json()).toEqual({
        data: { available: false },
      });
      expect((await client.json('signup/check-trade-license-number', { trade_license_number: 'CN7702' })).json()).toEqual({
        data: { available: true },
      });
    });

    it('treats a resuming signup’s own licence as free for it, and only for it', async () => {
      const license = uniqueTradeLicense();
      const uuid = await client.signupThrough('broker', undefined, { trade_license_number: license });
      expect(
        (await client.json('signup/check-trade-license-number', { trade_license_number: license.toLowerCase(), uuid })).json(),
      ).toEqual({ data: { available: true } });
      expect((await client.json('signup/check-trade-license-number', { trade_license_number: license })).json()).toEqual({
        data: { available: false },
      });
    });

    it('answers 422 naming the field when the licence is missing or malformed', async () => {
      const missing = await client.json('signup/check-trade-license-number', {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ trade_license_number: ['The trade license number field is required.'] });
      const malformed = await client.json('signup/check-trade-license-number', { trade_license_number: '<script>' });
      expect(Object.keys(malformed.json().errors)).toEqual(['trade_license_number']);
    });

    it('allows 30 checks a minute from one address, then answers 429 with Retry-After', async () => {
      const ip = nextAddress();
      for (let i = 0; i < 30; i++) {
        expect(
          (await client.json('signup/check-trade-license-number', { trade_license_number: `PROBE-${i}` }, ip)).statusCode,
          `check ${i + 1}`,
        ).toBe(200);
      }
      const refused = await client.json('signup/check-trade-license-number', { trade_license_number: 'PROBE-31' }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many attempts. Please try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another address is not affected.
      expect((await client.json('signup/check-trade-license-number', { trade_license_number: 'PROBE-31' })).statusCode).toBe(200);
    });
  });

  describe('POST signup/company-data', () => {
    it('creates a pending organization from the allowed source and answers its uuid and next step', async () => {
      const license = uniqueTradeLicense();
      const res = await client.json(
        'signup/company-data',
        companyDataBody({ kind: 'developer', company_name: 'Azure Developments', trade_license_number: ` ${license.toLowerCase()} ` }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        data: { uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), step: 'company_data', next_step: 'bank_data', completed: false },
        message: 'Company data saved.',
      });
      const row = await signupRow(ctx.db, res.json().data.uuid);
      expect(row).toMatchObject({
        kind: 'developer',
        name: 'Azure Developments',
        status: 'pending',
        signup_source: 'skylinebuilders',
        signup_step: 'company_data',
        signup_completed_at: null,
        trade_license_number: license,
        trade_license_expiry: '2099-12-31',
        country: 'AE',
        contact_full_name: 'Huda Saleh',
        contact_email: 'huda@oasis.example.test',
      });
    });

    it('answers 422 naming every bad field, and creates nothing', async () => {
      const before = await organizationCount();
      const res = await client.json('signup/company-data', {
        source: 'skylinebuilders',
        kind: 'platform',
        company_name: '',
        trade_license_expiry: '31/12/2099',
        country: 'United Arab Emirates',
        phone: 'call me',
        email: 'not-an-email',
        contact_email: 'also@bad',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(
        [
          'address',
          'city',
          'company_name',
          'contact_email',
          'contact_full_name',
          'country',
          'email',
          'kind',
          'phone',
          'trade_license_expiry',
          'trade_license_number',
        ].sort(),
      );
      expect(res.json().errors.kind).toEqual(['The kind must be one of: developer, broker.']);
      expect(await organizationCount()).toBe(before);
    });

    it('refuses a source that is not in the allowed list with 422 on source', async () => {
      const before = await organizationCount();
      for (const source of ['acme', '', undefined]) {
        const res = await client.json('signup/company-data', companyDataBody({ source }));
        expect(res.statusCode, String(source)).toBe(422);
        expect(res.json().errors).toEqual({ source: ['The selected source is invalid.'] });
      }
      expect(await organizationCount()).toBe(before);
    });

    it('refuses an expired licence and an unknown country', async () => {
      const expired = await client.json('signup/company-data', companyDataBody({ trade_license_expiry: '2020-01-01' }));
      expect(expired.json().errors).toEqual({ trade_license_expiry: ['The trade license expiry must be a date in the future.'] });
      const unknown = await client.json('signup/company-data', companyDataBody({ country: 'XX' }));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ country: ['The selected country is invalid.'] });
    });

    it('refuses a trade licence already registered, whatever its case and spaces, with 422 on it', async () => {
      const license = uniqueTradeLicense();
      await client.signupThrough('broker', undefined, { trade_license_number: license });
      const before = await organizationCount();
      const res = await client.json(
        'signup/company-data',
        companyDataBody({ trade_license_number: license.toLowerCase().replace('-', ' - ') }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ trade_license_number: ['This trade license number is already registered.'] });
      expect(await organizationCount()).toBe(before);
    });

    it('lets only one of two signups of the same licence sent at the same moment through', async () => {
      const license = uniqueTradeLicense();
      const answers = await Promise.all([
        client.json('signup/company-data', companyDataBody({ trade_license_number: license })),
        client.json('signup/company-data', companyDataBody({ trade_license_number: license.toLowerCase() })),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
      const refused = answers.find((res) => res.statusCode === 422)!;
      expect(refused.json().errors).toEqual({ trade_license_number: ['This trade license number is already registered.'] });
    });

    it('lets a resumed signup correct its company data while it is the last step done', async () => {
      const license = uniqueTradeLicense();
      const uuid = await client.signupThrough('broker', undefined, { trade_license_number: license });
      const res = await client.json(
        'signup/company-data',
        companyDataBody({ uuid, kind: 'developer', company_name: 'Oasis Homes Development', trade_license_number: license }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ uuid, step: 'company_data', next_step: 'bank_data', completed: false });
      expect(await signupRow(ctx.db, uuid)).toMatchObject({
        kind: 'developer',
        name: 'Oasis Homes Development',
        trade_license_number: license,
      });
    });

    it('refuses to correct company data once the bank data is in (409), and an unknown uuid (404)', async () => {
      const uuid = await client.signupThrough('broker', 'bank_data');
      const late = await client.json('signup/company-data', companyDataBody({ uuid, company_name: 'Changed' }));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'The company data step is done and can no longer be changed; the signup continues with the authorised signatory step.',
      );
      expect((await signupRow(ctx.db, uuid)).name).toBe('Oasis Homes');
      const unknown = await client.json('signup/company-data', companyDataBody({ uuid: '00000000-0000-4000-8000-000000000000' }));
      expect(unknown.statusCode).toBe(404);
    });

    it('allows 10 company data calls an hour from one address, then answers 429 with Retry-After', async () => {
      const ip = nextAddress();
      for (let i = 0; i < 10; i++) {
        expect((await client.json('signup/company-data', companyDataBody(), ip)).statusCode, `signup ${i + 1}`).toBe(201);
      }
      const before = await organizationCount();
      const refused = await client.json('signup/company-data', companyDataBody(), ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(await organizationCount()).toBe(before);
    });
  });

  describe('POST signup/{orgUuid}/bank-data', () => {
    it('saves the bank data and the letter as the organization’s bank confirmation letter', async () => {
      const uuid = await client.signupThrough('developer');
      const filesBefore = await storedFiles(ctx.dataDir);
      const res = await client.form(`signup/${uuid}/bank-data`, bankFields({ iban: 'ae07 0331 2345 6789 0123 456', swift: 'ebil aead' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { uuid, step: 'bank_data', next_step: 'auth_signatory_data', completed: false },
        message: 'Bank data saved.',
      });
      const row = await signupRow(ctx.db, uuid);
      expect(row).toMatchObject({
        bank_name: 'Emirates NBD',
        bank_account_name: 'Oasis Homes LLC',
        iban: 'AE070331234567890123456',
        swift: 'EBILAEAD',
        signup_step: 'bank_data',
      });
      const [letter] = await bankLetters(row.id);
      expect(letter).toMatchObject({
        name: 'Bank confirmation letter',
        original_filename: 'bank-letter.pdf',
        content_type: 'application/pdf',
        uploaded_by: null,
      });
      expect(await storedFiles(ctx.dataDir)).toEqual([...filesBefore, letter!.file_path].sort());
    });

    it('answers 422 on a bad IBAN checksum, a bad SWIFT and a missing letter, changing and storing nothing', async () => {
      const uuid = await client.signupThrough('broker');
      const filesBefore = await storedFiles(ctx.dataDir);
      const res = await client.form(`signup/${uuid}/bank-data`, {
        bank_name: 'Emirates NBD',
        account_name: '',
        iban: 'AE08 0331 2345 6789 0123 456',
        swift: 'EBIL-AE',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        account_name: ['The account name field is required.'],
        iban: ['The IBAN is not valid: its check digits do not match. Please check it for typos.'],
        swift: ['The SWIFT code must be 8 or 11 letters and digits (e.g. EBILAEAD).'],
        bank_confirmation_letter: ['The field must be a file.'],
      });
      const row = await signupRow(ctx.db, uuid);
      expect(row).toMatchObject({ signup_step: 'company_data', iban: null, bank_name: null });
      expect(await bankLetters(row.id)).toEqual([]);
      expect(await storedFiles(ctx.dataDir)).toEqual(filesBefore);
    });

    it('accepts IBANs of other countries and 11-character SWIFT codes', async () => {
      const uuid = await client.signupThrough('broker');
      const res = await client.form(`signup/${uuid}/bank-data`, bankFields({ iban: 'GB82 WEST 1234 5698 7654 32', swift: 'DEUTDEFF500' }));
      expect(res.statusCode).toBe(200);
      expect(await signupRow(ctx.db, uuid)).toMatchObject({ iban: 'GB82WEST12345698765432', swift: 'DEUTDEFF500' });
    });

    it('lets the last step done be sent again before the end: the new data and letter replace the old', async () => {
      const uuid = await client.signupThrough('broker', 'bank_data');
      const row = await signupRow(ctx.db, uuid);
      const [oldLetter] = await bankLetters(row.id);
      const res = await client.form(
        `signup/${uuid}/bank-data`,
        bankFields({ iban: 'DE89 3704 0044 0532 0130 00', bank_confirmation_letter: pdfFile('corrected.pdf', 'fixed') }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.step).toBe('bank_data');
      expect((await signupRow(ctx.db, uuid)).iban).toBe('DE89370400440532013000');
      const letters = await bankLetters(row.id);
      expect(letters.map((letter) => letter.original_filename)).toEqual(['corrected.pdf']);
      const files = await storedFiles(ctx.dataDir);
      expect(files).toContain(letters[0]!.file_path);
      expect(files).not.toContain(oldLetter!.file_path);
    });

    it('keeps one letter when the same step arrives twice at the same moment', async () => {
      const uuid = await client.signupThrough('broker');
      const filesBefore = await storedFiles(ctx.dataDir);
      const answers = await Promise.all([
        client.form(`signup/${uuid}/bank-data`, bankFields({ bank_confirmation_letter: pdfFile('first.pdf') })),
        client.form(`signup/${uuid}/bank-data`, bankFields({ bank_confirmation_letter: pdfFile('second.pdf') })),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const letters = await bankLetters((await signupRow(ctx.db, uuid)).id);
      expect(letters).toHaveLength(1);
      expect(await storedFiles(ctx.dataDir)).toEqual([...filesBefore, letters[0]!.file_path].sort());
    });

    it('answers 404 for an unknown uuid, something that is not a uuid, and an organization staff created', async () => {
      const staffMade = await createOrganization(ctx.db, { kind: 'broker', status: 'pending' });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", staffMade.uuid]) {
        const res = await client.form(`signup/${encodeURIComponent(id)}/bank-data`, bankFields());
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: 'This signup was not found.' });
      }
      expect((await ctx.db.select().from(organizations).where(eq(organizations.id, staffMade.id)))[0]!.iban).toBeNull();
    });
  });

  describe('POST signup/{orgUuid}/auth-signatory-data', () => {
    it('refuses the signatory before the bank data with 409, changing and storing nothing', async () => {
      const uuid = await client.signupThrough('developer');
      const filesBefore = await storedFiles(ctx.dataDir);
      const res = await client.form(`signup/${uuid}/auth-signatory-data`, signatoryFields());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'The authorised signatory step cannot be sent yet: complete the bank data step first.' });
      expect(await signupRow(ctx.db, uuid)).toMatchObject({
        signup_step: 'company_data',
        signatory_full_name: null,
        signatory_id_document_path: null,
      });
      expect(await storedFiles(ctx.dataDir)).toEqual(filesBefore);
    });

    it('answers 422 naming the bad fields, changing nothing', async () => {
      const uuid = await client.signupThrough('developer', 'bank_data');
      const res = await client.form(
        `signup/${uuid}/auth-signatory-data`,
        signatoryFields({ email: 'nope', nationality: 'Emirati', full_name: '' }),
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'full_name', 'nationality']);
      const unknownCountry = await client.form(`signup/${uuid}/auth-signatory-data`, signatoryFields({ nationality: 'QQ' }));
      expect(unknownCountry.json().errors).toEqual({ nationality: ['The selected nationality is invalid.'] });
      expect((await signupRow(ctx.db, uuid)).signup_step).toBe('bank_data');
    });

    it('ends a developer’s signup', async () => {
      const uuid = await client.signupThrough('developer', 'bank_data');
      const res = await client.form(`signup/${uuid}/auth-signatory-data`, signatoryFields());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { uuid, step: 'auth_signatory_data', next_step: null, completed: true },
        message: 'Your signup is complete. We will review it and get back to you by email.',
      });
      const row = await signupRow(ctx.db, uuid);
      expect(row).toMatchObject({
        status: 'pending',
        signatory_full_name: 'Khalid Saleh',
        signatory_nationality: 'AE',
        signup_step: 'auth_signatory_data',
      });
      expect(row.signup_completed_at).toBeInstanceOf(Date);
      expect(await storedFiles(ctx.dataDir)).toContain(row.signatory_id_document_path);
    });

    it('leads a broker on to the broker data, and lets him correct the signatory until then', async () => {
      const uuid = await client.signupThrough('broker', 'auth_signatory_data');
      const first = await signupRow(ctx.db, uuid);
      expect(first.signup_completed_at).toBeNull();
      const res = await client.form(
        `signup/${uuid}/auth-signatory-data`,
        signatoryFields({ full_name: 'Khalid A. Saleh', id_document: pdfFile('passport.pdf') }),
      );
      expect(res.json().data).toEqual({ uuid, step: 'auth_signatory_data', next_step: 'broker_data', completed: false });
      const corrected = await signupRow(ctx.db, uuid);
      expect(corrected.signatory_full_name).toBe('Khalid A. Saleh');
      const files = await storedFiles(ctx.dataDir);
      expect(files).toContain(corrected.signatory_id_document_path);
      expect(files).not.toContain(first.signatory_id_document_path);
    });

    it('does not let the bank data be changed once the signatory is in (409)', async () => {
      const uuid = await client.signupThrough('broker', 'auth_signatory_data');
      const res = await client.form(`signup/${uuid}/bank-data`, bankFields({ iban: 'GB82 WEST 1234 5698 7654 32' }));
      expect(res.statusCode).toBe(409);
      expect((await signupRow(ctx.db, uuid)).iban).toBe('AE070331234567890123456');
    });
  });

  describe('POST signup/{orgUuid}/broker-data', () => {
    it('ends a broker’s signup', async () => {
      const uuid = await client.signupThrough('broker', 'auth_signatory_data');
      const res = await client.form(`signup/${uuid}/broker-data`, brokerFields());
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ uuid, step: 'broker_data', next_step: null, completed: true });
      const row = await signupRow(ctx.db, uuid);
      expect(row).toMatchObject({ broker_orn_number: '40213', signup_step: 'broker_data', status: 'pending' });
      expect(row.signup_completed_at).toBeInstanceOf(Date);
      expect(await storedFiles(ctx.dataDir)).toContain(row.broker_card_path);
    });

    it('refuses the broker data before the signatory (409) and a bad ORN number (422)', async () => {
      const uuid = await client.signupThrough('broker', 'bank_data');
      const early = await client.form(`signup/${uuid}/broker-data`, brokerFields());
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('The broker data step cannot be sent yet: complete the authorised signatory step first.');
      const bad = await client.form(`signup/${uuid}/broker-data`, brokerFields({ orn_number: 'ORN #1' }));
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ orn_number: ['The ORN number may only contain letters, digits and dashes.'] });
      expect((await signupRow(ctx.db, uuid)).broker_orn_number).toBeNull();
    });

    it('refuses broker data for a developer with 409, before and after his signup ends', async () => {
      const during = await client.signupThrough('developer', 'bank_data');
      const res = await client.form(`signup/${during}/broker-data`, brokerFields());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'The broker data step is only for broker organizations.' });
      const ended = await client.signupThrough('developer', 'auth_signatory_data');
      expect((await client.form(`signup/${ended}/broker-data`, brokerFields())).statusCode).toBe(409);
      expect((await signupRow(ctx.db, ended)).broker_card_path).toBeNull();
    });
  });

  describe('after the signup ended', () => {
    it('refuses every step with 409 and changes nothing', async () => {
      const uuid = await client.signupThrough('broker', 'broker_data');
      const before = await signupRow(ctx.db, uuid);
      const filesBefore = await storedFiles(ctx.dataDir);
      const attempts = [
        client.json('signup/company-data', companyDataBody({ uuid, company_name: 'Renamed' })),
        client.form(`signup/${uuid}/bank-data`, bankFields()),
        client.form(`signup/${uuid}/auth-signatory-data`, signatoryFields()),
        client.form(`signup/${uuid}/broker-data`, brokerFields({ orn_number: '99999' })),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'This signup is complete and can no longer be changed.' });
      }
      expect(await signupRow(ctx.db, uuid)).toEqual(before);
      expect(await storedFiles(ctx.dataDir)).toEqual(filesBefore);
    });
  });

  describe('files are checked by content', () => {
    const fileSteps = [
      { route: 'bank-data', field: 'bank_confirmation_letter', before: 'company' as const, fields: bankFields },
      { route: 'auth-signatory-data', field: 'id_document', before: 'bank_data' as const, fields: signatoryFields },
      { route: 'broker-data', field: 'broker_card', before: 'auth_signatory_data' as const, fields: brokerFields },
    ];

    for (const step of fileSteps) {
      it(`refuses a ${step.field} that is not a PDF, JPEG or PNG (422) and one over 10 MB (413), storing nothing`, async () => {
        const uuid = await client.signupThrough('broker', step.before === 'company' ? undefined : step.before);
        const before = await signupRow(ctx.db, uuid);
        const filesBefore = await storedFiles(ctx.dataDir);

        const fake = await client.form(`signup/${uuid}/${step.route}`, step.fields({ [step.field]: fakePdfFile() }));
        expect(fake.statusCode).toBe(422);
        expect(fake.json().errors).toEqual({
          [step.field]: [`The ${step.field.replace(/_/g, ' ')} must be a file of type: pdf, jpeg, png.`],
        });

        const huge = await client.form(`signup/${uuid}/${step.route}`, step.fields({ [step.field]: oversizePdfFile() }));
        expect(huge.statusCode).toBe(413);
        expect(huge.json().message).toBe(`The ${step.field.replace(/_/g, ' ')} may not be greater than 10 MB.`);

        expect(await signupRow(ctx.db, uuid)).toEqual(before);
        expect(await storedFiles(ctx.dataDir)).toEqual(filesBefore);
      });
    }

    for (const step of fileSteps) {
      it(`takes a ${step.field} whose name holds a NUL (percent-encoded in filename*) without it, never a 500`, async () => {
        const uuid = await client.signupThrough('broker', step.before === 'company' ? undefined : step.before);
        const res = await client.form(
          `signup/${uuid}/${step.route}`,
          step.fields({ [step.field]: { ...pdfFile('scan\u0000.pdf'), rfc5987: true } }),
        );
        expect(res.statusCode).toBe(200);
      });
    }

    it('stores the bank letter under a clean UTF-8 name, without a NUL or a bidi override', async () => {
      const uuid = await client.signupThrough('broker');
      const res = await client.form(
        `signup/${uuid}/bank-data`,
        bankFields({ bank_confirmation_letter: { ...pdfFile('خطاب\u202E\u0000البنك.pdf'), rfc5987: true } }),
      );
      expect(res.statusCode).toBe(200);
      const [letter] = await bankLetters((await signupRow(ctx.db, uuid)).id);
      expect(letter!.original_filename).toBe('خطابالبنك.pdf');
      const raw = await client.form(`signup/${uuid}/bank-data`, bankFields({ bank_confirmation_letter: pdfFile('خطاب البنك.pdf') }));
      expect(raw.statusCode).toBe(200);
      expect((await bankLetters((await signupRow(ctx.db, uuid)).id))[0]!.original_filename).toBe('خطاب البنك.pdf');
    });

    it('accepts a JPEG by its content whatever the name says, and names it .jpg', async () => {
      const uuid = await client.signupThrough('broker');
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
      const res = await client.form(
        `signup/${uuid}/bank-data`,
        bankFields({ bank_confirmation_letter: { filename: 'letter.txt', content: jpeg, type: 'text/plain' } }),
      );
      expect(res.statusCode).toBe(200);
      const [letter] = await bankLetters((await signupRow(ctx.db, uuid)).id);
      expect(letter).toMatchObject({ content_type: 'image/jpeg', original_filename: 'letter.jpg' });
      expect(letter!.file_path).toMatch(/\.jpg$/);
    });

    it('removes the stored file when the step’s transaction fails after storing it', async () => {
      const uuid = await client.signupThrough('broker');
      const filesBefore = await storedFiles(ctx.dataDir);
      await ctx.db.execute(
        sql.raw(
          `create function refuse_documents() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`,
        ),
      );
      await ctx.db.execute(
        sql.raw('create trigger refuse_documents before insert on organization_documents for each row execute function refuse_documents()'),
      );
      try {
        const res = await client.form(`signup/${uuid}/bank-data`, bankFields());
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ message: 'Server error. Please try again later.' });
      } finally {
        await ctx.db.execute(sql.raw('drop trigger refuse_documents on organization_documents'));
        await ctx.db.execute(sql.raw('drop function refuse_documents()'));
      }
      expect(await signupRow(ctx.db, uuid)).toMatchObject({ signup_step: 'company_data', iban: null });
      expect(await storedFiles(ctx.dataDir)).toEqual(filesBefore);
    });
  });

  describe('GET signup/{orgUuid}', () => {
    it('answers where a signup stands and what was entered, to resume it', async () => {
      const uuid = await client.signupThrough('broker');
      const res = await client.get(`signup/${uuid}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        uuid,
        kind: 'broker',
        source: 'skylinebuilders',
        company_name: 'Oasis Homes',
        status: 'pending',
        step: 'company_data',
        next_step: 'bank_data',
        completed: false,
        completed_at: null,
        company_data: {
          company_name: 'Oasis Homes',
          city: 'Dubai',
          trade_license_expiry: '2099-12-31',
          contact_full_name: 'Huda Saleh',
          contact_email: 'huda@oasis.example.test',
        },
        bank_data: null,
        auth_signatory_data: null,
        broker_data: null,
      });
    });

    it('never shows storage keys or bank details beyond a masked IBAN', async () => {
      const uuid = await client.signupThrough('broker', 'broker_data');
      const row = await signupRow(ctx.db, uuid);
      const [letter] = await bankLetters(row.id);
      const res = await client.get(`signup/${uuid}`);
      const data = res.json().data;
      expect(data).toMatchObject({
        step: 'broker_data',
        next_step: null,
        completed: true,
        completed_at: row.signup_completed_at!.toISOString(),
        bank_data: { iban_masked: 'AE07 **** 3456', has_bank_confirmation_letter: true },
        auth_signatory_data: {
          full_name: 'Khalid Saleh',
          email: 'khalid@oasis.example.test',
          phone: '+971 50 555 0901',
          nationality: 'AE',
          has_id_document: true,
        },
        broker_data: { orn_number: '40213', has_broker_card: true },
      });
      for (const secret of [
        letter!.file_path,
        row.signatory_id_document_path!,
        row.broker_card_path!,
        'AE070331234567890123456',
        'EBILAEAD',
        'Emirates NBD',
        'Oasis Homes LLC',
      ]) {
        expect(res.body).not.toContain(secret);
      }
    });

    it('answers 404 for an unknown uuid, something that is not a uuid, and an organization staff created', async () => {
      const staffMade = await createOrganization(ctx.db, { kind: 'developer' });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', staffMade.uuid]) {
        const res = await client.get(`signup/${id}`);
        expect(res.statusCode, id).toBe(404);
      }
    });
  });
});
