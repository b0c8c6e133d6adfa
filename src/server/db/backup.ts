// Backup and restore of the embedded database: PGlite's own data-directory dump plus the stored
// files and the generated application key, written as one folder. PGlite has no cross-process
// lock, so the server records its pid under DATA_DIR and these tools refuse to run beside it.
import fs from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newPglite } from './pglite.ts';
import { count } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import { organizations, users } from './schema.ts';

export const SERVER_PID_FILE = 'server.pid';
const BACKUP_FORMAT = 1;
const DATABASE_ARCHIVE = 'database.tar.gz';
const MANIFEST = 'manifest.json';
const APP_KEY_FILE = 'app.key';

/** A refusal or a broken backup: the scripts print the message and exit 1. */
export class BackupError extends Error {}

interface DataDirLayout {
  database: string;
  files: string;
  appKey: string;
  pidFile: string;
}

function layoutOf(dataDir: string): DataDirLayout {
  return {
    database: path.join(dataDir, 'db'),
    files: path.join(dataDir, 'files'),
    appKey: path.join(dataDir, APP_KEY_FILE),
    pidFile: path.join(dataDir, SERVER_PID_FILE),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started (clock ticks since boot, from /proc on Linux; null elsewhere). With
 * the pid it tells a live holder from an unrelated process that reused a killed server's pid,
 * which is common after a container restart.
 */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name start at field 3; starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The pid of the live process that holds DATA_DIR, or null (no pid file, or a stale one). */
export function dataDirHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(layoutOf(dataDir).pidFile, 'utf8');
  } catch {
    return null;
  }
  const [pidText, recordedStart] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return null;
  const currentStart = processStartTime(pid);
  if (recordedStart && currentStart && recordedStart !== currentStart) return null;
  return pid;
}

/**
 * Records this process as the holder of DATA_DIR (the server while it runs, a backup or restore
 * while it works). Throws when another live process holds it; returns the release function.
 */
