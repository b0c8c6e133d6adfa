// `npm run bench` (not part of npm test): the performance benchmarks, each printing a small table.
// `--quick` runs smaller sizes and shorter loads, for CI (figures are checked in bench/RESULTS.md,
// not asserted here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runExportUnitsBench } from './export-units.ts';
import { runLoadBench } from './load.ts';
import { writeMigratedDump } from './migrated-pglite.ts';
import { runPdfBench } from './pdf.ts';
import { checkScenarioFilter } from './scenarios.ts';

const quick = process.argv.includes('--quick');
// A BENCH_SCENARIOS that names nothing fails now, not after the export and PDF benchmarks.
checkScenarioFilter();
const started = performance.now();
// One migration for the run's embedded databases, each loaded from its dump (migrated-pglite.ts).
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-bench-'));
try {
  await writeMigratedDump(path.join(workDir, 'migrated.tar'));
  runExportUnitsBench({ quick });
  runPdfBench({ quick });
  await runLoadBench({ quick });
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
console.log(`\nBenchmarks done in ${((performance.now() - started) / 1000).toFixed(0)} s${quick ? ' (quick)' : ''}.`);
