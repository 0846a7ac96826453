import type { ErrorCode } from '@tradeguild/contracts';

/** Typed business errors; one middleware maps them to status + `{ message, code, issues? }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, issues?: { path: string; message: string }[]) {
    super(400, 'validation', message, issues);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthorized') {
    super(401, 'unauthorized', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, 'forbidden', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}
export class ConflictError extends AppError {
  constructor(message = 'Conflict') {
    super(409, 'conflict', message);
  }
}

export const CONCURRENT_CHANGE_MESSAGE = 'This was changed at the same time; reload and try again';

/**
 * An append whose expected version no longer holds. The stream and versions stay in `detail` (for
 * logs); the client only learns that something changed at the same time.
 */
export class VersionConflictError extends ConflictError {
  constructor(readonly detail: string) {
    super(CONCURRENT_CHANGE_MESSAGE);
  }
}
