import type { RequestHandler } from 'express';
import { ValidationError } from '../errors.ts';

/** No request of ours nests deeper than a few levels; this is far past any of them. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The JSON body is too deeply nested (at most ${MAX_JSON_DEPTH} levels)`;

/** Whether a parsed JSON value nests arrays and objects deeper than `max`; walked without recursion, so no depth overflows the stack. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * After the JSON parser and before anything walks the body: a body nested deeper than MAX_JSON_DEPTH
 * is a 400 that says so, without echoing where (the path alone could be as long as the body).
 */
export const limitJsonDepth: RequestHandler = (req, _res, next) => {
  if (nestsDeeperThan(req.body, MAX_JSON_DEPTH)) return next(new ValidationError(TOO_DEEP_MESSAGE));
  next();
};
