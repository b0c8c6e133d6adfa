// Sale offer PDF benchmark: a 10-unit offer against a 1-unit baseline in the same process, both
// through the real endpoint (GET inventory/sale-offers/{id}/pdf via app.inject): each unit with a
// building payment plan and a 1600×1200 JPEG floor plan, the project with a logo — what makes a
// real offer heavy. Reported per offer: median time, PDF size, and the peak memory above the
// idle process (heap and Buffers, sampled every 2 ms; a full collection before each offer).
// Runs in a child process (node --expose-gc) so its memory is its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { generateDataset } from './generate.ts';
import { openMigratedPglite } from './migrated-pglite.ts';
import { fixed, median, printTable } from './stats.ts';

export interface PdfFigures {
  units: number;
  runs: number;
  medianMs: number;
  pdfKb: number;
  peakMemoryMb: number;
}

const MB = 1024 * 1024;

async function measure(runs: number): Promise<PdfFigures[]> {
  const { client, handle: database } = await openMigratedPglite();
  const manifest = await generateDataset(database, {
    units: 100,
    leads: 0,
    deals: 0,
    organizations: 2,
    projects: 2,
    buildingsPerProject: 1,
    salesUsers: 1,
    brokerLeads: 0,
    brokerDeals: 0,
    brokerUsers: 1,
    messages: 0,
  });
  const organizationId = manifest.organizationId;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-bench-pdf-'));
  const app = await buildApp(
    { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, MESSENGER_POLL_MS: '0', RESERVATION_SWEEP_MS: '0' }), clientDir: undefined },
    database,
  );
  await app.ready();

  // Floor plans (noise, so the JPEG weighs what a real drawing scan does) and a project logo.
  const files = path.join(dataDir, 'files', 'bench');
  fs.mkdirSync(files, { recursive: true });
  const floorPlan = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#f4f4f4', noise: { type: 'gaussian', mean: 200, sigma: 15 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const logo = await sharp({ create: { width: 400, height: 160, channels: 4, background: '#1976d2' } })
    .png()
    .toBuffer();
  const available = (
    await client.query<{ id: number; building_id: number; project_id: number }>(
      `select u.id, u.building_id, b.project_id from units u join buildings b on b.id = u.building_id where u.organization_id = $1 and u.status = 'available' order by u.id limit 11`,
      [organizationId],
    )
  ).rows;
  for (const unit of available) {
    const key = `bench/floor-${unit.id}.jpg`;
    fs.writeFileSync(path.join(dataDir, 'files', key), floorPlan);
    await client.query(
      `insert into inventory_images (organization_id, unit_id, kind, position, file_path, thumbnail_path, file_name, content_type, size, width, height) values ($1, $2, 'floor_plate', 0, $3, $3, 'floor.jpg', 'image/jpeg', $4, 1600, 1200)`,
      [organizationId, unit.id, key, floorPlan.length],
    );
  }
  fs.writeFileSync(path.join(files, 'logo.png'), logo);
  for (const projectId of new Set(available.map((unit) => unit.project_id))) {
    await client.query(
      `insert into inventory_images (organization_id, project_id, kind, position, file_path, thumbnail_path, file_name, content_type, size) values ($1, $2, 'logo', 0, 'bench/logo.png', 'bench/logo.png', 'logo.png', 'image/png', $3)`,
      [organizationId, projectId, logo.length],
    );
  }

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: manifest.email, password: manifest.password, device_name: 'bench pdf' },
  });
  const headers = { accept: 'application/json', authorization: `Bearer ${(login.json() as { token: string }).token}` };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({
      method,
      url: `/api/${url}`,
      headers,
      query: { organization_id: String(organizationId) },
      ...(payload ? { payload: { ...payload, organization_id: organizationId } } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  const plans = new Map<number, number>();
  for (const buildingId of new Set(available.map((unit) => unit.building_id))) {
    const installments = [
      { label: 'Down payment', percentage: 20, due_type: 'on_booking' },
      ...Array.from({ length: 6 }, (_, index) => ({
        label: `Installment ${index + 1}`,
        percentage: 10,
        due_type: 'months_after_booking',
        due_value: 3 * (index + 1),
      })),
      { label: 'On handover', percentage: 20, due_type: 'on_handover' },
    ];
    const plan = await call('POST', `inventory/buildings/${buildingId}/payment-plans`, { name: '20/60/20', installments });
    plans.set(buildingId, (plan.json() as { data: { id: number } }).data.id);
  }
  const offerOf = async (units: typeof available) => {
    const offer = await call('POST', `inventory/sale-offers/${organizationId}`, {
      client_name: 'Amira Haddad',
      client_email: 'amira@example.test',
      valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      unit_ids: units.map((unit) => unit.id),
    });
    const offerId = (offer.json() as { data: { id: number } }).data.id;
    for (const unit of units)
      await call('PUT', `inventory/sale-offers/${offerId}/units/${unit.id}/payment-plan`, { payment_plan_id: plans.get(unit.building_id) });
    return offerId;
  };
  const offers = [
    { units: 1, id: await offerOf(available.slice(0, 1)) },
    { units: 10, id: await offerOf(available.slice(1, 11)) },
  ];

  const figures: PdfFigures[] = [];
  for (const offer of offers) {
    await call('GET', `inventory/sale-offers/${offer.id}/pdf`); // warm-up: fonts, code paths
    global.gc?.();
    const idle = () => {
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const baseline = idle();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, idle())), 2);
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const response = await call('GET', `inventory/sale-offers/${offer.id}/pdf`);
      times.push(performance.now() - started);
      bytes = response.rawPayload.length;
      peak = Math.max(peak, idle());
    }
    clearInterval(sampler);
    figures.push({ units: offer.units, runs, medianMs: median(times), pdfKb: bytes / 1024, peakMemoryMb: (peak - baseline) / MB });
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return figures;
}

export function runPdfBench(options: { quick: boolean }): PdfFigures[] {
  const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');
  const child = spawnSync(tsx, [import.meta.filename, '--measure', String(options.quick ? 3 : 9)], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--expose-gc' },
    maxBuffer: 16 * MB,
  });
  if (child.status !== 0) throw new Error(`The PDF bench failed:\n${child.stderr}`);
  const figures = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as PdfFigures[];
  const [one, ten] = figures as [PdfFigures, PdfFigures];
  printTable('Sale offer PDF (GET inventory/sale-offers/{id}/pdf; each unit with a payment plan and a 1600×1200 JPEG floor plan)', [
    ['units', 'runs', 'median ms', 'PDF kB', 'peak memory above idle (MB)'],
    ...figures.map((f) => [String(f.units), String(f.runs), fixed(f.medianMs), fixed(f.pdfKb, 0), fixed(f.peakMemoryMb)]),
    [
      'ratio 10 / 1',
      '',
      fixed(ten.medianMs / one.medianMs, 2),
      fixed(ten.pdfKb / one.pdfKb, 2),
      fixed(ten.peakMemoryMb / Math.max(0.1, one.peakMemoryMb), 2),
    ],
  ]);
  return figures;
}

const measureIndex = process.argv.indexOf('--measure');
if (measureIndex !== -1) console.log(JSON.stringify(await measure(Number(process.argv[measureIndex + 1]))));
