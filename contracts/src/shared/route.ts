/**
 * One endpoint of the API: method, full path, what each path parameter names, and the schemas of
 * its query, body and answer. Defined in the endpoint's own contract file beside its schemas, so a
 * client imports one route and the schemas it needs, nothing else; `api-routes.ts` gathers them all
 * for the backend (which registers its express handlers from them) and the tests.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A uuid id: anything else names nothing we have, answered 404 `notFound` as an unknown id is. */
export interface IdParam {
  kind: 'id';
  notFound: string;
}

/** Text that must match `pattern` (a slug, a name); anything else is answered 404 `notFound`. */
export interface MatchParam {
  kind: 'match';
  pattern: RegExp;
  notFound: string;
}

/** An id param, a pattern param, or a schema (a value it refuses is a 400 naming the problem). */
export type RouteParam = IdParam | MatchParam | z.ZodType<string, z.ZodTypeDef, string>;

/*#__NO_SIDE_EFFECTS__*/
export function idParam(what: string): IdParam {
  return { kind: 'id', notFound: `${what} not found` };
}

/*#__NO_SIDE_EFFECTS__*/
export function matchParam(pattern: RegExp, notFound: string): MatchParam {
  return { kind: 'match', pattern, notFound };
}

/** The names of a path's `:parameters`: '/api/tradesmen/:id/reviews' -> 'id'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface ApiRoute {
  method: HttpMethod;
  /** The full path, parameters as `:name` (express's syntax). */
  path: string;
  params?: Readonly<Record<string, RouteParam>>;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  response?: z.ZodTypeAny;
}

/** A route names every parameter of its path, and only those. */
type ParamsOf<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: { readonly [K in PathParamNames<P>]: RouteParam } };

/**
 * Declares a route; its types (`RouteBody<typeof route>` ...) come from the schemas it names. Free of
 * side effects (the annotation tells the bundler), so a page that imports a contract file for its
 * schemas does not keep the routes it never uses.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineRoute<const R extends ApiRoute>(route: R & ParamsOf<R['path']>): R {
  return route;
}

type SchemaOutput<S> = S extends z.ZodTypeAny ? z.output<S> : undefined;
type SchemaInput<S> = S extends z.ZodTypeAny ? z.input<S> : undefined;

/** The path parameters, as the server hands them to a handler (ids lower-cased). */
export type RouteParams<R extends ApiRoute> = { [K in PathParamNames<R['path']>]: string };
/** The query as parsed by the route's schema (server side), and as a client may send it. */
export type RouteQuery<R extends ApiRoute> = SchemaOutput<R['query']>;
export type RouteQueryInput<R extends ApiRoute> = SchemaInput<R['query']>;
/** The body as parsed by the route's schema (server side), and as a client may send it. */
export type RouteBody<R extends ApiRoute> = SchemaOutput<R['body']>;
export type RouteBodyInput<R extends ApiRoute> = SchemaInput<R['body']>;
/** What the route answers (unknown for the few without a schema: HTML pages, redirects, health). */
export type RouteResponse<R extends ApiRoute> = R['response'] extends z.ZodTypeAny ? z.output<R['response']> : unknown;

type PathArgs<R extends ApiRoute> = [PathParamNames<R['path']>] extends [never] ? [] : [params: RouteParams<R>];

/** The address of a route with its parameters filled in, each encoded as one path segment. */
export function buildPath<R extends ApiRoute>(route: R, ...[params]: PathArgs<R>): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
