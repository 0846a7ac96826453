/**
 * The session row's expiry slides with every request (`rolling`), which cost an UPDATE of the
 * `sessions` row per request: at a few hundred requests a second, a good part of PostgreSQL's work.
 * This lets a store write a given session's expiry at most once per `intervalMs` in this process;
 * the other touches answer at once. The row's expiry then trails the cookie's by at most the
 * interval (minutes, against a 7-day session). A session that is saved (changed) is written as before.
 */
import type { SessionData, Store } from 'express-session';

export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;
/** Beyond this many remembered sessions, the ones not touched within the interval are forgotten. */
const MAX_REMEMBERED = 10_000;

export function throttleTouch<S extends Store>(store: S, intervalMs = SESSION_TOUCH_INTERVAL_MS, now: () => number = Date.now): S {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const lastWritten = new Map<string, number>();
  store.touch = (sid, session, callback) => {
    const t = now();
    const last = lastWritten.get(sid);
    if (last !== undefined && t - last < intervalMs) {
      callback?.();
      return;
    }
    if (lastWritten.size >= MAX_REMEMBERED) {
      for (const [id, at] of lastWritten) if (t - at >= intervalMs) lastWritten.delete(id);
      if (lastWritten.size >= MAX_REMEMBERED) lastWritten.clear();
    }
    lastWritten.set(sid, t);
    // connect-pg-simple hands its callback the write's error (the type says it takes none).
    const done = callback as ((err?: unknown) => void) | undefined;
    (touch as (sid: string, session: SessionData, cb: (err?: unknown) => void) => void)(sid, session, (err?: unknown) => {
      if (err) lastWritten.delete(sid); // not written: the next request tries again
      done?.(err);
    });
  };
  return store;
}
