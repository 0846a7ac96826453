import session from 'express-session';
import { expect, it } from 'vitest';
import { throttleTouch } from './session-store.ts';

/** A real in-memory express-session store that records the touches that reach it. */
class RecordingStore extends session.MemoryStore {
  written: string[] = [];
  failNext = false;
  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    this.written.push(sid);
    if (this.failNext) {
      this.failNext = false;
      callback?.(new Error('database away'));
      return;
    }
    super.touch(sid, sess, () => callback?.());
  }
}

const touch = (store: session.Store, sid: string) =>
  new Promise<unknown>((resolve) =>
    store.touch!(sid, { cookie: new session.Cookie() } as session.SessionData, (err?: unknown) => resolve(err)),
  );

it('writes a session at most once per interval, each session on its own', async () => {
  let t = 1_000_000;
  const store = throttleTouch(new RecordingStore(), 60_000, () => t);
  await touch(store, 'a');
  await touch(store, 'a');
  await touch(store, 'b');
  t += 59_999;
  await touch(store, 'a');
  expect(store.written).toEqual(['a', 'b']);
  t += 1;
  await touch(store, 'a');
  expect(store.written).toEqual(['a', 'b', 'a']);
});

it('tries again on the next request when a write failed', async () => {
  const store = throttleTouch(new RecordingStore(), 60_000, () => 5);
  store.failNext = true;
  expect(await touch(store, 'a')).toBeInstanceOf(Error);
  expect(await touch(store, 'a')).toBeUndefined();
  expect(store.written).toEqual(['a', 'a']);
});
