// A real S3-compatible server for the tests: s3rver (npm) on 127.0.0.1, its objects in a
// temporary folder. Chosen over Ceph's radosgw because npm installs it with the other packages:
// no Debian service, no Python, no container (docs/architecture.md "Stored files").
// The SDK talks to it exactly as to a bucket elsewhere, with checksums only when required.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/server/config.ts';
import { createS3Client } from '../../src/server/services/s3-storage.ts';

/** s3rver checks request signatures against this fixed key pair. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface RunningS3Server {
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<RunningS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'rp-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, vhostBuckets: false });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A new, empty bucket of its own on the server, and the settings that reach it. */
export async function createTestBucket(endpoint: string): Promise<S3Settings> {
  const settings: S3Settings = {
    bucket: `rp-test-${randomUUID()}`,
    endpoint,
    region: 'us-east-1',
    ...S3RVER_KEYS,
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
  return settings;
}
