import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig, UploadStorage } from './storage.ts';

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2, ...) through `@aws-sdk/client-s3`. Objects are
 * private: the API serves them at /uploads/<name> with its own headers, so the address and the
 * nosniff/sandbox rules are the same whatever the storage.
 */
export function s3Storage(config: StorageConfig): UploadStorage {
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when UPLOAD_STORAGE=s3');
  const bucket = config.S3_BUCKET;
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          // Never overwrite: names are random, a clash is a bug.
          IfNoneMatch: '*',
        }),
      );
    },
    async get(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!(out.Body instanceof Readable)) return null;
        return { body: out.Body, size: out.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
  };
}
