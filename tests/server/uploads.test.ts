import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/server/http/downloads.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { acceptUpload, detectKind, DOCUMENT_POLICY, isSafeSvg, LOGO_POLICY } from '../../src/server/http/uploads.ts';
import type { UploadedFile } from '../../src/server/plugins/body-parsers.ts';
import { createLocalStorage } from '../../src/server/services/storage.ts';

const SAMPLES: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  gif: Buffer.from('GIF89a\x01\x00'),
  svg: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'),
  text: Buffer.from('hello, I am a PDF. Trust me.'),
};

describe('uploads and downloads', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rp-uploads-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const sample = async (name: string, content: Buffer, claimed = 'application/pdf'): Promise<UploadedFile> => {
    const file = path.join(dir, `${name}-${Math.random().toString(36).slice(2)}`);
    await writeFile(file, content);
    return { kind: 'file', filename: `${name}.pdf`, mimetype: claimed, path: file, size: content.length };
  };

  it.each(['pdf', 'png', 'jpeg', 'webp', 'gif', 'svg'])('recognises a %s by its content', async (kind) => {
    expect(await detectKind((await sample(kind, SAMPLES[kind]!)).path)).toBe(kind);
  });

  it('recognises nothing in a text file whatever its name and header claim', async () => {
    expect(await detectKind((await sample('fake', SAMPLES.text!)).path)).toBeNull();
  });

  it('accepts a document of an allowed type', async () => {
    const accepted = await acceptUpload('file', await sample('letter', SAMPLES.pdf!), DOCUMENT_POLICY);
    expect(accepted).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' });
  });

  it('refuses a wrong type with 422 on the field', async () => {
    const error = await acceptUpload('bank_confirmation_letter', await sample('fake', SAMPLES.text!), DOCUMENT_POLICY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(422);
    expect((error as HttpError).errors).toEqual({ bank_confirmation_letter: ['The bank confirmation letter must be a file of type: pdf, jpeg, png.'] });
  });

  it('refuses a file over the policy limit with 413', async () => {
    const big = await sample('big', Buffer.concat([SAMPLES.png!, Buffer.alloc(LOGO_POLICY.maxBytes)]));
    const error = await acceptUpload('logo', big, LOGO_POLICY).catch((e: unknown) => e);
    expect((error as HttpError).statusCode).toBe(413);
  });

  it('accepts a clean SVG logo and refuses one with scripts or outside references', async () => {
    expect((await acceptUpload('logo', await sample('clean', SAMPLES.svg!), LOGO_POLICY)).kind).toBe('svg');
    for (const bad of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg><a href="javascript:alert(1)">x</a></svg>',
      '<svg><image href="http://example.com/track.png"/></svg>',
      '<svg><foreignObject><div/></foreignObject></svg>',
    ]) {
      expect(isSafeSvg(bad), bad).toBe(false);
      const error = await acceptUpload('logo', await sample('bad', Buffer.from(bad)), LOGO_POLICY).catch((e: unknown) => e);
      expect((error as HttpError).statusCode).toBe(422);
    }
    expect(isSafeSvg('<svg><use href="#shape"/></svg>')).toBe(true);
  });

  it('writes a safe Content-Disposition for any name', () => {
    expect(contentDisposition('Bank letter.pdf')).toBe(`attachment; filename="Bank letter.pdf"; filename*=UTF-8''Bank%20letter.pdf`);
    expect(contentDisposition('a"\r\nSet-Cookie: x.pdf')).toBe(`attachment; filename="a_Set-Cookie: x.pdf"; filename*=UTF-8''a_Set-Cookie%3A%20x.pdf`);
    expect(contentDisposition('عقد.pdf')).toMatch(/^attachment; filename="___\.pdf"; filename\*=UTF-8''%D8%B9/);
    // Names stored before uploads were cleaned, and names the server makes (an organization's): no
    // bidi override, no control character.
    expect(contentDisposition('photo\u202Egnp.exe')).toBe(`attachment; filename="photognp.exe"; filename*=UTF-8''photognp.exe`);
    expect(contentDisposition('a\u0000b\u0007.pdf', 'inline')).toBe(`inline; filename="ab.pdf"; filename*=UTF-8''ab.pdf`);
    expect(contentDisposition('Al Noor / Partners logo.png')).toBe(`attachment; filename="Al Noor _ Partners logo.png"; filename*=UTF-8''Al%20Noor%20_%20Partners%20logo.png`);
  });

  it('stores files under server-generated names and never outside its root', async () => {
    const storage = createLocalStorage(path.join(dir, 'files'));
    const upload = await sample('logo', SAMPLES.png!);
    const key = await storage.put(upload.path, { folder: 'logos', extension: 'png' });
    expect(key).toMatch(/^logos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(await readFile(storage.pathOf(key))).toEqual(SAMPLES.png);
    expect(await storage.size(key)).toBe(SAMPLES.png!.length);
    for (const evil of ['../etc/passwd', 'logos/../../x', '/abs', 'a//b', '']) expect(() => storage.pathOf(evil), evil).toThrow();
    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
  });
});
