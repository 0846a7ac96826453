import { z } from 'zod';
import { USER_TYPES } from '../shared/constants.ts';
import { defineRoute } from '../shared/route.ts';

export const userTypeSchema = z.enum(USER_TYPES);

/** A row of the users read model (spec section 3 users). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: userTypeSchema,
  createdAt: z.string(),
  /** Set while the account is closed (decision 0061): the person may only reopen it, export or sign out. */
  closedAt: z.string().nullable().optional(),
  /** When a closed account will be erased unless reopened. */
  erasureDueAt: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/user */
export const currentUserSchema = userSchema.extend({
  /** The one administrator account of the spec (ADMIN_EMAIL): shows the Admin link. */
  isAdminAccount: z.boolean(),
  /** Admin account or userType admin: may open the admin dashboard. */
  isAdmin: z.boolean(),
  /** The one account that manages the blog (BLOG_MANAGER_EMAIL, default ADMIN_EMAIL). */
  isBlogManager: z.boolean(),
  /** The admin or an AUDITOR_EMAILS account: may open the audit area (read-only). */
  isAuditor: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/auth/user: the signed-in user (401 when nobody is). */
export const currentUserRoute = defineRoute({ method: 'GET', path: '/api/auth/user', response: currentUserSchema });

/**
 * A path of this site to come back to after signing in (a members-only page's Login, an e-mail's link):
 * one leading slash, never two or a backslash (another site), no spaces or control characters.
 */
export const returnPathSchema = z
  .string()
  .max(1000)
  .regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u);

/**
 * 'Join as Tradesman' asks for the tradesman role at sign-in; `returnTo` is where to land afterwards.
 * Any other value is ignored, never refused.
 */
export const loginQuerySchema = z
  .object({ role: z.enum(['client', 'tradesman']).optional().catch(undefined), returnTo: returnPathSchema.optional().catch(undefined) })
  .catch({});

/** Sign-in and sign-out are browser navigations (redirects and pages), not JSON calls. */
export const loginRoute = defineRoute({ method: 'GET', path: '/api/login', query: loginQuerySchema });
export const loginCallbackRoute = defineRoute({ method: 'GET', path: '/api/callback' });
/** GET only asks (a page with a button): a link elsewhere must not log anyone out. */
export const logoutPageRoute = defineRoute({ method: 'GET', path: '/api/logout' });
export const logoutRoute = defineRoute({ method: 'POST', path: '/api/logout' });
