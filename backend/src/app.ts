import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import connectPgSimple from 'connect-pg-simple';
import express, { type Express, type RequestHandler } from 'express';
import session from 'express-session';
import type { Redis } from 'ioredis';
import { pinoHttp } from 'pino-http';
import { isClientRoute } from '@tradeguild/contracts';
import { findUser } from './http/find-user.ts';
import { accountRoutes } from './accounts/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { blogRoutes } from './blog/routes.ts';
import { blogSeoRoutes } from './blog/seo/routes.ts';
import { createViewCounter } from './blog/views.ts';
import { mountLogin } from './accounts/login.ts';
import { clientProjectRoutes } from './client-projects/routes.ts';
import { applicationRoutes } from './client-projects/routes-applications.ts';
import { jobRoutes, quoteRequestRoutes } from './client-projects/routes-jobs.ts';
import { messageRoutes } from './messaging/routes.ts';
import { forumRoutes } from './forum/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { devMailboxRoutes, mailPreferenceRoutes, unsubscribeRoutes } from './mail/routes.ts';
import { ForbiddenError } from './errors.ts';
import { loadUser, requireAdmin } from './http/auth.ts';
import { metricsHandler } from './metrics/serve.ts';
import type { AppDeps } from './http/deps.ts';
import { apiNotFound, errorMiddleware } from './http/error-middleware.ts';
import { healthRoutes } from './http/health.ts';
import { ApiRouter } from './http/route.ts';
import { isOurOrigin } from './http/origin.ts';
import { createRateLimits } from './http/rate-limits.ts';
import { safeInput } from './http/safe-input.ts';
import { noStoreWhenSignedIn } from './http/cache-control.ts';
import { limitJsonDepth } from './http/json-depth.ts';
import { SESSION_COOKIE_NAME } from './http/session-cookie.ts';
import { throttleTouch } from './http/session-store.ts';
import { mountLogout } from './accounts/logout.ts';
import { moderationAdminRoutes, reportRoutes } from './moderation/routes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { appShell, staticAssets } from './http/static-assets.ts';
import { portfolioRoutes } from './portfolio/routes.ts';
import { reviewRoutes } from './tradesmen/routes-reviews.ts';
import { tradesmenRoutes } from './tradesmen/routes.ts';
import { serveUploads, uploadRoutes } from './uploads/routes.ts';
import { createUploadStorage } from './uploads/create-storage.ts';
import { startOrphanSweeper } from './uploads/registry.ts';
import { startPrivacyJobs } from './privacy/jobs.ts';
import { closedAccountGate, privacyRoutes } from './privacy/routes.ts';
import { connectShredding } from './privacy/shred.ts';

export interface BuiltApp {
  app: Express;
  sessionMiddleware: RequestHandler;
  /** Records what is still buffered (blog views); call before the store closes. */
  close: () => Promise<void>;
}

