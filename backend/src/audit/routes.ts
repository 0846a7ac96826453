import { once } from 'node:events';
import { Router, type RequestHandler, type Response } from 'express';
import {
  auditFilterSchema,
  auditLogQuerySchema,
  auditStateQuerySchema,
  formatCheckpoint,
  isSafeText,
  type AuditVerifyResponse,
} from '@tradeguild/contracts';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.ts';
import { isAuditor, type AccessPolicy } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { parseInput } from '../http/validate.ts';
import { exportNdjson } from './export.ts';
import { readHistory, readLog, readStateAsOf } from './read.ts';

/** The admin and AUDITOR_EMAILS; read-only (the one POST, verify, changes nothing). */
export const requireAuditor =
  (policy: AccessPolicy): RequestHandler =>
  (req, _res, next) => {
    if (!req.currentUser) throw new UnauthorizedError();
    if (!isAuditor(req.currentUser, policy)) throw new ForbiddenError("You don't have permission to do this");
    next();
  };

function streamParam(value: string | undefined): string {
  if (!value || value.length > 300 || !isSafeText(value)) throw new ValidationError('Not a valid stream id');
  return value;
}

const nothingRecorded = () => new NotFoundError('Nothing has been recorded for this entity');

/** Writes a chunk of lines, waiting for the socket to drain when its buffer is full (backpressure). */
async function writeChunk(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  return !res.destroyed;
}

/** /api/audit: the event log, entity histories, state as of a moment, the export and verification. */
export function auditRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(requireAuditor(deps.policy));

  router.get('/events', async (req, res) => {
    res.json(await readLog(deps.store, parseInput(auditLogQuerySchema, req.query)));
  });

  router.get('/events.ndjson', async (req, res) => {
    const filter = parseInput(auditFilterSchema, req.query);
    res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="tradeguild-events.ndjson"');
    res.setHeader('Cache-Control', 'no-store');
    try {
      for await (const chunk of exportNdjson(deps.store, filter)) {
        if (!(await writeChunk(res, chunk))) return;
      }
      res.end();
    } catch (err) {
      // Headers are gone: cut the stream short so the client sees an incomplete download.
      deps.logger.error({ err }, 'audit export failed');
      res.destroy();
    }
  });

  router.get('/streams/:streamId/events', async (req, res) => {
    const history = await readHistory(deps.store, streamParam(req.params.streamId));
    if (!history) throw nothingRecorded();
    res.json(history);
  });

  router.get('/streams/:streamId/state', async (req, res) => {
    const streamId = streamParam(req.params.streamId);
    const { asOf } = parseInput(auditStateQuerySchema, req.query);
    const state = await readStateAsOf(deps.store, streamId, new Date(asOf));
    if (!state) throw nothingRecorded();
    res.json(state);
  });

  router.post('/verify', async (_req, res) => {
    const result = await deps.store.verifyChains();
    const body: AuditVerifyResponse = {
      ok: result.ok,
      checked: result.checked,
      firstBroken: result.firstBroken && { ...result.firstBroken, position: formatCheckpoint(result.firstBroken.position) },
    };
    res.json(body);
  });
  return router;
}
