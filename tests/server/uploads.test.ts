import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/server/http/downloads.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { acceptUpload, detectKind, DOCUMENT_POLICY, LOGO_POLICY } from '../../src/server/http/uploads.ts';
import type { UploadedFile } from '../../src/server/plugins/body-parsers.ts';
import { rasterizeSvg, SVG_RASTER_SIZE } from '../../src/server/services/images.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';

const SAMPLES: Record<string, Buffer> = {
  pdf: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  gif: Buffer.from('GIF89a\x01\x00'),
  svg: Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  ),
  text: Buffer.from('hello, I am a PDF. Trust me.'),
};

describe('uploads and downloads', () => {
  let dir: string;
  let RED_PNG: Buffer;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rp-uploads-'));
    RED_PNG = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
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
    const error = await acceptUpload('bank_confirmation_letter', await sample('fake', SAMPLES.text!), DOCUMENT_POLICY).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(422);
    expect((error as HttpError).errors).toEqual({
      bank_confirmation_letter: ['The bank confirmation letter must be a file of type: pdf, jpeg, png.'],
    });
  });

  it('refuses a file over the policy limit with 413', async () => {
    const big = await sample('big', Buffer.concat([SAMPLES.png!, Buffer.alloc(LOGO_POLICY.maxBytes)]));
    const error = await acceptUpload('logo', big, LOGO_POLICY).catch((e: unknown) => e);
    expect((error as HttpError).statusCode).toBe(413);
  });

  describe('SVG logos are drawn to PNG', () => {
    const pixels = async (file: string) =>
      sharp(await readFile(file))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
    const acceptSvg = async (markup: string) =>
      acceptUpload('logo', await sample('logo', Buffer.from(markup), 'image/svg+xml'), LOGO_POLICY);

    it('stores a PNG, whatever scripts the SVG carries (namespaced ones too)', async () => {
      for (const markup of [
        SAMPLES.svg!.toString(),
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg" width="10" height="10"><x:script>alert(1)</x:script><rect width="10" height="10"/></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml" width="10" height="10"><foreignObject><h:script>alert(1)</h:script></foreignObject></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"><a href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>',
      ]) {
        const accepted = await acceptSvg(markup);
        expect(accepted, markup).toMatchObject({ kind: 'png', contentType: 'image/png', extension: 'png' });
        const stored = await readFile(accepted.file.path);
        expect(stored.subarray(0, 8).equals(SAMPLES.png!.subarray(0, 8)), markup).toBe(true);
        expect(stored.includes('script')).toBe(false);
        expect(accepted.file.size).toBe(stored.length);
      }
    });

    it(`draws it ${SVG_RASTER_SIZE} px on its longest side, small drawings scaled up to it and large ones down`, async () => {
      expect(SVG_RASTER_SIZE).toBe(1024);
      const tiny = await acceptSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12" width="24" height="12"><rect width="24" height="12"/></svg>',
      );
      expect(await sharp(tiny.file.path).metadata()).toMatchObject({ width: 1024, height: 512 });
      const wide = await acceptSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" width="80000" height="10000"><rect width="80000" height="10000"/></svg>',
      );
      expect(await sharp(wide.file.path).metadata()).toMatchObject({ width: 1024, height: 128 });
      const viewBoxOnly = await acceptSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 600"><rect width="300" height="600"/></svg>',
      );
      expect(await sharp(viewBoxOnly.file.path).metadata()).toMatchObject({ width: 512, height: 1024 });
    });

    it('never fetches or reads anything the SVG points at: no request reaches a server, no file on disk is drawn', async () => {
      const requests: string[] = [];
      const server = http.createServer((request, response) => {
        requests.push(request.url ?? '');
        response.writeHead(200, { 'content-type': 'image/png' }).end(RED_PNG);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // A red picture on disk, beside the upload (where a relative reference would look) and by absolute path.
      await writeFile(path.join(dir, 'red.png'), RED_PNG);
      await writeFile(path.join(dir, 'secret.txt'), 'SECRET');
      const absolute = `file://${path.join(dir, 'red.png')}`;
      const svg = (body: string, head = '') =>
        `${head}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xi="http://www.w3.org/2001/XInclude" width="10" height="10">${body}</svg>`;
      try {
        const drawn = [
          svg(`<image href="${origin}/image" width="10" height="10"/><image xlink:href="${origin}/xlink" width="10" height="10"/>`),
          svg(`<image href="${absolute}" width="10" height="10"/>`),
          svg('<image href="red.png" width="10" height="10"/>'),
          svg(`<style>@import url("${origin}/import.css"); @import url("${absolute}");</style><rect width="10" height="10" fill="white"/>`),
          svg(`<filter id="f"><feImage href="${origin}/fe"/></filter><rect width="10" height="10" filter="url(#f)"/>`),
          svg(`<use href="${origin}/use.svg#a"/><rect width="10" height="10" fill="url(${origin}/paint.svg#g)"/>`),
          svg(
            `<text y="9"><xi:include href="${origin}/xi" parse="text"/><xi:include href="file://${path.join(dir, 'secret.txt')}" parse="text"/></text>`,
          ),
        ];
        for (const markup of drawn) {
          const { data, info } = await pixels((await acceptSvg(markup)).file.path);
          let red = 0;
          for (let i = 0; i < data.length; i += info.channels)
            if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60 && data[i + 3]! > 0) red++;
          expect(red, markup).toBe(0);
        }
        // External entities do not even parse.
        const entity = svg(
          '<text>&x;&y;</text>',
          `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "${origin}/entity"><!ENTITY y SYSTEM "${absolute}">]>`,
        );
        expect(((await acceptSvg(entity).catch((e: unknown) => e)) as HttpError).statusCode).toBe(422);
        expect(requests).toEqual([]);
      } finally {
        server.close();
      }
    });

    it('refuses an SVG that does not parse, one that expands entities without end, and one too large to draw (422)', async () => {
      const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">${['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']
        .map((name, index) => `<!ENTITY ${name} "${`&${'abcdefgh'[index]};`.repeat(10)}">`)
        .join('')}]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&i;</text></svg>`;
      for (const bad of [
        '<svg xmlns="http://www.w3.org/2000/svg"><rect',
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg" width="100000000" height="100000000"><rect width="10" height="10"/></svg>',
      ]) {
        const error = await acceptSvg(bad).catch((e: unknown) => e);
        expect(error, bad.slice(0, 80)).toBeInstanceOf(HttpError);
        expect((error as HttpError).statusCode).toBe(422);
        expect((error as HttpError).errors).toEqual({ logo: ['The logo could not be read as an image.'] });
      }
      // Its internal DTD already keeps it from being recognised as SVG; the drawing refuses it too.
      expect(((await acceptSvg(laughs).catch((e: unknown) => e)) as HttpError).statusCode).toBe(422);
      await expect(rasterizeSvg(Buffer.from(laughs), path.join(dir, 'laughs.png'))).rejects.toThrow(/entity/i);
    });
  });

  it('writes a safe Content-Disposition for any name', () => {
    expect(contentDisposition('Bank letter.pdf')).toBe(`attachment; filename="Bank letter.pdf"; filename*=UTF-8''Bank%20letter.pdf`);
    expect(contentDisposition('a"\r\nSet-Cookie: x.pdf')).toBe(
      `attachment; filename="a_Set-Cookie: x.pdf"; filename*=UTF-8''a_Set-Cookie%3A%20x.pdf`,
    );
    expect(contentDisposition('عقد.pdf')).toMatch(/^attachment; filename="___\.pdf"; filename\*=UTF-8''%D8%B9/);
    // Names stored before uploads were cleaned, and names the server makes (an organization's): no
    // bidi override, no control character.
    expect(contentDisposition('photo\u202Egnp.exe')).toBe(`attachment; filename="photognp.exe"; filename*=UTF-8''photognp.exe`);
    expect(contentDisposition('a\u0000b\u0007.pdf', 'inline')).toBe(`inline; filename="ab.pdf"; filename*=UTF-8''ab.pdf`);
    expect(contentDisposition('Al Noor / Partners logo.png')).toBe(
      `attachment; filename="Al Noor _ Partners logo.png"; filename*=UTF-8''Al%20Noor%20_%20Partners%20logo.png`,
    );
  });

  it('stores files under server-generated names and never outside its root', async () => {
    const storage = createLocalStorage(path.join(dir, 'files'));
    const upload = await sample('logo', SAMPLES.png!);
    const key = await storage.put(upload.path, { folder: 'logos', extension: 'png' });
    expect(key).toMatch(/^logos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(await readFile(path.join(dir, 'files', ...key.split('/')))).toEqual(SAMPLES.png);
    expect(await storage.read(key)).toEqual(SAMPLES.png);
    expect(await storage.size(key)).toBe(SAMPLES.png!.length);
    for (const evil of ['../etc/passwd', 'logos/../../x', '/abs', 'a//b', ''])
      await expect(storage.read(evil), evil).rejects.toThrow(/invalid storage key/);
    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
  });
});
