import { describe, expect, it, vi } from 'vitest';
import { domainEvents, EventSchemaError, START, type Checkpoint, type RecordedEvent } from '@tradeguild/contracts';
import { FakeLog } from '../../../tests/support/eventstoredb-fakes.ts';
import { EventStoreDbEventStore } from './eventstoredb.ts';
import { EventStoreDbSubscriptionSource } from './eventstoredb-subscription.ts';

const quiet = { warn: () => undefined };

/** The source over a fake log; readAll (the fallback) is the real adapter over the same log. */
function sourceOver(
  log: FakeLog,
  o: {
    inclusive?: boolean;
    failAfter?: (attempt: number) => number | undefined;
    caughtUp?: boolean;
    maxBuffered?: number;
    now?: () => number;
  } = {},
) {
  const fallback = new EventStoreDbEventStore('esdb://localhost:2113?tls=false');
  (fallback as unknown as { client: unknown }).client = log.client();
  let attempt = 0;
  const readAll = vi.spyOn(fallback, 'readAll');
  const source = new EventStoreDbSubscriptionSource({
    open: (after) => log.subscribe(after, { inclusive: o.inclusive ?? true, failAfter: o.failAfter?.(++attempt), caughtUp: o.caughtUp }),
    fallback,
    decoder: domainEvents,
    logger: quiet,
    feed: { settleMs: 20, maxBuffered: o.maxBuffered, backoffMs: () => 1000, now: o.now },
  });
  return { source, readAll };
}

/** What the runner does with a batch: apply it and move the checkpoint, both or neither ("the transaction"). */
class Consumer {
  readonly applied: string[] = [];
  wakes = 0;
  constructor(
    private readonly source: EventStoreDbSubscriptionSource,
    public checkpoint: Checkpoint = START,
    readonly id = 'users:g1',
  ) {}

  async batch(limit: number, commit = true): Promise<RecordedEvent[]> {
    const { events, last } = await this.source.read({ id: this.id, wake: () => this.wakes++ }, this.checkpoint, limit);
    if (commit) {
      this.applied.push(...events.map((e) => e.type));
      this.checkpoint = last;
    }
    return events;
  }

  async drain(limit = 100) {
    while ((await this.batch(limit)).length > 0);
  }
}

const fill = (log: FakeLog, n: number, prefix = 'E') => Array.from({ length: n }, (_, i) => log.add(`order-${i % 3}`, `${prefix}${i + 1}`));

