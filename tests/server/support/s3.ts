// A bucket of the test's own on the run's s3rver (started by globalSetup.ts).
import { inject } from 'vitest';
import type { S3Settings } from '../../../src/server/config.ts';
import { createTestBucket } from '../../support/s3-server.ts';

export function freshBucket(): Promise<S3Settings> {
  return createTestBucket(inject('s3Endpoint'));
}
