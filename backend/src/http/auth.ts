import 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import type { CurrentUser, UserType } from '@tradeguild/contracts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { requestedPosition, waitForProjections } from './read-your-writes.ts';

export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  userType: UserType;
  createdAt: string;
}

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Position of this session's last write: its reads wait for it. */
    lastPosition?: string;
    /** Role the visitor asked for ("Join as Tradesman") before going to the sign-in page. */
    requestedRole?: 'client' | 'tradesman';
  }
}

interface UserRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  user_type: UserType;
  created_at: Date;
}

export async function findUser(pool: pg.Pool, id: string): Promise<SessionUser | null> {
  const { rows } = await pool.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  const r = rows[0];
  return r
    ? {
        id: r.id,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        profileImageUrl: r.profile_image_url,
        userType: r.user_type,
        createdAt: r.created_at.toISOString(),
      }
    : null;
}

export interface AccessPolicy {
  adminEmail: string;
  blogManagerEmail: string;
}

export const isAdminAccount = (user: Pick<SessionUser, 'email'>, policy: AccessPolicy) =>
  !!user.email && user.email.toLowerCase() === policy.adminEmail.toLowerCase();

export const isAdmin = (user: Pick<SessionUser, 'email' | 'userType'>, policy: AccessPolicy) =>
  isAdminAccount(user, policy) || user.userType === 'admin';

export const toCurrentUser = (user: SessionUser, policy: AccessPolicy): CurrentUser => ({
  ...user,
  isAdminAccount: isAdminAccount(user, policy),
  isAdmin: isAdmin(user, policy),
});

/** Loads req.user from the session's user id (the users read model). */
export function loadUser(pool: pg.Pool): RequestHandler {
  return async (req, _res, next) => {
    const id = req.session?.userId;
    if (!id) return next();
    let found = await findUser(pool, id);
    if (!found) {
      // Just registered: the users read model may not hold UserRegistered yet. Wait for this
      // session's own write (bounded) rather than treat a real login as logged out.
      await waitForProjections(pool, ['users'], requestedPosition(req));
      found = await findUser(pool, id);
    }
    req.currentUser = found ?? undefined;
    next();
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    currentUser?: SessionUser;
  }
}

export function requireUser(req: Request, _res: Response, next: NextFunction) {
  if (!req.currentUser) throw new UnauthorizedError();
  next();
}

export const requireUserType =
  (...types: UserType[]): RequestHandler =>
  (req, _res, next) => {
    if (!req.currentUser) throw new UnauthorizedError();
    if (!types.includes(req.currentUser.userType)) {
      throw new ForbiddenError(`Only ${types.join(' or ')} accounts can do this`);
    }
    next();
  };

export const requireAdmin =
  (policy: AccessPolicy): RequestHandler =>
  (req, _res, next) => {
    if (!req.currentUser) throw new UnauthorizedError();
    if (!isAdmin(req.currentUser, policy)) throw new ForbiddenError("You don't have permission to do this");
    next();
  };

export function user(req: Request): SessionUser {
  if (!req.currentUser) throw new UnauthorizedError();
  return req.currentUser;
}
