import { describe, expect, it } from 'vitest';
import { ViewBuffer } from './view-buffer.ts';

const silent = { warn: () => undefined };

function buffer(options = { intervalMs: 60_000, repeatWindowMs: 1_000, maxVisitors: 4 }) {
  const recorded: [string, number][] = [];
  let clock = 0;
  let failNext = false;
  const views = new ViewBuffer(
    async (postId, count) => {
      if (failNext) {
        failNext = false;
        throw new Error('store down');
      }
      recorded.push([postId, count]);
    },
    silent,
    options,
    () => clock,
  );
  return { views, recorded, tick: (ms: number) => (clock += ms), failOnce: () => (failNext = true) };
}

describe('ViewBuffer', () => {
  it('records one count per post per flush, however many views', async () => {
    const { views, recorded } = buffer();
    for (let i = 0; i < 5; i++) views.count('post-a', `visitor-${i}`);
    views.count('post-b', 'visitor-0');
    await views.flush();
    expect(recorded).toEqual([
      ['post-a', 5],
      ['post-b', 1],
    ]);
    await views.flush();
    expect(recorded).toHaveLength(2);
  });

  it('does not count a reload by the same visitor within the window', async () => {
    const { views, recorded, tick } = buffer();
    expect(views.count('post-a', 'v')).toBe(true);
    expect(views.count('post-a', 'v')).toBe(false);
    tick(1_001);
    expect(views.count('post-a', 'v')).toBe(true);
    await views.flush();
    expect(recorded).toEqual([['post-a', 2]]);
  });

  it('keeps counts that failed to record for the next flush', async () => {
    const { views, recorded, failOnce } = buffer();
    views.count('post-a', 'v1');
    failOnce();
    await views.flush();
    views.count('post-a', 'v2');
    await views.flush();
    expect(recorded).toEqual([['post-a', 2]]);
  });

  it('forgets the oldest visitors past its bound', () => {
    const { views } = buffer();
    for (let i = 0; i < 5; i++) views.count('post-a', `v${i}`);
    expect(views.count('post-a', 'v0')).toBe(true);
    expect(views.count('post-a', 'v4')).toBe(false);
  });

  it('records what is left when it stops', async () => {
    const { views, recorded } = buffer();
    views.start();
    views.count('post-a', 'v');
    await views.stop();
    expect(recorded).toEqual([['post-a', 1]]);
  });
});
