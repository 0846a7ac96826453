import type { Express } from 'express';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import type { AppDeps } from '../http/deps.ts';
import { ApiRouter } from '../http/route.ts';
import { SESSION_COOKIE_NAME } from '../http/session-cookie.ts';

const confirmPage = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log out · TradeGuild</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#13232f;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(19,35,47,.08);padding:32px;max-width:380px;text-align:center}
button{margin-top:16px;padding:12px 20px;border:0;border-radius:8px;background:#0f4c5c;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
a{display:block;margin-top:12px;color:#0f4c5c}</style></head>
<body><main><h1>Log out of TradeGuild?</h1>
<form method="post" action="/api/logout"><button type="submit">Log out</button></form>
<a href="/">Stay signed in</a></main></body></html>`;

/**
 * POST /api/logout ends the session and closes the user's live sockets on every API instance (through
 * the Redis emitter). A GET only asks: a link on another site must not be able to log anyone out.
 */
export function mountLogout(app: Express, deps: Pick<AppDeps, 'realtime'>) {
  const routes = new ApiRouter('', app);
  routes.on(apiRoutes.accounts.logoutPage, (_input, _req, res) => {
    res.type('html').send(confirmPage);
  });

  routes.on(apiRoutes.accounts.logout, (_input, req, res, next) => {
    const userId = req.session?.userId;
    req.session.destroy((err) => {
      if (err) return next(err);
      if (userId) deps.realtime.disconnectUser(userId);
      res.clearCookie(SESSION_COOKIE_NAME);
      res.redirect(303, '/');
    });
  });
}
