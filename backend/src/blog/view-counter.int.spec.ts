import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUrl, uniquePrefix } from '../../../tests/support/database.ts';
import { ViewCounter } from './view-counter.ts';

/**
 * Issue 26: blog views are counted in Redis, so several API instances count one reader once, and a
 * batch taken by an instance that dies is recorded by another, under the same command ids.
 */
let redis: Redis;
const silent = { warn: () => undefined };
const options = { intervalMs: 60_000, repeatWindowMs: 60_000, answerWithinMs: 5_000 };

beforeAll(() => {
  redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
});
const prefixes: string[] = [];
const newPrefix = () => {
  const p = uniquePrefix();
  prefixes.push(p);
  return p;
};
afterAll(async () => {
  for (const p of prefixes) {
    const keys = await redis.keys(`${p}:*`);
    if (keys.length) await redis.del(...keys);
  }
  redis?.disconnect();
});

type Recorded = { postId: string; count: number; commandId: string };
function instance(prefix: string, recorded: Recorded[], fail: { on?: (r: Recorded) => boolean } = {}) {
  return new ViewCounter(
    redis,
    prefix,
    async (postId, count, commandId) => {
      const r = { postId, count, commandId };
      if (fail.on?.(r)) throw new Error('store away');
      recorded.push(r);
    },
    silent,
    options,
  );
}

describe('blog views counted in Redis', () => {
  it('counts a reader once across instances and records one batch per flush', async () => {
    const prefix = newPrefix();
    const recorded: Recorded[] = [];
    const a = instance(prefix, recorded);
    const b = instance(prefix, recorded);
    expect(await a.count('post-1', 'reader-1')).toBe(true);
    expect(await b.count('post-1', 'reader-1')).toBe(false);
    expect(await b.count('post-1', 'reader-2')).toBe(true);
    expect(await a.count('post-2', 'reader-1')).toBe(true);
    await b.flush();
    expect(recorded.map(({ postId, count }) => [postId, count]).sort()).toEqual([
      ['post-1', 2],
      ['post-2', 1],
    ]);
    await a.flush();
    expect(recorded).toHaveLength(2);
    expect(await redis.keys(`${prefix}:blog-views:batch:*`)).toEqual([]);
  });

  it('records a batch left by an instance that died, with the same command id as its first attempt', async () => {
    const prefix = newPrefix();
    const recorded: Recorded[] = [];
    const attempts: Recorded[] = [];
    const dying = instance(prefix, [], { on: (r) => (attempts.push(r), true) });
    await dying.count('post-1', 'reader-1');
    await dying.count('post-1', 'reader-2');
    await dying.flush();
    expect(attempts).toHaveLength(1);

    const survivor = instance(prefix, recorded);
    await survivor.count('post-1', 'reader-3');
    await survivor.flush();
    // The old batch (2) under its first command id, and the new one (1) under its own.
    expect(recorded).toContainEqual(attempts[0]);
    expect(recorded.map((r) => r.count).sort()).toEqual([1, 2]);
    expect(new Set(recorded.map((r) => r.commandId)).size).toBe(2);
    expect(await redis.scard(`${prefix}:blog-views:batches`)).toBe(0);
  });

  it('forgets a reader after the repeat window', async () => {
    const prefix = newPrefix();
    const short = new ViewCounter(redis, prefix, async () => undefined, silent, { ...options, repeatWindowMs: 50 });
    expect(await short.count('post-1', 'reader-1')).toBe(true);
    expect(await short.count('post-1', 'reader-1')).toBe(false);
    await new Promise((r) => setTimeout(r, 120));
    expect(await short.count('post-1', 'reader-1')).toBe(true);
    expect(await redis.hget(`${prefix}:blog-views:pending`, 'post-1')).toBe('2');
  });
});
