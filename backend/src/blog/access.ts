import type { Request, RequestHandler } from 'express';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { isAdmin, isBlogManager, type AccessPolicy } from '../http/auth.ts';

/** Blog writes: the one blog manager account (BLOG_MANAGER_EMAIL); logged out 401, anyone else 403. */
export const requireBlogManager =
  (policy: AccessPolicy): RequestHandler =>
  (req, _res, next) => {
    if (!req.currentUser) throw new UnauthorizedError();
    if (!isBlogManager(req.currentUser, policy)) throw new ForbiddenError('Only the blog manager can do this');
    next();
  };

/** The blog figures are for the blog manager and the admin dashboard. */
export const requireBlogStatsReader =
  (policy: AccessPolicy): RequestHandler =>
  (req, _res, next) => {
    if (!req.currentUser) throw new UnauthorizedError();
    if (!isBlogManager(req.currentUser, policy) && !isAdmin(req.currentUser, policy))
      throw new ForbiddenError("You don't have permission to do this");
    next();
  };

export const callerIsBlogManager = (req: Request, policy: AccessPolicy) => isBlogManager(req.currentUser, policy);
