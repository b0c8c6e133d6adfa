// File storage on local disk under DATA_DIR/files. Files get server-generated names (never the
// uploader's), live in per-purpose folders, and are read back only through authorized routes;
// a key can never point outside the root.
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /** Moves (or copies) a local file into storage; returns its key. */
  put(sourcePath: string, options: { folder: string; extension: string }): Promise<string>;
  open(key: string): ReadStream;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Absolute path of a key, for libraries that need one (PDF images…). */
  pathOf(key: string): string;
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    const segments = key.split('/');
    if (segments.length === 0 || !segments.every((segment) => SAFE_SEGMENT.test(segment) && segment !== '..')) {
      throw new Error(`invalid storage key: ${key}`);
    }
    return path.join(root, ...segments);
  };

  return {
    async put(sourcePath, { folder, extension }) {
      const now = new Date();
      const key = [
        folder,
        String(now.getUTCFullYear()),
        String(now.getUTCMonth() + 1).padStart(2, '0'),
        `${randomUUID()}.${extension}`,
      ].join('/');
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(sourcePath, target);
      } catch {
        // Temporary uploads may live on another filesystem.
        await copyFile(sourcePath, target);
      }
      return key;
    },
    open: (key) => createReadStream(resolve(key)),
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    pathOf: resolve,
  };
}
