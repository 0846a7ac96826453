/**
 * /api/me: close and reopen your account, copies of your data; and the admin's erase-now at
 * /api/admin/users/:id/erase (decision 0061).
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { userStreamId, type DataExport } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { accountDecider } from '../accounts/decide.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { requireAdmin, requireUser, user } from '../http/auth.ts';
import { execute, type AppDeps } from '../http/deps.ts';
import { findUser } from '../http/find-user.ts';
import type { ApiRouter } from '../http/route.ts';
import { SESSION_COOKIE_NAME } from '../http/session-cookie.ts';
import { eraseAccount, type ErasureDeps } from './erasure.ts';
import type { PrivacyJobs } from './jobs.ts';

const routes = apiRoutes.privacy;
const DAY_MS = 24 * 3600 * 1000;

interface ExportRow {
  id: string;
  status: DataExport['status'];
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  size: string | null;
}

const toExport = (r: ExportRow, now = Date.now()): DataExport => {
  const expired = r.status === 'expired' || (r.status === 'ready' && !!r.expires_at && r.expires_at.getTime() <= now);
  const status = expired ? 'expired' : r.status;
  return {
    id: r.id,
    status,
    requestedAt: r.requested_at.toISOString(),
    readyAt: r.ready_at?.toISOString() ?? null,
    expiresAt: r.expires_at?.toISOString() ?? null,
    size: r.size === null ? null : Number(r.size),
    downloadUrl: status === 'ready' ? routes.download.path.replace(':id', r.id) : null,
  };
};

const EXPORT_COLUMNS = 'id, status, requested_at, ready_at, expires_at, size';

/**
 * A closed account may only see who it is, reopen, take a copy of its data or sign out: every other
 * API call answers 403 with where to go. Signing in again during the grace period lands here.
 */
export const closedAccountGate: RequestHandler = (req, _res, next) => {
  if (!req.currentUser?.closedAt) return next();
  const allowed = req.path === '/auth/user' || req.path === '/me/reopen' || req.path === '/me/export' || req.path.startsWith('/me/exports');
  if (allowed) return next();
  next(new ForbiddenError('Your account is closed. Reopen it in Settings to use TradeGuild again.'));
};

export function privacyRoutes(me: ApiRouter, adminUsers: ApiRouter, deps: AppDeps, erasure: ErasureDeps, jobs: PrivacyJobs): void {
  const signOutEverywhere = async (userId: string) => {
    await deps.pool.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [userId]);
    deps.realtime.disconnectUser(userId);
  };

  me.on(routes.close, requireUser, async ({ body }, req, res, next) => {
    const userId = user(req).id;
    const { events } = await execute(deps, req, {
      streamId: userStreamId(userId),
      decider: accountDecider,
      command: { type: 'CloseAccount', data: { userId, confirmEmail: body.email, erasureDays: deps.config.ACCOUNT_ERASURE_DAYS } },
    });
    const closed = events.find((e) => e.type === 'AccountClosed');
    if (!closed || closed.type !== 'AccountClosed') throw new ConflictError('Your account is already closed');
    await signOutEverywhere(userId);
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie(SESSION_COOKIE_NAME);
      res.json({ closedAt: closed.data.closedAt, erasureDueAt: closed.data.erasureDueAt });
    });
  });

  me.on(routes.reopen, requireUser, async (_input, req, res) => {
    const userId = user(req).id;
    const { position } = await execute(deps, req, {
      streamId: userStreamId(userId),
      decider: accountDecider,
      command: { type: 'ReopenAccount', data: { userId } },
    });
    if (position) res.setHeader('X-Position', position);
    res.json({ reopened: true });
  });

  me.on(routes.requestExport, requireUser, async (_input, req, res) => {
    const userId = user(req).id;
    const { rows } = await deps.pool.query<ExportRow>(
      `SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE user_id = $1 AND requested_at > now() - interval '24 hours' ORDER BY requested_at DESC LIMIT 1`,
      [userId],
    );
    const last = rows[0];
    if (last) {
      const next = new Date(last.requested_at.getTime() + DAY_MS);
      throw new AppError(
        429,
        'rate_limited',
        `You can ask for one copy of your data a day. Your last one was requested at ${last.requested_at.toISOString()}; ask again after ${next.toISOString()}.`,
      );
    }
    const id = randomUUID();
    const inserted = await deps.pool.query<ExportRow>(
      `INSERT INTO data_exports (id, user_id) VALUES ($1, $2) RETURNING ${EXPORT_COLUMNS}`,
      [id, userId],
    );
    await jobs.enqueueExport(id);
    res.status(202).json(toExport(inserted.rows[0]!));
  });

  me.on(routes.latestExport, requireUser, async (_input, req, res) => {
    const { rows } = await deps.pool.query<ExportRow>(
      `SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE user_id = $1 ORDER BY requested_at DESC LIMIT 1`,
      [user(req).id],
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json(rows[0] ? toExport(rows[0]) : null);
  });

  /** Someone else's export, or one that never was: the same 404. */
  const ownExport = async (id: string, userId: string) => {
    const { rows } = await deps.pool.query<ExportRow>(`SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE id = $1 AND user_id = $2`, [
      id,
      userId,
    ]);
    if (!rows[0]) throw new NotFoundError('Export not found');
    return rows[0];
  };

  me.on(routes.export, requireUser, async ({ params }, req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(toExport(await ownExport(params.id, user(req).id)));
  });

  me.on(routes.download, requireUser, async ({ params }, req, res) => {
    const userId = user(req).id;
    const found = toExport(await ownExport(params.id, userId));
    if (found.status === 'expired') throw new AppError(410, 'not_found', 'This copy of your data has expired: ask for a new one');
    if (found.status !== 'ready') throw new ConflictError('This copy of your data is not ready yet');
    const { rows } = await deps.pool.query<{ zip: Buffer }>(`SELECT zip FROM data_exports WHERE id = $1 AND user_id = $2`, [
      params.id,
      userId,
    ]);
    const zip = rows[0]?.zip;
    if (!zip) throw new NotFoundError('Export not found');
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="tradeguild-data-${found.requestedAt.slice(0, 10)}.zip"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(zip);
  });

  adminUsers.on(routes.erase, requireAdmin(deps.policy), async ({ params, body }, req, res) => {
    const admin = user(req);
    if (params.id === admin.id) throw new ConflictError('You cannot erase your own account here');
    if (!(await findUser(deps, params.id))) throw new NotFoundError('User not found');
    const erased = await eraseAccount(erasure, params.id, {
      by: 'admin',
      adminId: admin.id,
      reason: body.reason,
      correlationId: String(req.id ?? ''),
    });
    if (!erased) throw new NotFoundError('User not found');
    res.json({ erased: true });
  });
}