describe('the EventStoreDB catch-up subscription source', () => {
  it('resumes after the stored checkpoint, even when the server repeats the checkpoint event', async () => {
    const log = new FakeLog();
    fill(log, 6);
    const { source } = sourceOver(log, { inclusive: true });
    const c = new Consumer(source, log.positionOf(2));
    await c.drain();
    expect(c.applied).toEqual(['E4', 'E5', 'E6']);
    expect(log.opened.map((o) => o.after)).toEqual([log.positionOf(2)]);
    expect(c.checkpoint).toEqual(log.positionOf(5));
    await source.close();
  });

  it('skips system events the server filter let through', async () => {
    const log = new FakeLog();
    log.add('order-1', 'A');
    log.addSystem('type');
    log.addSystem('stream');
    log.add('order-1', 'B');
    const { source } = sourceOver(log);
    const c = new Consumer(source);
    await c.drain();
    expect(c.applied).toEqual(['A', 'B']);
    expect(c.checkpoint).toEqual(log.positionOf(3));
    await source.close();
  });

  it('hands out batches of at most `limit`, and the same batch again when it was not committed', async () => {
    const log = new FakeLog();
    fill(log, 5);
    const { source, readAll } = sourceOver(log);
    const c = new Consumer(source);
    expect((await c.batch(2, false)).map((e) => e.type)).toEqual(['E1', 'E2']);
    expect((await c.batch(2)).map((e) => e.type)).toEqual(['E1', 'E2']);
    expect((await c.batch(2)).map((e) => e.type)).toEqual(['E3', 'E4']);
    expect((await c.batch(2)).map((e) => e.type)).toEqual(['E5']);
    expect(await c.batch(2)).toEqual([]);
    expect(c.applied).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
    // Live and caught up: an empty answer comes from the subscription, not from readAll.
    expect(readAll).not.toHaveBeenCalled();
    await source.close();
  });

  it('never double-applies across a restart that loses an uncommitted batch', async () => {
    const log = new FakeLog();
    fill(log, 7);
    const first = sourceOver(log).source;
    const before = new Consumer(first);
    await before.batch(3);
    await before.batch(3, false); // handed out, then the process died before the commit
    await first.close();

    const { source } = sourceOver(log, { inclusive: true });
    const after = new Consumer(source, before.checkpoint);
    await after.drain(3);
    expect([...before.applied, ...after.applied]).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7']);
    await source.close();
  });

  it('wakes the consumer when a live event arrives, and hands it out next', async () => {
    const log = new FakeLog();
    fill(log, 2);
    const { source } = sourceOver(log);
    const c = new Consumer(source);
    await c.drain();
    const wakes = c.wakes;
    log.add('order-9', 'Live');
    await expect.poll(() => c.wakes).toBeGreaterThan(wakes);
    expect((await c.batch(10)).map((e) => e.type)).toEqual(['Live']);
    await source.close();
  });

  it('reads with readAll while the subscription is down, and reconnects after the backoff from where it was', async () => {
    const log = new FakeLog();
    fill(log, 4);
    let now = 0;
    // The first subscription dies after 2 events; the next ones stay up.
    const { source, readAll } = sourceOver(log, { failAfter: (attempt) => (attempt === 1 ? 2 : undefined), now: () => now });
    const c = new Consumer(source);
    await c.drain(10);
    expect(c.applied).toEqual(['E1', 'E2', 'E3', 'E4']);
    expect(readAll).toHaveBeenCalled();
    expect(log.opened).toHaveLength(1);

    log.add('order-9', 'E5');
    expect((await c.batch(10)).map((e) => e.type)).toEqual(['E5']); // still inside the backoff: readAll again
    expect(log.opened).toHaveLength(1);
    now = 1000;
    readAll.mockClear();
    await c.batch(10);
    expect(log.opened).toHaveLength(2);
    // After the newest of what it delivered (E2) and what readAll committed meanwhile (E5).
    expect(log.opened[1]!.after).toEqual(log.positionOf(4));
    log.add('order-9', 'E6');
    await expect.poll(async () => (await c.batch(10)).length + c.applied.length).toBe(6);
    expect(c.applied).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6']);
    expect(readAll).not.toHaveBeenCalled();
    await source.close();
  });

  it('asks readAll whether it is done while the subscription is still catching up with nothing buffered', async () => {
    const log = new FakeLog();
    const { source, readAll } = sourceOver(log, { caughtUp: false });
    const c = new Consumer(source);
    expect(await c.batch(10)).toEqual([]);
    expect(readAll).toHaveBeenCalledTimes(1);
    await source.close();
  });

  it('stops pulling from the server while its buffer is full', async () => {
    const log = new FakeLog();
    fill(log, 20);
    const { source } = sourceOver(log, { maxBuffered: 3 });
    const c = new Consumer(source);
    await c.batch(2);
    await new Promise((r) => setTimeout(r, 50));
    expect(log.opened[0]!.pulled).toBeLessThanOrEqual(5);
    await c.drain(2);
    expect(c.applied).toHaveLength(20);
    await source.close();
  });

  it('starts again from an older checkpoint (a generation reset) instead of skipping', async () => {
    const log = new FakeLog();
    fill(log, 3);
    const { source } = sourceOver(log);
    const c = new Consumer(source);
    await c.drain();
    c.checkpoint = START;
    expect((await c.batch(10)).map((e) => e.type)).toEqual(['E1', 'E2', 'E3']);
    expect(log.opened.map((o) => o.after)).toEqual([START, START]);
    await source.close();
  });

  it('never steps over an event that does not decode: the batch fails through readAll instead', async () => {
    const log = new FakeLog();
    log.add('order-1', 'A');
    log.add('message-1', 'MessageSent', { content: 42 });
    log.add('order-1', 'B');
    let now = 0;
    const { source } = sourceOver(log, { now: () => now });
    const c = new Consumer(source);
    expect((await c.batch(10)).map((e) => e.type)).toEqual(['A']);
    now = 5000;
    await expect(c.batch(10)).rejects.toBeInstanceOf(EventSchemaError);
    expect(c.applied).toEqual(['A']);
    await source.close();
  });

  it('keeps one subscription per consumer and closes it on release', async () => {
    const log = new FakeLog();
    fill(log, 2);
    const { source } = sourceOver(log);
    const [a, b] = [new Consumer(source, START, 'users:g1'), new Consumer(source, START, 'users:g2')];
    await a.drain();
    await b.drain();
    expect(a.applied).toEqual(b.applied);
    expect(log.opened).toHaveLength(2);
    await source.release('users:g1');
    await a.batch(10);
    expect(log.opened).toHaveLength(3);
    await source.close();
  });
});
