/**
 * What a call to a route of the contracts' table takes (path parameters, query, body: each typed by
 * the route, so a missing parameter or a misspelt field does not compile) and the address it goes to.
 */
import type { z } from 'zod';
import {
  buildPath,
  type ApiRoute,
  type PathParamNames,
  type RouteBodyInput,
  type RouteParams,
  type RouteQueryInput,
} from '@tradeguild/contracts';

/** `key` may be left out when the route's schema requires nothing in it. */
type Slot<K extends string, T> = Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T };

type ParamsArg<R extends ApiRoute> = [PathParamNames<R['path']>] extends [never] ? { params?: undefined } : { params: RouteParams<R> };
type QueryArg<R extends ApiRoute> = R['query'] extends z.ZodTypeAny ? Slot<'query', RouteQueryInput<R>> : { query?: undefined };
type BodyArg<R extends ApiRoute> = R['body'] extends z.ZodTypeAny ? Slot<'body', RouteBodyInput<R>> : { body?: undefined };

export type RouteArgs<R extends ApiRoute> = ParamsArg<R> & QueryArg<R> & BodyArg<R>;
/** The arguments may be left out altogether when the route needs none. */
export type ArgsOf<R extends ApiRoute> = Partial<RouteArgs<R>> extends RouteArgs<R> ? [args?: RouteArgs<R>] : [args: RouteArgs<R>];

/** Carries a RouteHead's route type (it is never set): how `apiUrl` learns the route's arguments. */
declare const routeType: unique symbol;

/**
 * A route known only by its method and path, typed as the contract's route (a path changed there no
 * longer compiles here) without importing its contract file (with zod and its schemas): for the
 * first page's navigations, whose answer the app never parses (see firstPageRoutes).
 */
interface RouteHead<R extends ApiRoute> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly [routeType]?: R;
}

/*#__NO_SIDE_EFFECTS__*/
export function routeHead<R extends ApiRoute>(head: NoInfer<Pick<R, 'method' | 'path'>>): RouteHead<R> {
  return { method: head.method, path: head.path };
}

/**
 * A RouteHead whose contract route is imported only when an answer needs its schema: for the few
 * calls of a visitor's first page (see firstPageRoutes).
 */
export interface LazyRoute<R extends ApiRoute> extends RouteHead<R> {
  readonly load: () => Promise<R>;
}

/*#__NO_SIDE_EFFECTS__*/
export function lazyRoute<R extends ApiRoute>(head: NoInfer<Pick<R, 'method' | 'path'>>, load: () => Promise<R>): LazyRoute<R> {
  return { method: head.method, path: head.path, load };
}

/** The route itself, or the one a LazyRoute loads. */
export const loadRoute = <R extends ApiRoute>(route: R | LazyRoute<R>): Promise<R> =>
  'load' in route ? route.load() : Promise.resolve(route);

type QueryValue = string | number | boolean | null | undefined;

/** Left out: undefined, null and '' (no caller means anything by an empty filter). */
function queryString(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const fillPath = buildPath as (route: Pick<ApiRoute, 'method' | 'path'>, params?: Readonly<Record<string, string>>) => string;

/** The route's address: each path parameter encoded as one segment, then the query. Also for links and navigations. */
export function apiUrl<R extends ApiRoute>(route: R | RouteHead<R>, ...[args]: ArgsOf<R>): string {
  const { params, query } = (args ?? {}) as { params?: Record<string, string>; query?: unknown };
  return fillPath(route, params) + queryString(query);
}
