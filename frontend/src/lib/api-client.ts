import type { ZodType, ZodTypeDef } from 'zod';
import { MIN_POSITION_HEADER, TOTAL_COUNT_HEADER, type CommandResult } from '@tradeguild/contracts';
import { ApiError } from './api-error';
import { minPositionStore } from './min-position-store';

type Schema<T> = ZodType<T, ZodTypeDef, unknown>;
/**
 * A schema, or a function loading one: what a visitor's first page fetches (the user, who is
 * nobody) then never downloads zod and the contracts' schemas just to learn it got a 401 (issue 15).
 */
type SchemaSource<T> = Schema<T> | (() => Promise<Schema<T>>);
const schemaOf = <T>(source: SchemaSource<T>): Promise<Schema<T>> => (typeof source === 'function' ? source() : Promise.resolve(source));

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

function readHeaders(): HeadersInit {
  const position = minPositionStore.getState().position;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (position) headers[MIN_POSITION_HEADER] = position;
  return headers;
}

/** A paged list's total from its X-Total-Count header; without the header (an older server), `fallback`. */
export function totalCount(res: Response, fallback: number): number {
  const header = Number(res.headers.get(TOTAL_COUNT_HEADER));
  return res.headers.has(TOTAL_COUNT_HEADER) && Number.isFinite(header) ? header : fallback;
}

/** Sends a request with the session cookie and a JSON body; raises ApiError on non-2xx. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? readHeaders() : { ...readHeaders(), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

type GetOptions = { on401?: 'throw' | 'returnNull' };

/** The default query helper: GET, parse JSON with the contract schema. A 401 may map to null. */
export async function getJson<T>(url: string, schema: SchemaSource<T>, options: { on401: 'returnNull' }): Promise<T | null>;
export async function getJson<T>(url: string, schema: SchemaSource<T>, options?: GetOptions): Promise<T>;
export async function getJson<T>(url: string, schema: SchemaSource<T>, options: GetOptions = {}): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include', headers: readHeaders() });
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  const [parser, body] = await Promise.all([schemaOf(schema), res.json()]);
  return parser.parse(body);
}

/** Sends a command, then remembers its position so following reads see its effect. */
export async function sendCommand(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<CommandResult> {
  const res = await apiRequest(method, url, body);
  const { commandResultSchema } = await import('@tradeguild/contracts/shared/errors');
  const result = commandResultSchema.parse(await res.json());
  minPositionStore.getState().remember(result.position);
  return result;
}
