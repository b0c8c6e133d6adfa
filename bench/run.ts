// `npm run bench` (not part of npm test): the performance benchmarks, each printing a small table.
// `--quick` runs smaller sizes, for CI.
import { runExportUnitsBench } from './export-units.ts';

const quick = process.argv.includes('--quick');
runExportUnitsBench({ quick });
