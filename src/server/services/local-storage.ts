// File storage on local disk under DATA_DIR/files: the default, for one server (README,
// "Configuration"). Keys map to paths below the root, one folder per key segment.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, newKey, type FileStorage, type StoredObject } from './storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string): string => path.join(root, ...checkedKey(key).split('/'));

  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile()) {
        const found = await stat(path.join(dir, entry.name));
        yield { key, size: found.size, modifiedAt: found.mtime };
      }
    }
  }

  const storage: FileStorage = {
    async put(sourcePath, { folder, extension }) {
      const key = newKey(folder, extension);
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(sourcePath, target);
      } catch {
        // Temporary uploads may live on another filesystem: copy, then drop the source as a move would.
        await copyFile(sourcePath, target);
        await rm(sourcePath, { force: true });
      }
      return key;
    },
    async write(key, sourcePath) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(sourcePath, target);
    },
    async open(key) {
      const target = resolve(key);
      const size = await storage.size(key);
      return size === null ? null : { body: createReadStream(target), size };
    },
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const found = await stat(resolve(key));
        return found.isFile() ? found.size : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    list: () => walk(root, ''),
    close() {
      // Nothing is held open between calls on disk.
    },
  };
  return storage;
}
