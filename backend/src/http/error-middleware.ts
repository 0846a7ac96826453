import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorBody } from '@tradeguild/contracts';
import { AppError, NotFoundError } from '../errors.ts';

/** Unknown /api paths are a JSON 404, not the web app. */
export const apiNotFound: RequestHandler = (req, _res, next) => next(new NotFoundError(`No route for ${req.method} ${req.originalUrl}`));

/** The one place where errors become HTTP answers: `{ message, code, issues? }`. */
export const errorMiddleware: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof AppError) {
    const body: ErrorBody = { message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) };
    res.status(err.status).json(body);
    return;
  }
  const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) {
    // body-parser and friends: malformed JSON, payload too large.
    const body: ErrorBody = { message: (err as Error).message || 'Bad request', code: status === 404 ? 'not_found' : 'validation' };
    res.status(status).json(body);
    return;
  }
  (req as { log?: { error: (o: object, m: string) => void } }).log?.error({ err }, 'unhandled error');
  const body: ErrorBody = { message: 'Something went wrong on our side. Please try again.', code: 'internal' };
  res.status(500).json(body);
};
