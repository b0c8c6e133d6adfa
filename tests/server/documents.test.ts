import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationDocuments } from '../../src/server/db/schema.ts';
import { FILE_CSP } from '../../src/server/http/downloads.ts';
import { multipart, pdfBytes, PNG_BYTES } from './support/files.ts';
import { call, createTestContext, type TestContext } from './support/testApp.ts';
import { as, buildWorld, type Actor, type World } from './support/world.ts';

describe('organization documents', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await createTestContext();
    w = await buildWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  const upload = (actor: Actor, orgId: number, fields: Record<string, Parameters<typeof multipart>[0][string]>) => {
    const { body, headers } = multipart({ organization_id: String(actor.orgId), ...fields });
    return call(ctx.app, 'POST', `auth/organizations/${orgId}/documents`, { token: actor.token, body, headers });
  };
  const letter = {
    type: 'bank_confirmation_letter',
    name: 'Bank letter 2026',
    file: { filename: 'letter.pdf', content: pdfBytes('bank'), type: 'application/pdf' },
  };

  it('lets an admin upload, list, download and delete his organization’s documents', async () => {
    const created = await upload(w.actors.broker_admin, w.brokerId, { ...letter, expires_at: '2027-12-31' });
    expect(created.statusCode).toBe(201);
    const doc = created.json().data;
    expect(doc).toMatchObject({
      type: 'bank_confirmation_letter',
      name: 'Bank letter 2026',
      filename: 'letter.pdf',
      content_type: 'application/pdf',
      expires_at: '2027-12-31',
    });
    expect(doc).not.toHaveProperty('file_path');

    const list = await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/documents`, as(w.actors.broker_admin));
    expect(list.json().data.map((d: { id: number }) => d.id)).toEqual([doc.id]);

    const download = await call(ctx.app, 'GET', `auth/documents/${doc.id}`, as(w.actors.broker_admin));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="letter.pdf"; filename*=UTF-8''letter.pdf`);
    expect(download.rawPayload).toEqual(pdfBytes('bank'));

    expect((await call(ctx.app, 'DELETE', `auth/documents/${doc.id}`, as(w.actors.broker_admin))).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', `auth/documents/${doc.id}`, as(w.actors.broker_admin))).statusCode).toBe(404);
  });

  it('replaces a document’s file and fields through PUT (sent as POST with _method)', async () => {
    const doc = (await upload(w.actors.developer_admin, w.developerId, letter)).json().data;
    const { body, headers } = multipart({
      _method: 'PUT',
      organization_id: String(w.developerId),
      name: 'Bank letter (new)',
      file: { filename: 'scan.png', content: PNG_BYTES, type: 'image/png' },
    });
    const res = await call(ctx.app, 'POST', `auth/documents/${doc.id}`, { token: w.actors.developer_admin.token, body, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Bank letter (new)',
      filename: 'scan.png',
      content_type: 'image/png',
      type: 'bank_confirmation_letter',
    });
    const download = await call(ctx.app, 'GET', `auth/documents/${doc.id}`, as(w.actors.developer_admin));
    expect(download.rawPayload).toEqual(PNG_BYTES);
  });

  it('lets the assigned sales manager download but not upload or delete', async () => {
    const doc = (await upload(w.actors.broker_admin, w.brokerId, letter)).json().data;
    expect((await call(ctx.app, 'GET', `auth/documents/${doc.id}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(200);
    expect((await upload(w.actors.super_admin_sales_manager, w.brokerId, letter)).statusCode).toBe(403);
    expect((await call(ctx.app, 'DELETE', `auth/documents/${doc.id}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(403);
  });

  it('refuses plain members', async () => {
    expect((await call(ctx.app, 'GET', `auth/organizations/${w.brokerId}/documents`, as(w.actors.broker))).statusCode).toBe(403);
    expect((await upload(w.actors.broker, w.brokerId, letter)).statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s documents and leaves them untouched', async () => {
    const foreignDoc = (await upload(w.actors.foreign_admin, w.foreignId, letter)).json().data;
    expect((await call(ctx.app, 'GET', `auth/documents/${foreignDoc.id}`, as(w.actors.developer_admin))).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `auth/documents/${foreignDoc.id}`, as(w.actors.developer_admin))).statusCode).toBe(404);
    expect((await upload(w.actors.developer_admin, w.foreignId, letter)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', `auth/documents/${foreignDoc.id}`, as(w.actors.super_admin_sales_manager))).statusCode).toBe(404);
    expect(await ctx.db.select().from(organizationDocuments).where(eq(organizationDocuments.id, foreignDoc.id))).toHaveLength(1);
  });

  it('refuses a file that is not a PDF, JPEG or PNG by content, whatever its name, and stores nothing', async () => {
    const before = (await ctx.db.select().from(organizationDocuments)).length;
    const res = await upload(w.actors.broker_admin, w.brokerId, {
      ...letter,
      file: { filename: 'letter.pdf', content: Buffer.from('MZ\x90\x00 not a pdf'), type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['The file must be a file of type: pdf, jpeg, png.'] });
    expect((await ctx.db.select().from(organizationDocuments)).length).toBe(before);
  });

  it('answers 422 for a missing file, an unknown type and a bad expiry date', async () => {
    const res = await upload(w.actors.broker_admin, w.brokerId, { type: 'passport', name: '', expires_at: '31/12/2027' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['expires_at', 'file', 'name', 'type']);
  });

  describe('file names, as a browser sends them (raw UTF-8 in the multipart header)', () => {
    const uploadNamed = (filename: string, content = pdfBytes('named'), rfc5987 = false) =>
      upload(w.actors.broker_admin, w.brokerId, { ...letter, file: { filename, content, type: 'application/pdf', rfc5987 } });
    const download = (id: number) => call(ctx.app, 'GET', `auth/documents/${id}`, as(w.actors.broker_admin));

    it('keeps an Arabic name intact, in the record and in the download’s RFC 5987 filename*', async () => {
      const created = await uploadNamed('عقد الإيجار.pdf');
      expect(created.statusCode).toBe(201);
      expect(created.json().data.filename).toBe('عقد الإيجار.pdf');
      const res = await download(created.json().data.id);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="___ _______.pdf"; filename*=UTF-8''${encodeURIComponent('عقد الإيجار.pdf')}`,
      );
    });

    it('strips bidi overrides, so `fdp.exe` written backwards cannot pose as a PDF', async () => {
      // U+202E turns "invoice‮fdp.exe" into what reads as "invoiceexe.pdf".
      const created = await uploadNamed('invoice\u202Efdp.exe\u202C.pdf');
      expect(created.json().data.filename).toBe('invoicefdp.exe.pdf');
      for (const mark of ['\u202A', '\u202B', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F']) {
        expect((await uploadNamed(`a${mark}b.pdf`)).json().data.filename, JSON.stringify(mark)).toBe('ab.pdf');
      }
      expect((await download(created.json().data.id)).headers['content-disposition']).toBe(
        `attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`,
      );
    });

    it('stores the document of a name holding a NUL or another control character without it, never a 500', async () => {
      const names: [string, string][] = [
        ['let\u0000ter.pdf', 'letter.pdf'],
        ['\u0000', 'file.pdf'],
        ['tab\there.pdf', 'tabhere.pdf'],
        ['bell\u0007.pdf', 'bell.pdf'],
        ['del\u007f.pdf', 'del.pdf'],
        ['c1\u0085.pdf', 'c1.pdf'],
        ['line\u2028break.pdf', 'linebreak.pdf'],
      ];
      const before = (await ctx.db.select().from(organizationDocuments)).length;
      for (const [name, stored] of names) {
        // Percent-encoded in filename*: a raw NUL byte cannot stand in a header (that is a 400 below).
        const created = await uploadNamed(name, pdfBytes('control'), true);
        expect(created.statusCode, JSON.stringify(name)).toBe(201);
        expect(created.json().data.filename, JSON.stringify(name)).toBe(stored);
      }
      expect((await ctx.db.select().from(organizationDocuments)).length).toBe(before + names.length);
    });

    it('answers a raw NUL byte in the part header as a malformed body (400), storing nothing', async () => {
      const before = (await ctx.db.select().from(organizationDocuments)).length;
      const res = await uploadNamed('let\u0000ter.pdf');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The multipart body is malformed.' });
      expect((await ctx.db.select().from(organizationDocuments)).length).toBe(before);
    });

    it('keeps no folder a name names', async () => {
      expect((await uploadNamed('../../etc/passwd.pdf')).json().data.filename).toBe('passwd.pdf');
      expect((await uploadNamed('C:\\Users\\me\\letter.pdf')).json().data.filename).toBe('letter.pdf');
    });

    it('gives the download the extension of the type found in the file, not the one the name claims', async () => {
      // A PDF that is also valid HTML, named .html: saved as .html it would open in the browser.
      const polyglot = Buffer.concat([pdfBytes('polyglot'), Buffer.from('<html><script>alert(document.domain)</script></html>')]);
      const created = await uploadNamed('letter.html', polyglot);
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ filename: 'letter.pdf', content_type: 'application/pdf' });
      const res = await download(created.json().data.id);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="letter.pdf"; filename*=UTF-8''letter.pdf`);
      expect((await uploadNamed('scan', PNG_BYTES)).json().data.filename).toBe('scan.png');
    });

    it('names a download by its content type even when the stored name is older than these rules', async () => {
      const created = await uploadNamed('old.pdf');
      await ctx.db
        .update(organizationDocuments)
        .set({ original_filename: 'old\u202Egnp.html' })
        .where(eq(organizationDocuments.id, created.json().data.id));
      expect((await download(created.json().data.id)).headers['content-disposition']).toBe(
        `attachment; filename="oldgnp.pdf"; filename*=UTF-8''oldgnp.pdf`,
      );
    });
  });

  it('sends every download with a CSP that runs nothing and a sandbox', async () => {
    const doc = (await upload(w.actors.broker_admin, w.brokerId, letter)).json().data;
    const res = await call(ctx.app, 'GET', `auth/documents/${doc.id}`, as(w.actors.broker_admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(FILE_CSP);
    expect(FILE_CSP).toBe("default-src 'none'; sandbox");
  });

  it('keeps an expiry date as written, and answers 422, not 500, to one that does not exist or is out of range, storing nothing', async () => {
    const leap = await upload(w.actors.broker_admin, w.brokerId, { ...letter, expires_at: '2028-02-29' });
    expect(leap.statusCode).toBe(201);
    expect(leap.json().data.expires_at).toBe('2028-02-29');
    const before = await ctx.db.select().from(organizationDocuments);
    for (const expires_at of ['2030-02-30', '2030-02-29', '9999-12-31', '1899-12-31', '+275760-09-13T00:00:00Z', '2030-01-01T00:00:00Z']) {
      const created = await upload(w.actors.broker_admin, w.brokerId, { ...letter, expires_at });
      expect(created.statusCode, expires_at).toBe(422);
      expect(Object.keys(created.json().errors), expires_at).toEqual(['expires_at']);
      const changed = await call(
        ctx.app,
        'PUT',
        `auth/documents/${leap.json().data.id}`,
        as(w.actors.broker_admin, { body: { expires_at } }),
      );
      expect(changed.statusCode, expires_at).toBe(422);
      expect(Object.keys(changed.json().errors), expires_at).toEqual(['expires_at']);
    }
    expect(await ctx.db.select().from(organizationDocuments)).toEqual(before);
  });

  it('answers 413 for a document over 10 MB', async () => {
    const big = Buffer.concat([pdfBytes('big'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(w.actors.broker_admin, w.brokerId, {
      ...letter,
      file: { filename: 'big.pdf', content: big, type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(413);
  });
});