/** The express app: sessions, login, API routes, and the built web app on the same port. */
export async function createApp(deps: AppDeps, redis: Redis, opts: { staticDir?: string; rateLimitRedis?: Redis } = {}): Promise<BuiltApp> {
  const app = express();
  // X-Forwarded-For counts only from the proxies TRUST_PROXY names (none by default): decision 0062.
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(securityHeaders(deps.config.PUBLIC_URL));
  if (deps.metrics) app.use(deps.metrics.http);
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
    name: SESSION_COOKIE_NAME,
    // The row's expiry is written at most every few minutes per session, not on every request.
    store: throttleTouch(
      new PgStore({ pool: deps.pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    ),
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

  const limits = createRateLimits(deps.config, opts.rateLimitRedis ?? redis);
  app.post('/oidc/interaction/:uid/login', limits.signIns);
  await mountLogin(app, deps, limits.signIns);
  mountLogout(app, deps);

  const api = express.Router();
  api.use(noStoreWhenSignedIn);
  api.use(express.json({ limit: '100kb' }));
  api.use(limitJsonDepth);
  api.use(safeInput);
  api.use(loadUser((id) => findUser(deps, id)));
  api.use(closedAccountGate);
  api.use(limits.writes);
  api.use('/messages', limits.messages);
  api.use('/upload', limits.uploads);
  api.use('/reports', limits.reports);
  /** A context's router, mounted here at /api`at`; its routes come from the API table. */
  const at = (mount: string) => {
    const router = new ApiRouter(`/api${mount}`);
    api.use(mount, router.router);
    return router;
  };
  healthRoutes(at('/health'), deps, redis);
  accountRoutes(at('/auth'), deps);
  clientProjectRoutes(at('/client-projects'), deps);
  messageRoutes(at('/messages'), deps);
  jobRoutes(at('/jobs'), deps);
  applicationRoutes(at('/applications'), deps);
  quoteRequestRoutes(at('/tradesmen'), deps);
  tradesmenRoutes(at('/tradesmen'), deps);
  reviewRoutes(at('/reviews'), deps);
  portfolioRoutes(at('/projects'), deps);
  const uploads = createUploadStorage(deps.config);
  uploadRoutes(at('/upload'), deps, uploads);
  const uploadSweeper =
    deps.config.UPLOAD_ORPHAN_HOURS > 0
      ? startOrphanSweeper(deps.pool, uploads, { olderThanHours: deps.config.UPLOAD_ORPHAN_HOURS, intervalMs: 60 * 60_000 }, deps.logger)
      : null;
  const blogViews = createViewCounter(deps, redis);
  blogRoutes(at('/blog'), deps, blogViews);
  auditRoutes(at('/audit'), deps);
  forumRoutes(at('/forum'), deps);
  notificationRoutes(at('/notifications'), deps);
  mailPreferenceRoutes(at('/me'), deps);
  unsubscribeRoutes(at('/mail'), deps);
  devMailboxRoutes(at('/dev'), deps);
  reportRoutes(at('/reports'), deps);
  moderationAdminRoutes(at('/admin/reports'), deps);
  const erasure = { ...deps, storage: uploads, shredPersonalData: connectShredding(deps) };
  const privacyJobs = startPrivacyJobs(erasure, deps.config);
  privacyRoutes(at('/me'), at('/admin/users'), deps, erasure, privacyJobs);
  const admin = adminRoutes(at('/admin'), deps, redis);
  api.use(apiNotFound);
  app.use('/api', api);
  app.use('/uploads', serveUploads(deps.config, uploads));
  // Prometheus text for admins (a session); METRICS_PORT serves it without one on a private port.
  if (deps.metrics)
    app.get(
      '/metrics',
      loadUser((id) => findUser(deps, id)),
      requireAdmin(deps.policy),
      metricsHandler(deps.metrics),
    );
  app.use(blogSeoRoutes(deps, opts.staticDir));

  if (opts.staticDir && existsSync(path.join(opts.staticDir, 'index.html'))) {
    // Precompressed (brotli/gzip) files with long-lived caching for hashed assets (issue 15).
    app.use(staticAssets(opts.staticDir));
    // Client-side routes get the app; a missing file (a path with an extension) stays a 404.
    // '/' without a signed-in session: the prerendered landing (issue 22). Any other path gets the
    // app too, with status 404, and the app shows its 'Page Not Found'.
    app.get(
      /^(?!\/(api|oidc|socket\.io|uploads)\/)(?!.*\.[a-z0-9]+$).*/i,
      appShell(opts.staticDir, { visitor: (req) => !req.session?.userId, isPage: isClientRoute }),
    );
  }
  app.use(errorMiddleware);
  return {
    app,
    sessionMiddleware,
    close: async () => {
      await blogViews.stop();
      await uploadSweeper?.stop();
      await admin.close();
      await privacyJobs.close();
    },
  };
}

/** State-changing requests must come from our own origin (a second line behind SameSite cookies). */
function checkOrigin(publicUrl: string): RequestHandler {
  return (req, _res, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    const origin = req.get('origin');
    if (origin !== undefined && !isOurOrigin(origin, publicUrl)) return next(new ForbiddenError('Cross-site request refused'));
    next();
  };
}
