// The storage the configuration names: the S3 bucket when S3_BUCKET is set, else local disk
// under DATA_DIR/files (README, "Configuration").
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** Where files live on disk when no bucket is configured (and what the copy command reads). */
export function localFilesDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'files');
}

export function storageFromConfig(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(localFilesDir(config));
}
