import type { ErrorBody } from '@tradeguild/contracts';

/** A non-success HTTP answer. The message follows the spec: '{status}: {body text}'. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(formatApiErrorMessage(status, statusText, bodyText));
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
  }
}

export function formatApiErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

const isIssue = (i: unknown): i is { path: string; message: string } =>
  typeof i === 'object' &&
  i !== null &&
  typeof (i as { path?: unknown }).path === 'string' &&
  typeof (i as { message?: unknown }).message === 'string';

/**
 * The contract's error body (errorBodySchema), checked by hand: every page can fail a request, and
 * this keeps zod off the visitor's first load (issue 15). Unknown extra fields are dropped.
 */
function parseErrorBody(bodyText: string): ErrorBody | null {
  let v: unknown;
  try {
    v = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const { message, code, issues } = v as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return null;
  if (issues !== undefined && !(Array.isArray(issues) && issues.every(isIssue))) return null;
  return {
    message,
    code: code as ErrorBody['code'],
    ...(issues ? { issues: issues.map(({ path, message: m }) => ({ path, message: m })) } : {}),
  };
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 404 : error instanceof Error && /^404: /.test(error.message);
}

/** Field messages the server attached to a 400, keyed by the first path segment. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.issues) return {};
  const out: Record<string, string> = {};
  for (const issue of error.body.issues) {
    const key = issue.path.split('.')[0] ?? '';
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
