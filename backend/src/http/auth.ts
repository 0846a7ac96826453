import 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { CurrentUser, User, UserType } from '@tradeguild/contracts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

/** The signed-in user, with whether this session's login came with a verified e-mail. */
export type SessionUser = User & { emailVerified: boolean };

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** The identity provider vouched for the e-mail at this login (email_verified). */
    emailVerified?: boolean;
    /** Role the visitor asked for ("Join as Tradesman") before going to the sign-in page. */
    requestedRole?: 'client' | 'tradesman';
    /** Where the visitor asked to land after signing in (a path of this site: loginQuerySchema). */
    returnTo?: string;
  }
}

export interface AccessPolicy {
  adminEmail: string;
  blogManagerEmail: string;
  /** AUDITOR_EMAILS, lower case: read-only access to the audit area (the admin has it too). */
  auditorEmails?: readonly string[];
}

/** The spec's one administrator account: ADMIN_EMAIL, and only when the provider verified that e-mail. */
export const isAdminAccount = (user: Pick<SessionUser, 'email' | 'emailVerified'>, policy: AccessPolicy) =>
  user.emailVerified && !!user.email && user.email.toLowerCase() === policy.adminEmail.toLowerCase();

export const isAdmin = (user: Pick<SessionUser, 'email' | 'emailVerified' | 'userType'>, policy: AccessPolicy) =>
  isAdminAccount(user, policy) || user.userType === 'admin';

/** The blog is managed by one account, recognised by its verified e-mail (ignoring case); no role check. */
export const isBlogManager = (user: Pick<SessionUser, 'email' | 'emailVerified'> | null | undefined, policy: AccessPolicy) =>
  !!user?.emailVerified && !!user.email && user.email.toLowerCase() === policy.blogManagerEmail.toLowerCase();

/** The admin, or a verified e-mail listed in AUDITOR_EMAILS. */
export const isAuditor = (user: Pick<SessionUser, 'email' | 'emailVerified' | 'userType'>, policy: AccessPolicy) =>
  isAdmin(user, policy) || (user.emailVerified && !!user.email && (policy.auditorEmails ?? []).includes(user.email.toLowerCase()));

export function toCurrentUser(sessionUser: SessionUser, policy: AccessPolicy): CurrentUser {
  const { emailVerified: _verified, ...user } = sessionUser;
  return {
    ...user,
    isAdminAccount: isAdminAccount(sessionUser, policy),
    isAdmin: isAdmin(sessionUser, policy),
    isBlogManager: isBlogManager(sessionUser, policy),
    isAuditor: isAuditor(sessionUser, policy),
  };
}

/** Loads req.currentUser from the session's user id (accounts' findUser). */
export function loadUser(findUser: (id: string) => Promise<User | null>): RequestHandler {
  return async (req, _res, next) => {
    const id = req.session?.userId;
    const found = id ? await findUser(id) : null;
    req.currentUser = found ? { ...found, emailVerified: req.session.emailVerified === true } : undefined;
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
