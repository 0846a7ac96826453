import { z } from 'zod';
import { optionalText, requiredText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/** A project shows at most this many photos. */
export const PROJECT_PHOTOS_MAX = 10;

/** Only an image stored by the checked upload (POST /api/upload/image, decision 0029): '/uploads/<random>.<ext>'. */
export const projectPhotoSchema = z
  .string({ invalid_type_error: 'Upload the photo first' })
  .regex(/^\/uploads\/[A-Za-z0-9-]{1,64}\.(jpg|png|webp|gif)$/, 'Upload the photo first');

export const PROJECT_PHOTO_MESSAGES = {
  max: `At most ${PROJECT_PHOTOS_MAX} photos`,
  unique: 'Each photo may be added once',
} as const;

/** A project's photos, as posting and editing take them: at most 10 checked uploads, each once. */
export const projectPhotosSchema = z
  .array(projectPhotoSchema, { invalid_type_error: 'Photos must be a list of uploaded images' })
  .max(PROJECT_PHOTOS_MAX, PROJECT_PHOTO_MESSAGES.max)
  .refine((p) => new Set(p).size === p.length, PROJECT_PHOTO_MESSAGES.unique)
  .default([]);

/**
 * PUT /api/client-projects/{id}: the details a client may change while the project is open. The whole
 * set is sent; the decider records only what changed (ProjectDetailsEdited). Empty optional fields clear them.
 */
export const editProjectRequestSchema = z.object({
  title: requiredText('Title is required', 200),
  description: requiredText('Description is required', 5000),
  location: optionalText(200),
  budget: optionalText(100),
  timeline: optionalText(100),
  photos: projectPhotosSchema,
  commandId: commandIdSchema,
});
export type EditProjectRequest = z.input<typeof editProjectRequestSchema>;
export type EditProject = z.output<typeof editProjectRequestSchema>;

export const editProjectRoute = defineRoute({
  method: 'PUT',
  path: '/api/client-projects/:id',
  params: { id: idParam('Project') },
  body: editProjectRequestSchema,
  response: commandResultSchema,
});

/**
 * Pushed by the client_projects read model to the project's client and to every tradesman who quoted
 * on it when a quote or the project changes: the pages showing them read them again.
 */
export const CLIENT_PROJECT_CHANGED_SOCKET_EVENT = 'clientProject:changed' as const;
export const clientProjectChangedSignalSchema = z.object({ projectId: z.string().uuid() });
export type ClientProjectChangedSignal = z.infer<typeof clientProjectChangedSignalSchema>;
