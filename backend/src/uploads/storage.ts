import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';

/**
 * Where checked uploads are kept (issue 26): a folder (one machine, or a volume every API instance
 * mounts) or an S3-compatible bucket, chosen by UPLOAD_STORAGE. Names are the server's own
 * (`<uuid>.<ext>`), checked by the caller; an adapter never sees a client's file name.
 */
export interface UploadStorage {
  readonly kind: 'filesystem' | 's3';
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such upload. */
  get(name: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes an upload (nothing when there is none). */
  delete(name: string): Promise<void>;
}

/**
 * A stored upload's name: what POST /api/upload/image makes (`<uuid>-<width>.webp`, decision 0063),
 * or made before it re-encoded (`<uuid>.<ext>`, still served), and nothing else.
 */
export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.(jpg|png|webp|gif)|-\d{1,4}\.webp)$/;

export function fsStorage(dir: string): UploadStorage {
  const root = path.resolve(dir);
  const file = (name: string) => {
    if (!UPLOAD_NAME.test(name)) throw new Error(`not an upload name: ${name}`);
    return path.join(root, name);
  };
  return {
    kind: 'filesystem',
    async put(name, bytes) {
      await mkdir(root, { recursive: true });
      await writeFile(file(name), bytes, { flag: 'wx' });
    },
    async get(name) {
      const f = file(name);
      const s = await stat(f).catch(() => null);
      return s?.isFile() ? { body: createReadStream(f), size: s.size } : null;
    },
    async delete(name) {
      await rm(file(name), { force: true });
    },
  };
}

export type StorageConfig = Pick<
  Config,
  | 'UPLOAD_STORAGE'
  | 'UPLOAD_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;
