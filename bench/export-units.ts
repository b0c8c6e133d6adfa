// Units export benchmark: for each size, a fresh PGlite database (in memory, migrated-pglite.ts) gets that many units
// through one INSERT … SELECT generate_series, then the export runs through the service — keyset
// pages into the streaming xlsx writer — into a sink that drops the bytes. Each size runs in its
// own child process so its peak memory is its own. Reported: time, peak RSS and its growth during
// the export, heap, and the ratio of the larger run to the smaller (flat memory: close to 1;
// time: close to the size ratio).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildings, projects } from '../src/server/db/inventory-schema.ts';
import { organizations } from '../src/server/db/schema.ts';
import type { TenantContext } from '../src/server/http/request-context.ts';
import { unitExport } from '../src/server/modules/inventory/units-export.service.ts';
import { writeWorkbook } from '../src/server/modules/inventory/xlsx-stream.ts';
import { openMigratedPglite } from './migrated-pglite.ts';

export interface ExportFigures {
  units: number;
  seconds: number;
  bytes: number;
  peakRssMb: number;
  peakHeapMb: number;
  /** The heap still in use right after a full collection, highest over the run: what the export holds. */
  retainedHeapMb: number;
  baselineRssMb: number;
}

const MB = 1024 * 1024;

/** Generates `count` units and exports them; answers the figures of the export alone. */
async function measureOnce(count: number): Promise<ExportFigures> {
  const { handle: database } = await openMigratedPglite();
  const { db } = database;
  const [organization] = await db
    .insert(organizations)
    .values({ kind: 'developer', name: 'Bench Developer' })
    .returning({ id: organizations.id });
  const organizationId = organization!.id;
  const [project] = await db
    .insert(projects)
    .values({ organization_id: organizationId, name: 'Bench Project', city: 'Dubai', status: 'off_plan' })
    .returning({ id: projects.id });
  const [building] = await db
    .insert(buildings)
    .values({ organization_id: organizationId, project_id: project!.id, name: 'Bench Tower', floors: 100, status: 'off_plan' })
    .returning({ id: buildings.id });
  await db.execute(sql`
    insert into units (organization_id, building_id, unit_number, floor, type, bedrooms, bathrooms, internal_area, balcony_area, price, views, status)
    select ${organizationId}, ${building!.id}, 'U' || n, n % 100, (array['apartment','penthouse','duplex','office'])[1 + n % 4], n % 5, 1 + n % 4,
           500 + (n % 2000), 50 + (n % 200), 50000000 + n * 1000, array['sea','city'], (array['available','booked','sold','blocked'])[1 + n % 4]
    from generate_series(1, ${count}) as n`);
  // PostgreSQL's autovacuum would have analyzed the table by now; embedded PGlite runs none.
  await db.execute(sql`analyze units`);

  const tenant: TenantContext = {
    organizationId,
    organizationKind: 'developer',
    role: 'developer_admin',
    viaPlatformScope: false,
    platformScope: [],
    userId: null,
  };
  global.gc?.();
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  let peakHeap = process.memoryUsage().heapUsed;
  const sample = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 10);
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const source = unitExport(db, tenant, { page: 1, per_page: 25, sort: 'unit_number', order: 'asc' }, 'en');
  let retainedHeap = 0;
  let pages = 0;
  // Every tenth page, a full collection shows what the export still holds (peak heapUsed also
  // counts garbage not yet collected, which depends on the collector's pace, not on the export).
  const collect = () => {
    if (!global.gc) return;
    global.gc();
    retainedHeap = Math.max(retainedHeap, process.memoryUsage().heapUsed);
  };
  async function* observed<T>(batches: AsyncIterable<T[]>): AsyncIterable<T[]> {
    for await (const batch of batches) {
      yield batch;
      if (++pages % 10 === 0) collect();
    }
    collect();
  }
  const started = performance.now();
  await writeWorkbook(sink, { ...source, batches: observed(source.batches) });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sample);
  await database.close();
  return {
    units: count,
    seconds,
    bytes,
    peakRssMb: peakRss / MB,
    peakHeapMb: peakHeap / MB,
    retainedHeapMb: retainedHeap / MB,
    baselineRssMb: baselineRss / MB,
  };
}

/** Runs one size in a child process and reads its figures. */
function measureInChild(count: number): ExportFigures {
  const tsx = path.resolve('node_modules/.bin/tsx');
  const child = spawnSync(tsx, [path.resolve(import.meta.dirname, 'export-units.ts'), '--one', String(count)], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--expose-gc' },
    maxBuffer: 16 * MB,
  });
  if (child.status !== 0) throw new Error(`The ${count}-unit run failed:\n${child.stderr}`);
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as ExportFigures;
}

const format = (value: number, digits = 1) => value.toFixed(digits);

/**
 * What the process's resident memory grew by while the export ran, over what it held before it
 * (the loaded database included: PGlite keeps it in this process's WebAssembly memory, so peak
 * RSS alone grows with the database's size, not with the export).
 */
const rssGrowthMb = (figures: ExportFigures) => figures.peakRssMb - figures.baselineRssMb;

export function runExportUnitsBench(options: { quick: boolean }): ExportFigures[] {
  const [small, large] = options.quick ? [1_000, 10_000] : [10_000, 100_000];
  const figures = [measureInChild(small), measureInChild(large)];
  const [a, b] = figures as [ExportFigures, ExportFigures];
  const rows = [
    ['units', 'time (s)', 'xlsx (MB)', 'peak RSS (MB)', 'RSS growth (MB)', 'peak heap (MB)', 'retained heap (MB)'],
    ...figures.map((f) => [
      String(f.units),
      format(f.seconds, 2),
      format(f.bytes / MB),
      format(f.peakRssMb),
      format(rssGrowthMb(f)),
      format(f.peakHeapMb),
      format(f.retainedHeapMb),
    ]),
    [
      `ratio ${b.units / a.units}×`,
      format(b.seconds / a.seconds, 2),
      format(b.bytes / a.bytes, 2),
      format(b.peakRssMb / a.peakRssMb, 2),
      format(rssGrowthMb(b) / Math.max(0.001, rssGrowthMb(a)), 2),
      format(b.peakHeapMb / a.peakHeapMb, 2),
      format(b.retainedHeapMb / Math.max(0.001, a.retainedHeapMb), 2),
    ],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log('\nUnits export (keyset pages of 1,000 → streaming xlsx → null sink)');
  for (const row of rows) console.log(row.map((cell, column) => cell.padStart(widths[column]!)).join('  '));
  return figures;
}

const oneIndex = process.argv.indexOf('--one');
if (oneIndex !== -1) {
  const figures = await measureOnce(Number(process.argv[oneIndex + 1]));
  console.log(JSON.stringify(figures));
}
