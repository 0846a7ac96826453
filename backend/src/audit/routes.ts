import { once } from 'node:events';
import type { RequestHandler, Response } from 'express';
import { formatCheckpoint, isSafeText } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors.ts';
import { isAuditor, user, type AccessPolicy } from '../http/auth.ts';
import { execute, type AppDeps } from '../http/deps.ts';
import type { ApiRouter } from '../http/route.ts';
import { exportNdjson } from './export.ts';
import { privateReadDecider, privateReadsStreamId } from './private-reads.ts';
import { ActorNames, readHistory, readLog, readStateAsOf, toAuditEvent } from './read.ts';

/** The filter's given fields (recorded with an export's reading). */
const definedOnly = (filter: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined));

/** The admin and AUDITOR_EMAILS; read-only (the one POST, verify, changes nothing). */
export const requireAuditor =
  (policy: AccessPolicy): RequestHandler =>
  (req, _res, next) => {
    if (!req.currentUser) throw new UnauthorizedError();
    if (!isAuditor(req.currentUser, policy)) throw new ForbiddenError("You don't have permission to do this");
    next();
  };

/** A stream id the event store could hold (checked here, so that its 400 reads as it always has). */
function streamParam(value: string): string {
  if (!value || value.length > 300 || !isSafeText(value)) throw new ValidationError('Not a valid stream id');
  return value;
}

const routes = apiRoutes.audit;

const nothingRecorded = () => new NotFoundError('Nothing has been recorded for this entity');

/** Writes a chunk of lines, waiting for the socket to drain when its buffer is full (backpressure). */
async function writeChunk(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
  return !res.destroyed;
}

/** /api/audit: the event log, entity histories, state as of a moment, the export and verification. */
export function auditRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(requireAuditor(deps.policy));

  api.on(routes.log, async ({ query }, _req, res) => {
    res.json(await readLog(deps.store, query));
  });

  api.on(routes.export, async ({ query: { reason, ...filter } }, req, res) => {
    // With a reason, private text is included and the reading recorded first (no record, no export).
    if (reason) {
      await execute(deps, req, {
        streamId: privateReadsStreamId(user(req).id),
        decider: privateReadDecider,
        command: {
          type: 'RecordPrivateRead',
          data: { scope: 'export', streamId: null, streamVersion: null, eventType: null, filter: definedOnly(filter), reason },
        },
      });
    }
    res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="tradeguild-events.ndjson"');
    res.setHeader('Cache-Control', 'no-store');
    try {
      for await (const chunk of exportNdjson(deps.store, filter, { includePrivate: !!reason })) {
        if (!(await writeChunk(res, chunk))) return;
      }
      res.end();
    } catch (err) {
      // Headers are gone: cut the stream short so the client sees an incomplete download.
      deps.logger.error({ err }, 'audit export failed');
      res.destroy();
    }
  });

  api.on(routes.history, async ({ params }, _req, res) => {
    const history = await readHistory(deps.store, streamParam(params.streamId));
    if (!history) throw nothingRecorded();
    res.json(history);
  });

  // One event whole, private text included, for a reason that is recorded (like the admin's message inspection).
  api.on(routes.inspect, async ({ params, body }, req, res) => {
    const streamId = streamParam(params.streamId);
    const version = Number(params.version);
    const { events } = await deps.store.readStream(streamId);
    const event = events.find((e) => e.streamVersion === version);
    if (!event) throw new NotFoundError('Event not found');
    await execute(deps, req, {
      streamId: privateReadsStreamId(user(req).id),
      decider: privateReadDecider,
      command: {
        type: 'RecordPrivateRead',
        data: { scope: 'event', streamId, streamVersion: version, eventType: event.type, filter: null, reason: body.reason },
      },
    });
    const names = new ActorNames(deps.store);
    await names.lookup([event.metadata.actorId]);
    res.json(toAuditEvent(event, names, true));
  });

  api.on(routes.state, async ({ params, query }, _req, res) => {
    const state = await readStateAsOf(deps.store, streamParam(params.streamId), new Date(query.asOf));
    if (!state) throw nothingRecorded();
    res.json(state);
  });

  api.on(routes.verify, async (_input, _req, res) => {
    const result = await deps.store.verifyChains();
    res.json({
      ok: result.ok,
      checked: result.checked,
      firstBroken: result.firstBroken && { ...result.firstBroken, position: formatCheckpoint(result.firstBroken.position) },
    });
  });
}
