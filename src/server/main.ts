// The production entry point: configuration, database (migrated at start; demo data seeded into
// an empty embedded database), the HTTP server, and a graceful shutdown on SIGINT/SIGTERM
// (README "Stopping a server").
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { BackupError, holdDataDir } from './db/backup.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { describeDemoAccounts, hasDemoData, isDatabaseEmpty, seedDemo } from './db/seed/demo.ts';
import { pruneExpiredAuthRecords } from './modules/auth/expired-records.ts';
import { storageFromConfig } from './services/storage-from-config.ts';

// How long requests in flight get to finish after SIGTERM/SIGINT before the process gives up
// (exit 1). Below the 30 s most orchestrators wait before SIGKILL, so the database still closes
// cleanly; an upload slower than this is cut off and retried by its client.
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // PGlite has no cross-process lock: the pid file keeps db:backup/db:restore (and a second
  // server) away from the embedded database while this one runs.
  const releaseDataDir = config.databaseUrl ? () => {} : holdDataDir(config.dataDir);
  const database = openConfiguredDatabase(config);
  await database.migrate();
  await pruneExpiredAuthRecords(database.db);

  if (database.driver === 'pglite' && config.seedDemo && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db, config.demoPassword, storageFromConfig(config));
  }
  const app = await buildApp(config, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still in flight at the end of the grace period');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      // Stops accepting, lets in-flight requests finish, then runs the onClose hooks: the queue
      // worker stops claiming, the reservation sweeper stops, mail is flushed.
      await app.close();
      await database.close();
      releaseDataDir();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (await hasDemoData(database.db)) {
    console.log(`\n${describeDemoAccounts(config.demoPassword)}\n`);
  }
  console.log(
    `Realestate Platform is ready on ${config.publicUrl} (database: ${database.driver === 'pg' ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
