/**
 * The API client: every call names a route of the contracts' table (method, path and schemas come
 * from it; see api-url.ts for the typed arguments). With first-page-routes.ts, the one file of
 * frontend/src that spells an /api path (tests/architecture/api-literals.unit.spec.ts).
 */
import type { ZodType, ZodTypeDef } from 'zod';
import { MIN_POSITION_HEADER, TOTAL_COUNT_HEADER, type ApiRoute, type CommandResult, type RouteResponse } from '@tradeguild/contracts';
import { ApiError } from './api-error';
import { apiUrl, loadRoute, type ArgsOf, type LazyRoute, type RouteArgs } from './api-url';
import { firstPageRoutes } from './first-page-routes';
import { minPositionStore } from './min-position-store';

// The first page's route heads live in first-page-routes.ts (the landing needs them, not this file).
export { apiUrl, firstPageRoutes };

type GetRoute = ApiRoute & { method: 'GET' };
type SendRoute = ApiRoute & { method: 'POST' | 'PUT' | 'DELETE' };
type CommandRoute = SendRoute & { response: ZodType<CommandResult, ZodTypeDef, unknown> };

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

function readHeaders(): Record<string, string> {
  const position = minPositionStore.getState().position;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (position) headers[MIN_POSITION_HEADER] = position;
  return headers;
}

/** A paged list's total from its X-Total-Count header; without the header (an older server), `fallback`. */
function totalCount(res: Response, fallback: number): number {
  const header = Number(res.headers.get(TOTAL_COUNT_HEADER));
  return res.headers.has(TOTAL_COUNT_HEADER) && Number.isFinite(header) ? header : fallback;
}

/** Sends the call with the session cookie (and a JSON body when the call has one); the answer as it came. */
function send<R extends ApiRoute>(route: R | LazyRoute<R>, args: RouteArgs<R> | undefined): Promise<Response> {
  const body = args?.body;
  return fetch(apiUrl<ApiRoute>(route, args as RouteArgs<ApiRoute>), {
    method: route.method,
    credentials: 'include',
    headers: body === undefined ? readHeaders() : { ...readHeaders(), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The JSON answer, parsed with the route's response schema (loading a LazyRoute's meanwhile). */
async function parse<R extends ApiRoute>(route: R | LazyRoute<R>, res: Response): Promise<RouteResponse<R>> {
  const [{ response }, body] = await Promise.all([loadRoute(route), res.json() as Promise<unknown>]);
  return (response ? response.parse(body) : body) as RouteResponse<R>;
}

/** A GET, its answer parsed with the route's schema; raises ApiError ('{status}: {body}') on non-2xx. A 401 may map to null. */
export async function apiGet<R extends GetRoute>(
  route: R | LazyRoute<R>,
  args: RouteArgs<R>,
  options: { on401: 'returnNull' },
): Promise<RouteResponse<R> | null>;
export async function apiGet<R extends GetRoute>(route: R | LazyRoute<R>, ...args: ArgsOf<R>): Promise<RouteResponse<R>>;
export async function apiGet<R extends GetRoute>(
  route: R | LazyRoute<R>,
  args?: RouteArgs<R>,
  options: { on401?: 'returnNull' } = {},
): Promise<RouteResponse<R> | null> {
  const res = await send(route, args);
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  return parse(route, res);
}

/** A page of a list and the list's size from X-Total-Count; without the header, `fallback(page)`. */
export async function apiPage<R extends GetRoute>(
  route: R,
  args: RouteArgs<R>,
  fallback: (page: RouteResponse<R>) => number,
): Promise<{ page: RouteResponse<R>; total: number }> {
  const res = await send(route, args);
  await throwIfNotOk(res);
  const page = await parse(route, res);
  return { page, total: totalCount(res, fallback(page)) };
}

/** A POST, PUT or DELETE whose answer is not a command result (it is parsed with the route's schema). */
export async function apiSend<R extends SendRoute>(route: R, ...[args]: ArgsOf<R>): Promise<RouteResponse<R>> {
  const res = await send(route, args);
  await throwIfNotOk(res);
  return parse(route, res);
}

/** Sends a command, then remembers its position so following reads see its effect. */
export async function apiCommand<R extends CommandRoute>(route: R, ...args: ArgsOf<R>): Promise<CommandResult> {
  const result = (await apiSend(route, ...args)) as CommandResult;
  minPositionStore.getState().remember(result.position);
  return result;
}

/** Sends a form (a file upload, multipart) and parses the answer with the route's schema. */
export async function apiUpload<R extends SendRoute>(route: R, form: FormData, ...[args]: ArgsOf<R>): Promise<RouteResponse<R>> {
  const res = await fetch(apiUrl(route, ...([args] as ArgsOf<R>)), {
    method: route.method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  await throwIfNotOk(res);
  return parse(route, res);
}
