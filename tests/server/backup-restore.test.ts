import fs from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEmbeddedOnly } from './support/database.ts';
import {
  BackupError,
  SERVER_PID_FILE,
  backupEmbeddedDatabase,
  dataDirHolder,
  holdDataDir,
  restoreEmbeddedDatabase,
} from '../../src/server/db/backup.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { organizations, users } from '../../src/server/db/schema.ts';
import { createLocalStorage } from '../../src/server/services/local-storage.ts';
import { createOrganization, createUser } from './support/factories.ts';

// Runs on PGlite whatever DATABASE_URL says (these tools exist for the embedded database), so
// in `npm test` only.
describeEmbeddedOnly('embedded database backup and restore', () => {
  let root: string;
  let sourceDir: string;
  let backupPath: string;
  let organizationId: number;
  let userEmail: string;
  let fileKey: string;
  const fileText = 'a stored floor plan';
  const appKey = Buffer.alloc(32, 7).toString('base64');

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'rp-backup-'));
    sourceDir = path.join(root, 'source');
    const handle = openDatabase({ kind: 'pglite', dataDir: path.join(sourceDir, 'db') });
    await handle.migrate();
    organizationId = (await createOrganization(handle.db, { kind: 'developer', name: 'Backup Builders' })).id;
    userEmail = (await createUser(handle.db)).email;
    await handle.close();
    const upload = path.join(root, 'upload.txt');
    await writeFile(upload, fileText);
    fileKey = await createLocalStorage(path.join(sourceDir, 'files')).put(upload, { folder: 'documents', extension: 'txt' });
    await writeFile(path.join(sourceDir, 'app.key'), appKey, { mode: 0o600 });
    backupPath = await backupEmbeddedDatabase({ dataDir: sourceDir, now: new Date('2026-11-22T05:30:00.123Z') });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes a dated backup folder under DATA_DIR/backups and releases DATA_DIR', () => {
    expect(backupPath).toBe(path.join(sourceDir, 'backups', 'backup-2026-11-22T05-30-00Z'));
    expect(fs.readdirSync(backupPath).sort()).toEqual(['app.key', 'database.tar.gz', 'files', 'manifest.json']);
    expect(fs.existsSync(path.join(sourceDir, SERVER_PID_FILE))).toBe(false);
  });

  it('restores the rows, the stored file and the app key into another DATA_DIR', async () => {
    const targetDir = path.join(root, 'restored');
    expect(await restoreEmbeddedDatabase({ dataDir: targetDir, backupPath })).toEqual({ organizations: 1, users: 1 });

    const handle = openDatabase({ kind: 'pglite', dataDir: path.join(targetDir, 'db') });
    try {
      const [organization] = await handle.db.select().from(organizations).where(eq(organizations.id, organizationId));
      expect(organization?.name).toBe('Backup Builders');
      const [user] = await handle.db.select().from(users).where(eq(users.email, userEmail));
      expect(user).toBeDefined();
    } finally {
      await handle.close();
    }
    expect((await createLocalStorage(path.join(targetDir, 'files')).read(fileKey))?.toString('utf8')).toBe(fileText);
    expect(await readFile(path.join(targetDir, 'app.key'), 'utf8')).toBe(appKey);
    expect(fs.existsSync(path.join(targetDir, 'db.restoring'))).toBe(false);
  });

  it('refuses to replace a DATA_DIR that holds data unless forced', async () => {
    const targetDir = path.join(root, 'occupied');
    const storage = createLocalStorage(path.join(targetDir, 'files'));
    const upload = path.join(root, 'other.txt');
    await writeFile(upload, 'newer data');
    const otherKey = await storage.put(upload, { folder: 'documents', extension: 'txt' });

    await expect(restoreEmbeddedDatabase({ dataDir: targetDir, backupPath })).rejects.toThrow(/--force/);
    expect((await storage.read(otherKey))?.toString('utf8')).toBe('newer data');

    expect(await restoreEmbeddedDatabase({ dataDir: targetDir, backupPath, force: true })).toEqual({ organizations: 1, users: 1 });
    expect(await storage.size(otherKey)).toBeNull();
    expect((await storage.read(fileKey))?.toString('utf8')).toBe(fileText);
  });

  it('refuses to back up or restore while a running server holds DATA_DIR', async () => {
    // The parent process is alive for the whole run: it stands in for the server.
    await writeFile(path.join(sourceDir, SERVER_PID_FILE), `${process.ppid}\n`);
    try {
      await expect(backupEmbeddedDatabase({ dataDir: sourceDir })).rejects.toThrow(BackupError);
      await expect(backupEmbeddedDatabase({ dataDir: sourceDir })).rejects.toThrow(`process ${process.ppid}`);
      await expect(restoreEmbeddedDatabase({ dataDir: sourceDir, backupPath, force: true })).rejects.toThrow(BackupError);
      expect(() => holdDataDir(sourceDir)).toThrow(BackupError);
      expect(fs.readdirSync(path.join(sourceDir, 'backups'))).toEqual([path.basename(backupPath)]);
    } finally {
      await rm(path.join(sourceDir, SERVER_PID_FILE), { force: true });
    }
  });

  it('ignores the pid file a killed server left behind', async () => {
    await writeFile(path.join(sourceDir, SERVER_PID_FILE), '2147483646\n');
    const release = holdDataDir(sourceDir);
    expect((await readFile(path.join(sourceDir, SERVER_PID_FILE), 'utf8')).split(/\s+/)[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(sourceDir, SERVER_PID_FILE))).toBe(false);
  });

  it('leaves DATA_DIR untouched when the database archive is damaged', async () => {
    const damaged = path.join(root, 'damaged');
    await cp(backupPath, damaged, { recursive: true });
    await writeFile(path.join(damaged, 'database.tar.gz'), 'not an archive');
    const targetDir = path.join(root, 'restored');
    await expect(restoreEmbeddedDatabase({ dataDir: targetDir, backupPath: damaged, force: true })).rejects.toThrow(BackupError);
    expect(fs.existsSync(path.join(targetDir, 'db.restoring'))).toBe(false);
    expect((await createLocalStorage(path.join(targetDir, 'files')).read(fileKey))?.toString('utf8')).toBe(fileText);
  });

  it.runIf(fs.existsSync('/proc/self/stat'))('ignores a pid file whose pid now belongs to another process', async () => {
    // A live pid with a start time that is not its own: a killed server's pid, reused.
    await writeFile(path.join(sourceDir, SERVER_PID_FILE), `${process.ppid} 1\n`);
    try {
      expect(dataDirHolder(sourceDir)).toBeNull();
    } finally {
      await rm(path.join(sourceDir, SERVER_PID_FILE), { force: true });
    }
  });

  it('refuses a folder that is not a backup', async () => {
    await expect(restoreEmbeddedDatabase({ dataDir: path.join(root, 'elsewhere'), backupPath: root })).rejects.toThrow(
      /not a backup folder/,
    );
  });
});
