import type { RequestHandler } from 'express';
import { findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE } from '@tradeguild/contracts';
import { ValidationError } from '../errors.ts';

const decodesSafely = (raw: string): boolean => {
  try {
    return isSafeText(decodeURIComponent(raw));
  } catch {
    return false; // %ED%A0%80 and friends: not UTF-8 at all
  }
};

/**
 * Before any route: the path, the query and a JSON body must hold only text PostgreSQL can store.
 * Every context gets this for free; the shared text schemas check the same thing for forms.
 */
export const safeInput: RequestHandler = (req, _res, next) => {
  const [rawPath = '', rawQuery = ''] = req.originalUrl.split('?', 2);
  // The query parser quietly keeps undecodable parts as they are, so look at the raw text too.
  const parts = [rawPath, ...rawQuery.split(/[&=]/)];
  if (!parts.every(decodesSafely)) return next(new ValidationError(`${UNSAFE_TEXT_MESSAGE} (in the address)`));
  const where = findUnsafeText(req.query, ['query']) ?? findUnsafeText(req.body, ['body']);
  if (where)
    return next(new ValidationError(UNSAFE_TEXT_MESSAGE, [{ path: where.replace(/^(query|body)\.?/, ''), message: UNSAFE_TEXT_MESSAGE }]));
  next();
};
