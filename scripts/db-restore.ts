// `npm run db:restore -- <backup folder> [--force]`: restore a backup written by db:backup into
// DATA_DIR, then open it, migrate it and count its rows as a check.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { BackupError, restoreEmbeddedDatabase } from '../src/server/db/backup.ts';

const usage = 'Usage: npm run db:restore -- <backup folder> [--force]';

try {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(1);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore as the README\'s "Backup and restore" section describes.');
    process.exit(2);
  }
  const counts = await restoreEmbeddedDatabase({ dataDir: config.dataDir, backupPath: positionals[0]!, force: values.force });
  console.log(`Restored into ${config.dataDir}: ${counts.organizations} organizations, ${counts.users} users.`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) console.error(error.message);
  // An unknown option (parseArgs refuses it with an ERR_PARSE_ARGS_* code).
  else if (error instanceof TypeError && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS'))
    console.error(`${error.message}\n${usage}`);
  else console.error(error);
  process.exit(1);
}
