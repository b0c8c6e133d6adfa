// Driving the signup wizard as its client does: JSON for the company data, multipart for the
// steps with files, each call from an address of its own (unless the test names one) so the
// per-address throttles only matter where a test is about them.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../src/server/db/client.ts';
import { organizations } from '../../../src/server/db/schema.ts';
import { multipart, pdfBytes, PNG_BYTES, type MultipartValue } from './files.ts';

let lastAddress = 0;
/** A fresh client address: 10.x.y.z, never the same twice in a run. */
export function nextAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

let lastLicense = 0;
export function uniqueTradeLicense(): string {
  lastLicense += 1;
  return `TL-${process.pid}-${Date.now().toString(36).toUpperCase()}-${lastLicense}`;
}

export function companyDataBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    source: 'skylinebuilders',
    kind: 'broker',
    company_name: 'Oasis Homes',
    trade_license_number: uniqueTradeLicense(),
    trade_license_expiry: '2099-12-31',
    country: 'AE',
    city: 'Dubai',
    address: 'Office 801, Bay Square, Business Bay',
    phone: '+971 4 555 0900',
    email: 'hello@oasis.example.test',
    contact_full_name: 'Huda Saleh',
    contact_email: 'huda@oasis.example.test',
    locale: 'en',
    ...overrides,
  };
}

export const pdfFile = (name = 'document.pdf', text = 'signup') => ({ filename: name, content: pdfBytes(text), type: 'application/pdf' });
export const pngFile = (name = 'scan.png') => ({ filename: name, content: PNG_BYTES, type: 'image/png' });
/** A text file dressed as a PDF: name and header say PDF, the content does not. */
export const fakePdfFile = () => ({ filename: 'letter.pdf', content: Buffer.from('just some text, not a PDF'), type: 'application/pdf' });
/** A real PDF header, one byte over the 10 MB of DOCUMENT_POLICY. */
export function oversizePdfFile() {
  const content = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
  content.write('%PDF-1.4\n');
  return { filename: 'huge.pdf', content, type: 'application/pdf' };
}

export const bankFields = (overrides: Record<string, MultipartValue> = {}): Record<string, MultipartValue> => ({
  bank_name: 'Emirates NBD',
  account_name: 'Oasis Homes LLC',
  iban: 'AE07 0331 2345 6789 0123 456',
  swift: 'EBILAEAD',
  bank_confirmation_letter: pdfFile('bank-letter.pdf', 'bank'),
  ...overrides,
});

export const signatoryFields = (overrides: Record<string, MultipartValue> = {}): Record<string, MultipartValue> => ({
  full_name: 'Khalid Saleh',
  email: 'khalid@oasis.example.test',
  phone: '+971 50 555 0901',
  nationality: 'AE',
  id_document: pngFile('emirates-id.png'),
  ...overrides,
});

export const brokerFields = (overrides: Record<string, MultipartValue> = {}): Record<string, MultipartValue> => ({
  orn_number: '40213',
  broker_card: pdfFile('broker-card.pdf', 'card'),
  ...overrides,
});

export interface SignupClient {
  json(url: string, body: unknown, ip?: string): Promise<LightMyRequestResponse>;
  form(url: string, fields: Record<string, MultipartValue>, ip?: string): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  /** A signup of `kind` done up to and including `through` (or just started). */
  signupThrough(
    kind: 'developer' | 'broker',
    through?: 'bank_data' | 'auth_signatory_data' | 'broker_data',
    overrides?: Record<string, unknown>,
  ): Promise<string>;
}

/** `headers` go with every call: `accept-language` is the applicant's language (docs/api.md "Mails"). */
export function signupClient(app: FastifyInstance, headers: Record<string, string> = {}): SignupClient {
  const client: SignupClient = {
    json: (url, body, ip = nextAddress()) =>
      app.inject({
        method: 'POST',
        url: `/api/${url}`,
        payload: body as object,
        remoteAddress: ip,
        headers: { accept: 'application/json', ...headers },
      }),
    form: (url, fields, ip = nextAddress()) => {
      const form = multipart(fields);
      return app.inject({
        method: 'POST',
        url: `/api/${url}`,
        payload: form.body,
        remoteAddress: ip,
        headers: { accept: 'application/json', ...headers, ...form.headers },
      });
    },
    get: (url) => app.inject({ method: 'GET', url: `/api/${url}`, headers: { accept: 'application/json', ...headers } }),
    async signupThrough(kind, through, overrides = {}) {
      const started = await client.json('signup/company-data', companyDataBody({ kind, ...overrides }));
      if (started.statusCode !== 201) throw new Error(`company data refused: ${started.body}`);
      const uuid: string = started.json().data.uuid;
      const steps = [
        ['bank_data', 'bank-data', bankFields()],
        ['auth_signatory_data', 'auth-signatory-data', signatoryFields()],
        ['broker_data', 'broker-data', brokerFields()],
      ] as const;
      for (const [step, route, fields] of steps) {
        if (!through) break;
        const res = await client.form(`signup/${uuid}/${route}`, fields);
        if (res.statusCode !== 200) throw new Error(`${step} refused: ${res.body}`);
        if (step === through) break;
      }
      return uuid;
    },
  };
  return client;
}

export async function signupRow(db: Database, uuid: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.uuid, uuid));
  return row!;
}

/** Every stored file under DATA_DIR/files, as storage keys. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Signups whose contacts each have an address of their own (`<prefix>N@signup.example.test`), named
 * `<Prefix> N`: finished through their kind's last step, or stopped after the bank data.
 */
export function contactSignups(db: Database, client: SignupClient, prefix: string) {
  let made = 0;
  return async (kind: 'developer' | 'broker', finished = true) => {
    made++;
    const contact = `${prefix.toLowerCase()}${made}@signup.example.test`;
    const name = `${prefix} ${made}`;
    const lastStep = finished ? (kind === 'broker' ? 'broker_data' : 'auth_signatory_data') : 'bank_data';
    const uuid = await client.signupThrough(kind, lastStep, { contact_email: contact, company_name: name });
    return { uuid, contact, name, id: (await signupRow(db, uuid)).id };
  };
}
