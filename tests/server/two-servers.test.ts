// Two real server processes on one PostgreSQL database and one S3 bucket, as a deployment behind a
// load balancer runs them (docs/architecture.md "Running several servers"; README "Deploying").
// Both start at the same moment on an empty database, so both migrate at once under the lock. Then,
// through HTTP only: a user signs in on A, uploads a project image and a lead document on A, and
// reads both back byte for byte through B; a unit booked through A reads as booked through B at
// once; and the same booking of another unit sent through A and B together has exactly one winner
// and one history row. PostgreSQL only (`npm run test:pg`): PGlite is one process's database, and
// `npm test` skips this file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../../src/server/db/client.ts';
import { freePort } from '../support/local-processes.ts';
import { createTestBucket } from '../support/s3-server.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { insertLead } from './support/crm.ts';
import { addMember, createOrganization, createUser, TEST_PASSWORD } from './support/factories.ts';
import { multipart, pdfBytes } from './support/files.ts';
import { insertBuilding, insertProject, insertUnit, jpegBytes } from './support/inventory.ts';

const adminUrl = process.env.DATABASE_URL;

interface Fixture {
  organizationId: number;
  email: string;
  projectId: number;
  leadId: number;
  unitIds: [number, number];
}

describe.runIf(adminUrl)('two servers on one PostgreSQL and one S3 bucket', () => {
  const name = `rp_two_servers_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(adminUrl ?? 'postgres://unset');
  databaseUrl.pathname = `/${name}`;
  const dataDirs: string[] = [];
  let admin: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  let fixture: Fixture;
  let token: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const bucket = await createTestBucket(inject('s3Endpoint'));
    // What the servers share, as README "Deploying" says: the database, the bucket and APP_KEY.
    // Each has its own DATA_DIR and port. The worker and the sweeper run in both, as in production.
    const shared = {
      APP_KEY: randomBytes(32).toString('base64'),
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: bucket.endpoint!,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      MESSENGER_POLL_MS: '1000',
      RESERVATION_SWEEP_MS: '5000',
    };
    const start = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-two-servers-'));
      dataDirs.push(dataDir);
      return startServer({ dataDir, port: await freePort(), databaseUrl: databaseUrl.toString(), env: shared }, 90_000);
    };
    // Both at the same moment on the empty database: both migrate, one after the other under the lock.
    [a, b] = await Promise.all([start(), start()]);
    fixture = await writeFixture(databaseUrl.toString());
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** A call to one server as the signed-in user, in the fixture's organization. */
  async function api(server: ServerProcess, method: string, route: string, body?: unknown) {
    const url = new URL(`${server.baseUrl}/api/${route}`);
    if (method === 'GET') url.searchParams.set('organization_id', String(fixture.organizationId));
    const multipartBody = body instanceof Object && 'headers' in body ? (body as ReturnType<typeof multipart>) : null;
    const res = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(multipartBody ? multipartBody.headers : body ? { 'content-type': 'application/json' } : {}),
      },
      body: multipartBody
        ? new Uint8Array(multipartBody.body)
        : body
          ? JSON.stringify({ locale: 'en', organization_id: fixture.organizationId, ...body })
          : undefined,
    });
    return res;
  }

  it('migrated the empty database once, though both servers started on it together', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const check = new pg.Client({ connectionString: databaseUrl.toString() });
    await check.connect();
    try {
      const { rows } = await check.query<{ times: number }>('select count(*)::int as times from drizzle.__drizzle_migrations');
      expect(rows[0]!.times).toBe(journal.entries.length);
    } finally {
      await check.end();
    }
  });

  it('signs in on A with a token that B accepts', async () => {
    const res = await fetch(`${a.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ locale: 'en', email: fixture.email, password: TEST_PASSWORD, device_name: 'two-servers test' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    token = ((await res.json()) as { token: string }).token;
    const me = await api(b, 'GET', 'auth/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(fixture.email);
  });

  it('serves through B, byte for byte, a project image and a lead document uploaded on A', async () => {
    const jpeg = await jpegBytes(800, 500);
    const image = await api(
      a,
      'POST',
      `inventory/projects/${fixture.projectId}/images`,
      multipart({
        organization_id: String(fixture.organizationId),
        kind: 'gallery',
        images: [{ filename: 'lobby.jpg', content: jpeg, type: 'image/jpeg' }],
      }),
    );
    expect(image.status, await image.clone().text()).toBe(201);
    const imageId = ((await image.json()) as { data: { id: number }[] }).data[0]!.id;

    const pdf = pdfBytes('Reservation form signed on server A');
    const document = await api(
      a,
      'POST',
      `crm/leads/${fixture.leadId}/documents`,
      multipart({
        organization_id: String(fixture.organizationId),
        file: { filename: 'reservation.pdf', content: pdf, type: 'application/pdf' },
      }),
    );
    expect(document.status, await document.clone().text()).toBe(201);
    const documentId = ((await document.json()) as { data: { id: number } }).data.id;

    const imageOnB = await api(b, 'GET', `inventory/images/${imageId}`);
    expect(imageOnB.status).toBe(200);
    expect(imageOnB.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await imageOnB.arrayBuffer()).equals(jpeg)).toBe(true);
    const thumbnailOnB = await api(b, 'GET', `inventory/images/${imageId}/thumbnail`);
    expect(thumbnailOnB.status).toBe(200);
    expect(thumbnailOnB.headers.get('content-type')).toBe('image/webp');

    const documentOnB = await api(b, 'GET', `crm/documents/${documentId}/download`);
    expect(documentOnB.status).toBe(200);
    expect(documentOnB.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await documentOnB.arrayBuffer()).equals(pdf)).toBe(true);
    // Neither server kept a copy on its own disk: the bucket is the only place the files are.
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'files'))).toBe(false);
  });

  it('shows through B, at once, a unit booked through A', async () => {
    const unitId = fixture.unitIds[0];
    const booked = await api(a, 'PATCH', `inventory/units/${unitId}/status`, { status: 'booked' });
    expect(booked.status, await booked.clone().text()).toBe(200);
    const onB = await api(b, 'GET', `inventory/units/${unitId}`);
    expect(onB.status).toBe(200);
    const unit = ((await onB.json()) as { data: { status: string; status_history: { to_status: string }[] } }).data;
    expect(unit.status).toBe('booked');
    expect(unit.status_history.map((row) => row.to_status)).toEqual(['booked']);
  });

  it('lets exactly one of two simultaneous bookings of one unit, through A and through B, win', async () => {
    const unitId = fixture.unitIds[1];
    const answers = await Promise.all(
      [a, b].map((server) => api(server, 'PATCH', `inventory/units/${unitId}/status`, { status: 'booked' })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses, (await Promise.all(answers.map((res) => res.text()))).join('\n')).toEqual([200, 409]);

    for (const server of [a, b]) {
      const res = await api(server, 'GET', `inventory/units/${unitId}`);
      const unit = ((await res.json()) as { data: { status: string; status_history: { to_status: string }[] } }).data;
      expect(unit.status).toBe('booked');
      expect(unit.status_history.map((row) => row.to_status)).toEqual(['booked']);
    }
  });
});

/** A developer organization, its admin (who signs in), a project, a lead and two available units. */
async function writeFixture(url: string): Promise<Fixture> {
  const handle = openDatabase({ kind: 'pg', url });
  try {
    const db = handle.db;
    const organization = await createOrganization(db, { kind: 'developer', name: 'Two Servers Developer' });
    const user = await createUser(db, { full_name: 'Two Servers Admin' });
    await addMember(db, user.id, organization.id, 'developer_admin');
    const project = await insertProject(db, organization.id, { name: 'Shared Bucket Towers' });
    const building = await insertBuilding(db, organization.id, project.id);
    const first = await insertUnit(db, organization.id, building.id, { unit_number: '101' });
    const second = await insertUnit(db, organization.id, building.id, { unit_number: '102' });
    const lead = await insertLead(db, organization.id);
    return {
      organizationId: organization.id,
      email: user.email,
      projectId: project.id,
      leadId: lead.id,
      unitIds: [first.id, second.id],
    };
  } finally {
    await handle.close();
  }
}
