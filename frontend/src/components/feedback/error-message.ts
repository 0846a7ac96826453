import { ApiError } from '@/lib/api-error';

/** What to tell a person: the server's own message when it sent one, else the error's text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
