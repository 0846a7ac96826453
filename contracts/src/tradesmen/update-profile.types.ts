import type { z } from 'zod';
import { commandIdSchema } from '../shared/metadata.ts';
import { profileFieldsSchema } from './create-profile.types.ts';
import { defineRoute } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/**
 * PUT /api/tradesmen/profile: UpdateTradesmanProfile on the caller's own profile. A full
 * replacement: the edit form sends every field, and a field left out is cleared.
 * Answers 200 CommandResult; 404 when the caller has no profile yet.
 */
export const updateProfileRequestSchema = profileFieldsSchema.extend({ commandId: commandIdSchema });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type UpdateProfile = z.output<typeof updateProfileRequestSchema>;

export const updateProfileRoute = defineRoute({
  method: 'PUT',
  path: '/api/tradesmen/profile',
  body: updateProfileRequestSchema,
  response: commandResultSchema,
});
