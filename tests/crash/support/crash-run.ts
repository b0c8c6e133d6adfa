// One crash run on one database: fixtures written straight to it, the server started, then
// `kills` times: a burst of lead creates, SIGKILL once some have answered 201, a restart on the
// same database, and a check through the API of every acknowledged create. At the end the server
// stops cleanly and the whole database is checked for half-written leads.
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../src/server/db/client.ts';
import { tags } from '../../../src/server/db/crm-schema.ts';
import { addMember, createOrganization, createUser, tokenFor } from '../../server/support/factories.ts';
import { burstThenKill, type Fixture } from './lead-burst.ts';
import { freePort } from '../../support/local-processes.ts';
import { startServer, type ServerOptions, type ServerProcess } from '../../support/server-process.ts';

export interface CrashReport {
  kills: number;
  /** Restarts that came up healthy after a kill. */
  reopened: number;
  /** What the failed restart printed, when one did not come up. */
  reopenFailure: string | null;
  acknowledged: number;
  unanswered: number;
  refused: string[];
  /** Acknowledged leads missing after the restart (lost writes), or answering something else. */
  lost: string[];
  /** Acknowledged leads present without their tag links or their "created" history item. */
  incomplete: string[];
  /** Leads anywhere in the database without their children (half-written transactions). */
  halfWritten: number;
  /** Errors reading the database back after the last restart (damage). */
  readErrors: string[];
}

export async function writeFixture(db: Database): Promise<Fixture> {
  const organization = await createOrganization(db, { kind: 'developer', name: 'Crash Test Developer' });
  const admin = await createUser(db, { full_name: 'Crash Admin' });
  const owner = await createUser(db, { full_name: 'Crash Owner' });
  await addMember(db, admin.id, organization.id, 'developer_admin');
  await addMember(db, owner.id, organization.id, 'developer');
  const tagRows = await db
    .insert(tags)
    .values([
      { organization_id: organization.id, name: 'Crash A', color: '#1e88e5' },
      { organization_id: organization.id, name: 'Crash B', color: '#43a047' },
    ])
    .returning({ id: tags.id });
  return { organizationId: organization.id, token: await tokenFor(db, admin.id), ownerId: owner.id, tagIds: tagRows.map((row) => row.id) };
}

async function checkThroughApi(server: ServerProcess, fixture: Fixture, ids: number[], report: CrashReport) {
  const get = async (path: string) => {
    const res = await fetch(`${server.baseUrl}/api/${path}${path.includes('?') ? '&' : '?'}organization_id=${fixture.organizationId}`, {
      headers: { authorization: `Bearer ${fixture.token}`, accept: 'application/json' },
    });
    return { status: res.status, body: (await res.json()) as { data: unknown } };
  };
  for (const id of ids) {
    const lead = await get(`crm/leads/${id}`);
    if (lead.status !== 200) {
      report.lost.push(`lead ${id}: ${lead.status}`);
      continue;
    }
    const tagCount = (lead.body.data as { tags: unknown[] }).tags.length;
    const history = await get(`crm/leads/${id}/history-items?per_page=100`);
    const created = (history.body.data as { kind: string }[]).some((item) => item.kind === 'created');
    if (tagCount !== fixture.tagIds.length || !created) report.incomplete.push(`lead ${id}: ${tagCount} tags, created history ${created}`);
  }
}

async function checkDatabase(db: Database, report: CrashReport) {
  try {
    // Both drivers (node-postgres, PGlite) answer `{rows}`.
    const result = (await db.execute(sql`
      select count(*)::int as count from leads l
      where not exists (select 1 from lead_history h where h.lead_id = l.id and h.kind = 'created')
         or (select count(*) from lead_tags t where t.lead_id = l.id) <> 2`)) as unknown as { rows: { count: number }[] };
    const [row] = result.rows;
    report.halfWritten = row!.count;
    // A full read of every table the creates wrote: a damaged page shows up as an error here.
    for (const table of ['leads', 'lead_tags', 'lead_history', 'notifications']) await db.execute(sql.raw(`select count(*) from ${table}`));
  } catch (error) {
    report.readErrors.push((error as Error).message);
  }
}

export interface CrashRunOptions {
  kills: number;
  dataDir: string;
  databaseUrl?: string;
  /** Opens the database in this process (fixtures before, the final check after). */
  open(): DatabaseHandle;
}

export async function crashRun(options: CrashRunOptions): Promise<CrashReport> {
  const report: CrashReport = {
    kills: 0,
    reopened: 0,
    reopenFailure: null,
    acknowledged: 0,
    unanswered: 0,
    refused: [],
    lost: [],
    incomplete: [],
    halfWritten: 0,
    readErrors: [],
  };
  const setup = options.open();
  await setup.migrate();
  const fixture = await writeFixture(setup.db);
  await setup.close();

  const serverOptions: ServerOptions = { dataDir: options.dataDir, port: await freePort(), databaseUrl: options.databaseUrl };
  let server: ServerProcess | null = await startServer(serverOptions);
  for (let kill = 1; kill <= options.kills; kill++) {
    // Kill at a different point each time: after 10, 25, 40… acknowledged creates.
    const burst = await burstThenKill(server, fixture, { concurrency: 16, killAfter: 10 + ((kill * 15) % 60) });
    report.kills++;
    report.acknowledged += burst.acknowledged.length;
    report.unanswered += burst.unanswered;
    report.refused.push(...burst.refused);
    try {
      server = await startServer(serverOptions);
    } catch (error) {
      report.reopenFailure = (error as Error).message.slice(0, 2000);
      server = null;
      break;
    }
    report.reopened++;
    await checkThroughApi(server, fixture, burst.acknowledged, report);
  }
  await server?.kill('SIGTERM');

  const check = options.open();
  try {
    await checkDatabase(check.db, report);
  } finally {
    await check.close().catch(() => {});
  }
  return report;
}

export function describeReport(driver: string, report: CrashReport): string {
  return [
    `${driver}: ${report.kills} kills, ${report.reopened} restarts healthy, ${report.acknowledged} acknowledged creates, ${report.unanswered} cut off by the kill,`,
    `  ${report.lost.length} acknowledged lost, ${report.incomplete.length} acknowledged incomplete, ${report.halfWritten} half-written leads, ${report.readErrors.length} read errors, ${report.refused.length} refused`,
    ...report.lost.slice(0, 5).map((line) => `  lost: ${line}`),
    ...report.incomplete.slice(0, 5).map((line) => `  incomplete: ${line}`),
    ...report.readErrors.slice(0, 5).map((line) => `  read error: ${line}`),
    ...report.refused.slice(0, 5).map((line) => `  refused: ${line}`),
    ...(report.reopenFailure ? [`  restart failed: ${report.reopenFailure}`] : []),
  ].join('\n');
}
