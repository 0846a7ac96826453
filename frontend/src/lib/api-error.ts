import { errorBodySchema, type ErrorBody } from '@tradeguild/contracts';

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

function parseErrorBody(bodyText: string): ErrorBody | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
