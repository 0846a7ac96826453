import { ApiError } from './api-error';

/**
 * What a failed command's toast says: the server's own words when it refused the request (a 4xx
 * such as 'Too many requests, try again in 20 s' or 'You already reviewed this job'), the
 * spec's generic text when something broke (a 5xx, the network).
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401) return fallback;
  return error.body?.message ?? fallback;
}
