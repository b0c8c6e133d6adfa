// File storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Wasabi…), so that every
// server behind a load balancer reads the files any of them wrote (docs/architecture.md
// "Stored files"). Object keys are the storage keys themselves; bodies stream both ways.
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { checkedKey, newKey, type FileStorage } from './storage.ts';

/** A missing object (GetObject says NoSuchKey, HeadObject a bare 404); a missing bucket is not one. */
function isMissingObject(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the S3 API requires them. By default the SDK adds a CRC32 to every
    // upload, sent as an aws-chunked trailer when the body is a stream, and checks the one on
    // every download: several S3-compatible services (s3rver, older MinIO, some R2 and Wasabi
    // setups) refuse or lack them. Uploads still carry their length, so a cut-off body fails.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;

  async function getObject(key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  const storage: FileStorage = {
    async put(sourcePath, { folder, extension }) {
      const key = newKey(folder, extension);
      await storage.write(key, sourcePath);
      await rm(sourcePath, { force: true });
      return key;
    },
    async write(key, sourcePath) {
      // A file stream with its length: sent as it is read, never held whole in memory.
      const Key = checkedKey(key);
      const { size } = await stat(sourcePath);
      const body = createReadStream(sourcePath);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: size, ContentType: 'application/octet-stream' }));
      } finally {
        // Closes the file when the service refused the upload before reading it all.
        body.destroy();
      }
    },
    async open(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    async read(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // Deleting an absent object succeeds in S3, as rm with force does on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    },
    close() {
      client.destroy();
    },
  };
  return storage;
}
