import { z } from 'zod';
import { USER_TYPES } from '../shared/constants.ts';

export const userTypeSchema = z.enum(USER_TYPES);

/** GET /api/auth/user */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: userTypeSchema,
  /** The one administrator account of the spec (ADMIN_EMAIL): shows the Admin link. */
  isAdminAccount: z.boolean(),
  /** Admin account or userType admin: may open the admin dashboard. */
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
