import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MIME_TYPES } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import type { Config } from '../config.ts';
import { AppError, NotFoundError, ValidationError } from '../errors.ts';
import { requireUser, user } from '../http/auth.ts';
import { uploadFileName } from '@tradeguild/contracts/uploads/variants';
import type { AppDeps } from '../http/deps.ts';
import type { ApiRouter } from '../http/route.ts';
import { encodeImage } from './process.ts';
import { deleteUpload, recordUpload } from './registry.ts';
import { UPLOAD_NAME, type UploadStorage } from './storage.ts';

const MAX_MB = UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024);
const receiveImage = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 10 } }).single(
  'image',
);

/** multer reports through a callback; its errors become our typed errors with a clear message. */
function receive(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) =>
    receiveImage(req, res, (err: unknown) => {
      if (!err) return resolve();
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        return reject(new AppError(413, 'validation', `Image too large: the limit is ${MAX_MB} MB`));
      }
      if (err instanceof multer.MulterError)
        return reject(new ValidationError(`Send one image in the form field 'image' (${err.message})`));
      // busboy's "Boundary not found", "Unexpected end of form", "Malformed part header": the client's fault.
      if (err instanceof Error)
        return reject(new ValidationError(`The upload is not a well-formed multipart/form-data request (${err.message})`));
      reject(err);
    }),
  );
}

/**
 * POST /api/upload/image: the bytes decide the type (a text file named .png is refused), never the
 * name; then sharp re-encodes it (process.ts) and only its WebP sizes are stored, counted against
 * the owner's quota (registry.ts). The answer is the largest size's address.
 */
export function uploadRoutes(api: ApiRouter, deps: AppDeps, storage: UploadStorage): void {
  const quotaBytes = deps.config.UPLOAD_QUOTA_MB * 1024 * 1024;
  api.on(apiRoutes.uploads.image, requireUser, async (_input, req, res) => {
    await receive(req, res);
    if (!req.file) throw new ValidationError("Send the image as multipart/form-data in the field 'image'");
    const type = await fileTypeFromBuffer(req.file.buffer);
    if (!type || !(UPLOAD_IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
      throw new ValidationError('Only JPEG, PNG, WebP or GIF images can be uploaded');
    }
    const sizes = await encodeImage(req.file.buffer);
    // A random name: nothing of the client's file name reaches the storage or the address.
    const id = randomUUID();
    const files = sizes.map((s) => uploadFileName(id, s.width));
    const bytes = sizes.reduce((n, s) => n + s.bytes.length, 0);
    const ownerId = user(req).id;
    await recordUpload(deps.pool, { id, ownerId, files, bytes }, quotaBytes);
    try {
      for (const [i, size] of sizes.entries()) await storage.put(files[i]!, size.bytes, 'image/webp');
    } catch (err) {
      await deleteUpload(deps.pool, storage, { id, files }).catch(() => undefined);
      throw err;
    }
    deps.logger.info({ id, bytes, received: req.file.size, widths: sizes.map((s) => s.width), userId: ownerId }, 'image uploaded');
    res.status(201).json({ url: `/uploads/${files.at(-1)!}` });
  });
}

const SERVED_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
const uploadHeaders = (res: Response) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
};

/**
 * /uploads/<name>: stored files, served with the type of their (checked) extension and nosniff,
 * so a browser never guesses a script out of an image. Names are random, so caching is forever.
 * From a folder by express.static; from a bucket streamed through the API with the same headers.
 */
export function serveUploads(config: Pick<Config, 'UPLOAD_DIR'>, storage: UploadStorage): RequestHandler {
  if (storage.kind === 'filesystem') {
    return express.static(path.resolve(config.UPLOAD_DIR), {
      index: false,
      fallthrough: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: uploadHeaders,
    });
  }
  return async (req, res, next) => {
    try {
      const name = req.path.replace(/^\//, '');
      const found = req.method === 'GET' || req.method === 'HEAD' ? UPLOAD_NAME.test(name) && (await storage.get(name)) : null;
      if (!found) throw new NotFoundError('Not found');
      uploadHeaders(res);
      res.setHeader('Content-Type', SERVED_TYPES[path.extname(name).slice(1)]!);
      res.setHeader('Content-Length', String(found.size));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (req.method === 'HEAD') {
        found.body.destroy();
        res.end();
        return;
      }
      await pipeline(found.body, res);
    } catch (err) {
      next(err);
    }
  };
}
