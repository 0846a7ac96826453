import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import connectPgSimple from 'connect-pg-simple';
import express, { type Express, type RequestHandler } from 'express';
import session from 'express-session';
import type { Redis } from 'ioredis';
import { pinoHttp } from 'pino-http';
import { accountRoutes } from './accounts/routes.ts';
import { mountLogin } from './accounts/login.ts';
import { clientProjectRoutes } from './client-projects/routes.ts';
import { messageRoutes } from './messaging/routes.ts';
import { ForbiddenError } from './errors.ts';
import { loadUser } from './http/auth.ts';
import type { AppDeps } from './http/deps.ts';
import { apiNotFound, errorMiddleware } from './http/error-middleware.ts';
import { healthRoutes } from './http/health.ts';
import { portfolioRoutes, tradesmenRoutes } from './tradesmen/routes.ts';
import { serveUploads, uploadRoutes } from './uploads/routes.ts';

export const SESSION_COOKIE = 'tg.sid';

export interface BuiltApp {
  app: Express;
  sessionMiddleware: RequestHandler;
}

/** The express app: sessions, login, API routes, and the built web app on the same port. */
export async function createApp(deps: AppDeps, redis: Redis, opts: { staticDir?: string } = {}): Promise<BuiltApp> {
  const app = express();
  app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    }),
  );

  const PgStore = connectPgSimple(session);
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    store: new PgStore({ pool: deps.pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    secret: deps.config.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.PUBLIC_URL.startsWith('https://'),
      maxAge: 7 * 24 * 3600 * 1000,
    },
  });
  app.use(sessionMiddleware);
  app.use(checkOrigin(deps.config.PUBLIC_URL));

  await mountLogin(app, deps);

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(loadUser(deps.pool));
  api.use('/health', healthRoutes(deps, redis));
  api.use('/auth', accountRoutes(deps));
  api.use('/client-projects', clientProjectRoutes(deps));
  api.use('/messages', messageRoutes(deps));
  api.use('/tradesmen', tradesmenRoutes(deps));
  api.use('/projects', portfolioRoutes(deps));
  api.use('/upload', uploadRoutes(deps));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use('/uploads', serveUploads(deps.config));

  if (opts.staticDir && existsSync(path.join(opts.staticDir, 'index.html'))) {
    app.use(express.static(opts.staticDir, { index: false, maxAge: '1h' }));
    // Client-side routes get the app; a missing file (a path with an extension) stays a 404.
    app.get(/^(?!\/(api|oidc|socket\.io|uploads)\/)(?!.*\.[a-z0-9]+$).*/i, (_req, res) => res.sendFile(path.join(opts.staticDir!, 'index.html')));
  }
  app.use(errorMiddleware);
  return { app, sessionMiddleware };
}

/** State-changing requests must come from our own origin (a second line behind SameSite cookies). */
function checkOrigin(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const origin = req.get('origin');
    if (origin && origin !== allowed && !isLoopbackTwin(origin, allowed)) {
      return next(new ForbiddenError('Cross-site request refused'));
    }
    next();
  };
}

/** localhost and 127.0.0.1 on the same port are the same machine's app. */
function isLoopbackTwin(a: string, b: string) {
  const ua = new URL(a);
  const ub = new URL(b);
  const loop = (h: string) => h === 'localhost' || h === '127.0.0.1' || h === '[::1]';
  return loop(ua.hostname) && loop(ub.hostname) && ua.port === ub.port;
}