export function holdDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder !== null) {
    throw new BackupError(
      `${dataDir} is in use by process ${holder} (see ${SERVER_PID_FILE} there): stop the server first. If no such process runs, delete that file.`,
    );
  }
  const { pidFile } = layoutOf(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(pidFile, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim() + '\n');
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      // Only our own record: a later holder's file must survive a late release.
      if (fs.readFileSync(pidFile, 'utf8').split(/\s+/)[0] === String(process.pid)) fs.rmSync(pidFile, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}

function hasEntries(target: string): boolean {
  try {
    return fs.readdirSync(target).length > 0;
  } catch {
    return false;
  }
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function backupName(now: Date): string {
  // Colons are not allowed in Windows file names.
  return `backup-${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}`;
}

export interface BackupOptions {
  dataDir: string;
  /** The folder that receives backup-<timestamp>; DATA_DIR/backups when absent. */
  targetDir?: string;
  now?: Date;
}

/** Writes backup-<timestamp>/ (database.tar.gz, files/, app.key, manifest.json); returns its path. */
export async function backupEmbeddedDatabase(options: BackupOptions): Promise<string> {
  const dataDir = path.resolve(options.dataDir);
  const layout = layoutOf(dataDir);
  const targetDir = path.resolve(options.targetDir ?? path.join(dataDir, 'backups'));
  if (!hasEntries(layout.database)) throw new BackupError(`There is no embedded database in ${layout.database}.`);
  if (isInside(targetDir, layout.database) || isInside(targetDir, layout.files)) {
    throw new BackupError(`The backup folder must not be inside ${layout.database} or ${layout.files}.`);
  }

  const release = holdDataDir(dataDir);
  try {
    const finalPath = path.join(targetDir, backupName(options.now ?? new Date()));
    if (fs.existsSync(finalPath)) throw new BackupError(`${finalPath} already exists.`);
    // Written under a temporary name so an interrupted backup never looks complete.
    const workPath = `${finalPath}.partial`;
    await rm(workPath, { recursive: true, force: true });
    await mkdir(workPath, { recursive: true });

    const client = newPglite(layout.database);
    let archive: Blob;
    try {
      // dumpDataDir on a client that has not finished starting never settles.
      await client.waitReady;
      archive = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    await writeFile(path.join(workPath, DATABASE_ARCHIVE), Buffer.from(await archive.arrayBuffer()));

    const hasFiles = fs.existsSync(layout.files);
    if (hasFiles) await cp(layout.files, path.join(workPath, 'files'), { recursive: true });
    const hasAppKey = fs.existsSync(layout.appKey);
    if (hasAppKey) await cp(layout.appKey, path.join(workPath, APP_KEY_FILE));
    const manifest = { format: BACKUP_FORMAT, created_at: (options.now ?? new Date()).toISOString(), files: hasFiles, app_key: hasAppKey };
    await writeFile(path.join(workPath, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    await rename(workPath, finalPath);
    return finalPath;
  } finally {
    release();
  }
}

export interface RestoreOptions {
  dataDir: string;
  backupPath: string;
  /** Replace the database, stored files and app key already in DATA_DIR. */
  force?: boolean;
}

export interface RestoreResult {
  organizations: number;
  users: number;
}

async function readManifest(backupPath: string): Promise<{ format: number; files: boolean; app_key: boolean }> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(path.join(backupPath, MANIFEST), 'utf8'));
  } catch {
    throw new BackupError(`${backupPath} is not a backup folder (no readable ${MANIFEST}).`);
  }
  const fields = manifest as { format?: unknown; files?: unknown; app_key?: unknown };
  if (fields.format !== BACKUP_FORMAT) throw new BackupError(`${backupPath} has an unknown backup format.`);
  if (!fs.existsSync(path.join(backupPath, DATABASE_ARCHIVE))) throw new BackupError(`${backupPath} has no ${DATABASE_ARCHIVE}.`);
  return { format: BACKUP_FORMAT, files: fields.files === true, app_key: fields.app_key === true };
}

/**
 * Restores a backup folder into DATA_DIR, then opens the restored database, runs the migrations
 * (a no-op for a backup of this version, an upgrade for an older one) and counts its rows.
 */
export async function restoreEmbeddedDatabase(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const backupPath = path.resolve(options.backupPath);
  const layout = layoutOf(dataDir);
  const manifest = await readManifest(backupPath);
  const occupied = hasEntries(layout.database) || hasEntries(layout.files) || fs.existsSync(layout.appKey);
  if (occupied && !options.force) {
    throw new BackupError(`${dataDir} already holds a database, stored files or an app key: pass --force to replace them.`);
  }

  const release = holdDataDir(dataDir);
  try {
    // Everything is restored beside the live data first, so a failed restore leaves it untouched.
    const stagedDatabase = `${layout.database}.restoring`;
    const stagedFiles = `${layout.files}.restoring`;
    await rm(stagedDatabase, { recursive: true, force: true });
    await rm(stagedFiles, { recursive: true, force: true });
    await mkdir(stagedDatabase, { recursive: true });

    const archive = new Blob([await readFile(path.join(backupPath, DATABASE_ARCHIVE))]);
    const client = newPglite(stagedDatabase, { loadDataDir: archive });
    let result: RestoreResult;
    try {
      await client.waitReady;
      const handle = openDatabase({ kind: 'pglite', client });
      await handle.migrate();
      const [organizationRow] = await handle.db.select({ n: count() }).from(organizations);
      const [userRow] = await handle.db.select({ n: count() }).from(users);
      result = { organizations: organizationRow!.n, users: userRow!.n };
    } catch (error) {
      await client.close().catch(() => {});
      await rm(stagedDatabase, { recursive: true, force: true });
      throw new BackupError(`The backup's database could not be opened: ${error instanceof Error ? error.message : String(error)}`);
    }
    await client.close();
    if (manifest.files) await cp(path.join(backupPath, 'files'), stagedFiles, { recursive: true });

    await rm(layout.database, { recursive: true, force: true });
    await rename(stagedDatabase, layout.database);
    await rm(layout.files, { recursive: true, force: true });
    if (manifest.files) await rename(stagedFiles, layout.files);
    await rm(layout.appKey, { force: true });
    if (manifest.app_key) await cp(path.join(backupPath, APP_KEY_FILE), layout.appKey);
    return result;
  } finally {
    release();
  }
}
