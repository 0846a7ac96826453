import type { Request, RequestHandler } from 'express';
import { MIN_POSITION_HEADER, compareCheckpoints, parseCheckpoint, type Checkpoint } from '@tradeguild/contracts';
import { ValidationError } from '../errors.ts';
import type { AppDeps } from './deps.ts';

/** The position a request asks to see: the highest position its client has been given. */
export function requestedPosition(req: Request): Checkpoint | null {
  const header = req.get(MIN_POSITION_HEADER);
  if (!header) return null;
  const parsed = parseCheckpoint(header);
  if (!parsed) throw new ValidationError(`${MIN_POSITION_HEADER} must look like "123.456"`);
  return parsed;
}

/**
 * Read your own writes, as a router middleware naming the read models its routes read: a request
 * carrying the client's position waits (bounded) until those projections have passed it, woken by
 * checkpoint notifications. Commands wait too, since some check the read models first (is this
 * project yours?). A position beyond the newest event was never handed out: refused at once.
 */
export function freshReads(deps: Pick<AppDeps, 'freshness' | 'store' | 'config'>, ...readModels: string[]): RequestHandler {
  // The newest position seen so far: the head only moves forward, so a position at or below it
  // needs no query (under load most requests that wait carry one).
  let head: Checkpoint | null = null;
  const beyondHead = async (position: Checkpoint) => {
    if (head && compareCheckpoints(position, head) <= 0) return false;
    const now = await deps.store.headPosition();
    if (!head || compareCheckpoints(now, head) > 0) head = now;
    return compareCheckpoints(position, head) > 0;
  };
  return async (req, _res, next) => {
    const position = requestedPosition(req);
    if (await deps.freshness.wait(readModels, position, 0)) return next();
    if (await beyondHead(position!)) {
      throw new ValidationError(`${MIN_POSITION_HEADER} is beyond the newest event; send a position a response gave you`);
    }
    await deps.freshness.wait(readModels, position, deps.config.READ_YOUR_WRITES_WAIT_MS);
    next();
  };
}
