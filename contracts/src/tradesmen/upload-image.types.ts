import { z } from 'zod';
import { defineRoute } from '../shared/route.ts';

/**
 * POST /api/upload/image (logged in): multipart/form-data with the file in field `image`.
 * JPEG, PNG, WebP or GIF, recognised by content (not by name), at most 5 MB.
 * 201 `{ url }` ('/uploads/<random>.png'); 400 for another type, 413 when too big.
 */
export const uploadImageResponseSchema = z.object({ url: z.string() });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

/** POST /api/upload/image: multipart/form-data with one file in the field 'image'. */
export const uploadImageRoute = defineRoute({ method: 'POST', path: '/api/upload/image', response: uploadImageResponseSchema });
