// `npm run db:backup [folder]`: back up the embedded database and the stored files into
// folder/backup-<timestamp> (DATA_DIR/backups by default). PostgreSQL is backed up with its own
// tools, so with DATABASE_URL set this only prints the procedure.
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { BackupError, backupEmbeddedDatabase } from '../src/server/db/backup.ts';

try {
  const config = loadConfig();
  // Files in a bucket are backed up with the bucket's own tools (README "Stored files in a bucket").
  const bucketNote = config.s3 ? `The stored files are in bucket ${config.s3.bucket}: back it up with the service's own tools.` : null;
  if (config.databaseUrl) {
    const copyFiles = config.s3 ? `  ${bucketNote}` : `  cp -a "${path.join(config.dataDir, 'files')}" <backup folder>/files`;
    console.error(`DATABASE_URL is set: back up PostgreSQL with pg_dump, and copy the stored files yourself.

  pg_dump -Fc --dbname="$DATABASE_URL" --file=realestate-$(date -u +%Y%m%dT%H%M%SZ).dump
${copyFiles}
  cp -a "${path.join(config.dataDir, 'app.key')}" <backup folder>/   (unless APP_KEY is set)

The README's "Backup and restore" section has the restore steps.`);
    process.exit(2);
  }
  const backupPath = await backupEmbeddedDatabase({ dataDir: config.dataDir, targetDir: process.argv[2] });
  console.log(`Backup written to ${backupPath}`);
  if (bucketNote) console.log(bucketNote);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
}
