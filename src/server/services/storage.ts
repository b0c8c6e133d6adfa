// Where uploaded files live: the one interface every reader and writer goes through, on local
// disk (local-storage.ts, the default) or in an S3-compatible bucket (s3-storage.ts), chosen by
// storage-from-config.ts. Files get server-generated keys (never the uploader's name), live in
// per-purpose folders, and are read back only through authorized routes
// (docs/architecture.md "Stored files").
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  /** When it was last written: the orphan sweep leaves files younger than its grace period alone. */
  modifiedAt: Date;
}

export interface FileStorage {
  /** Moves a local file into storage under a new key (the source is gone afterwards); returns the key. */
  put(sourcePath: string, options: { folder: string; extension: string }): Promise<string>;
  /** Stores a local file under a given key, leaving the source in place (copying between storages). */
  write(key: string, sourcePath: string): Promise<void>;
  /** The file's bytes as a stream and its size; null when there is no such file. */
  open(key: string): Promise<{ body: Readable; size: number } | null>;
  /** The whole file, for the few readers that need it in memory (PDF images); null when absent. */
  read(key: string): Promise<Buffer | null>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Every stored file, in no particular order (the copy command and the orphan sweep). */
  list(): AsyncIterable<StoredObject>;
  /** Releases what the storage holds open (the bucket's connections). */
  close(): void;
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

/** Throws unless the key is folder/…/name made of safe segments: a key can never point outside the root. */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && segment !== '..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
  return key;
}

/** A new key: folder/yyyy/mm/uuid.ext, so no folder grows without bound and no name is guessable. */
export function newKey(folder: string, extension: string, now = new Date()): string {
  return checkedKey(
    [folder, String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'), `${randomUUID()}.${extension}`].join('/'),
  );
}
