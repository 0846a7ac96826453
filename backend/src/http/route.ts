import express, { type IRouter, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { ApiRoute, RouteBody, RouteParam, RouteParams, RouteQuery, RouteResponse } from '@tradeguild/contracts';
import { NotFoundError } from '../errors.ts';
import { parseInput, pathId } from './validate.ts';

/**
 * What a handler gets: the path parameters, query and body, each parsed with the route's own
 * schemas, and what the route's `authorize` step found (the project whose room this is).
 */
export interface RouteInput<R extends ApiRoute, Auth = undefined> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  auth: Auth;
}

/** Read-only views of an answer, so that the read models' readonly rows type-check against it. */
type Immutable<T> = T extends (infer U)[] ? readonly Immutable<U>[] : T extends object ? { readonly [K in keyof T]: Immutable<T[K]> } : T;

/** `res.json` takes what the route's response schema says. */
export type RouteReply<R extends ApiRoute> = Response<Immutable<RouteResponse<R>>>;

export type RouteHandler<R extends ApiRoute, Auth = undefined> = (
  input: RouteInput<R, Auth>,
  req: Request,
  res: RouteReply<R>,
  next: NextFunction,
) => unknown;

type Guards = RequestHandler | RequestHandler[];

/**
 * A check that needs the path parameters (is this project's room yours?): it runs after them and
 * before the query and body, so a stranger is refused (403) whatever else they sent, as with the guards.
 */
export interface Authorized<R extends ApiRoute, Auth> {
  guards?: Guards;
  authorize: (params: RouteParams<R>, req: Request) => Promise<Auth>;
}

const isSchema = (p: RouteParam): p is z.ZodType<string, z.ZodTypeDef, string> => p instanceof z.ZodType;

/** The value of an id or pattern parameter, or a 404 for what names nothing. */
type PathCheck = (value: unknown) => string;

function pathCheck(param: Exclude<RouteParam, z.ZodTypeAny>): PathCheck {
  if (param.kind === 'id') return (value) => pathId(value, param.notFound);
  return (value) => {
    if (typeof value === 'string' && param.pattern.test(value)) return value;
    throw new NotFoundError(param.notFound);
  };
}

/**
 * A route's path parameters, sorted once as it is registered; each request then checks the ids and
 * patterns first (a 404 for what names nothing), then the schemas of the rest (a 400).
 */
function paramsParser(route: ApiRoute): (raw: Request['params']) => Record<string, string> {
  const checks: [string, PathCheck][] = [];
  const schemas: Record<string, z.ZodTypeAny> = {};
  for (const [name, param] of Object.entries(route.params ?? {})) {
    if (isSchema(param)) schemas[name] = param;
    else checks.push([name, pathCheck(param)]);
  }
  const schema = Object.keys(schemas).length ? z.object(schemas) : undefined;
  return (raw) => {
    const out: Record<string, string> = {};
    for (const [name, check] of checks) out[name] = check(raw[name]);
    return schema ? { ...out, ...parseInput(schema, raw) } : out;
  };
}

/**
 * One context's express router, registering the routes of the API table. The router is mounted by
 * app.ts at `mount` (its full path: '/api/tradesmen'); each route's express path is its table path
 * less that prefix, so a route registered on the wrong router fails at start-up.
 */
export class ApiRouter {
  constructor(
    readonly mount: string,
    readonly router: IRouter = express.Router(),
  ) {}

  /** Middleware for every route of this router (and any request reaching it): auth, read-your-writes. */
  use(...handlers: RequestHandler[]): this {
    this.router.use(...handlers);
    return this;
  }

  /** Middleware for one path under this router that the table does not describe (bull-board's UI). */
  useAt(fullPath: string, handler: RequestHandler): this {
    this.router.use(this.relative(fullPath), handler);
    return this;
  }

  /**
   * Registers a route: `guards` first (authentication answers 401/403 before any input is looked
   * at), then the path parameters (404 for an id that names nothing), `authorize` if given, then the
   * query and body (400), then the handler.
   */
  on<R extends ApiRoute>(route: R, handler: RouteHandler<R>): void;
  on<R extends ApiRoute>(route: R, guards: Guards, handler: RouteHandler<R>): void;
  on<R extends ApiRoute, Auth>(route: R, checks: Authorized<R, Auth>, handler: RouteHandler<R, Auth>): void;
  on<R extends ApiRoute, Auth>(route: R, ...args: [RouteHandler<R>] | [Guards | Authorized<R, Auth>, RouteHandler<R, Auth>]): void {
    const handler = args.at(-1) as RouteHandler<R, Auth | undefined>;
    const checks = args.length === 2 ? args[0] : [];
    const { guards = [], authorize = undefined } = typeof checks === 'function' || Array.isArray(checks) ? { guards: checks } : checks;
    const parseParams = paramsParser(route);
    const run: RequestHandler = async (req, res, next) => {
      const params = parseParams(req.params) as RouteParams<R>;
      const auth = authorize ? await authorize(params, req) : undefined;
      const query = (route.query ? parseInput(route.query, req.query) : undefined) as RouteQuery<R>;
      const body = (route.body ? parseInput(route.body, req.body) : undefined) as RouteBody<R>;
      await handler({ params, query, body, auth }, req, res as RouteReply<R>, next);
    };
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    // The route's pattern from the table, for the request metrics (not the path: ids would explode the series).
    const name: RequestHandler = (_req, res, next) => {
      res.locals.route = route.path;
      next();
    };
    this.router[method](this.relative(route.path), name, ...[guards].flat(), run);
  }

  private relative(fullPath: string): string {
    if (fullPath !== this.mount && !fullPath.startsWith(`${this.mount}/`)) {
      throw new Error(`${fullPath} is not under ${this.mount || '/'}, where this router is mounted`);
    }
    return fullPath.slice(this.mount.length) || '/';
  }
}
