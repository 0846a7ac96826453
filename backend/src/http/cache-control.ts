import type { RequestHandler } from 'express';

/**
 * Whatever the API answers within a signed-in person's session (their account, messages,
 * notifications, dashboards, admin and audit pages, and any read that may differ for them) is
 * `Cache-Control: no-store`: no browser or shared cache keeps a copy. Anonymous reads are the same
 * for everyone and keep the default (ETag revalidation).
 */
export const noStoreWhenSignedIn: RequestHandler = (req, res, next) => {
  if (req.session?.userId) res.setHeader('Cache-Control', 'no-store');
  next();
};
