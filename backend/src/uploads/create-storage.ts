import { s3Storage } from './s3-storage.ts';
import { fsStorage, type StorageConfig, type UploadStorage } from './storage.ts';

/** UPLOAD_STORAGE: a folder (UPLOAD_DIR) or an S3-compatible bucket (S3_*). */
export const createUploadStorage = (config: StorageConfig): UploadStorage =>
  config.UPLOAD_STORAGE === 's3' ? s3Storage(config) : fsStorage(config.UPLOAD_DIR);
