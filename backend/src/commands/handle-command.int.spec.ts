import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { ConflictError } from '../errors.ts';
import { PostgresEventStore } from '../eventstore/postgres.ts';
import type { EventStore } from '@tradeguild/contracts';
import type { Decider, DomainEvent } from './decider.ts';
import { COMMAND_ID_REUSED_MESSAGE, handleCommand } from './handle-command.ts';
import { scopedCommandId } from './ids.ts';
import { newEvent } from '../../../tests/contract/event-store/support.ts';
import { delegatingStore } from '../../../tests/support/event-store.ts';

/** A counter whose event records the value it decided on, so a stale decision would show. */
type Counted = DomainEvent<'Counted', { value: number; by: string }>;
const counter: Decider<{ value: number }, { type: 'Count'; by: string }, Counted> = {
  initialState: () => ({ value: 0 }),
  evolve: (_s, e) => ({ value: e.data.value }),
  decide: (cmd, s) => [{ type: 'Counted', data: { value: s.value + 1, by: cmd.by } }],
};

let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
});
afterAll(() => db?.drop());

/** Another process's writer: appends the next count straight to the store, not through this process's queue. */
async function writeFromElsewhere(inner: EventStore, streamId: string) {
  const { events, version } = await inner.readStream(streamId);
  const value = events.reduce((s, e) => counter.evolve(s, e as unknown as Counted), counter.initialState()).value + 1;
  await inner.appendToStream(streamId, [newEvent('Counted', { value, by: 'other' })], { expectedVersion: version });
}

/** Before each of its first `interferences` appends, another writer appends to the same stream. */
function withConcurrentWriter(inner: EventStore, interferences: number) {
  const spy = { appendAttempts: 0 };
  const store = delegatingStore(inner, {
    appendToStream: async (streamId, events, options) => {
      if (++spy.appendAttempts <= interferences) {
        const { version } = await inner.readStream(streamId);
        await writeFromElsewhere(inner, streamId);
        expect((await inner.readStream(streamId)).version).toBe(version + 1);
      }
      return inner.appendToStream(streamId, events, options);
    },
  });
  return Object.assign(spy, { store });
}

const count = (streamId: string, extra: { commandId?: string } = {}) => ({
  streamId,
  decider: counter,
  command: { type: 'Count' as const, by: 'me' },
  actorId: 'me',
  ...extra,
});

const countEvents = async () => (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

describe('handleCommand', () => {
  it('retries a conflict and decides again on the new state', async () => {
    const streamId = `counter-${randomUUID()}`;
    await handleCommand(store, count(streamId));
    const racing = withConcurrentWriter(store, 1);

    const outcome = await handleCommand(racing.store, count(streamId));

    expect(racing.appendAttempts).toBe(2);
    // Decided on [me:1, other:2], not on the stale [me:1]: a stale decision would say 2.
    expect(outcome).toMatchObject({ events: [{ type: 'Counted', data: { value: 3, by: 'me' } }], duplicate: false });
    const { events } = await store.readStream(streamId);
    expect(events.map((e) => e.data)).toEqual([
      { value: 1, by: 'me' },
      { value: 2, by: 'other' },
      { value: 3, by: 'me' },
    ]);
    expect(outcome.position).toEqual(events[2]!.position);
    expect(events[2]!.metadata).toMatchObject({ actorId: 'me', schemaVersion: 1 });
  });

  it('gives up with ConflictError after maxAttempts, naming no stream or version, and writes none of its own events', async () => {
    const streamId = `counter-${randomUUID()}`;
    const racing = withConcurrentWriter(store, Infinity);

    const failure = handleCommand(racing.store, count(streamId), 3);
    await expect(failure).rejects.toBeInstanceOf(ConflictError);
    await expect(failure).rejects.toThrow(/^This was changed at the same time; reload and try again$/);

    expect(racing.appendAttempts).toBe(3);
    const { events } = await store.readStream(streamId);
    expect(events.map((e) => e.data)).toEqual([1, 2, 3].map((value) => ({ value, by: 'other' })));
  });

  it('scopes a command id to its actor: another actor with the same id is a new command', async () => {
    const streamId = `counter-${randomUUID()}`;
    const commandId = randomUUID();
    await handleCommand(store, count(streamId, { commandId }));
    const other = await handleCommand(store, { ...count(streamId, { commandId }), actorId: 'someone-else' });
    expect(other.duplicate).toBe(false);
    expect((await store.readStream(streamId)).events).toHaveLength(2);
  });

  it('refuses a command id reused for a different request, on the same stream or another', async () => {
    const streamId = `counter-${randomUUID()}`;
    const commandId = randomUUID();
    await handleCommand(store, count(streamId, { commandId }));
    const before = await countEvents();
    await expect(
      handleCommand(store, { ...count(streamId, { commandId }), command: { type: 'Count' as const, by: 'you' } }),
    ).rejects.toThrow(COMMAND_ID_REUSED_MESSAGE);
    await expect(handleCommand(store, count(`counter-${randomUUID()}`, { commandId }))).rejects.toThrow(COMMAND_ID_REUSED_MESSAGE);
    expect(await countEvents()).toBe(before);
  });

  it('returns the first outcome for a repeated commandId and appends nothing', async () => {
    const streamId = `counter-${randomUUID()}`;
    const commandId = randomUUID();
    const first = await handleCommand(store, count(streamId, { commandId }));
    expect(first.duplicate).toBe(false);
    const before = await countEvents();

    const again = await handleCommand(store, count(streamId, { commandId }));

    expect(again.duplicate).toBe(true);
    expect(again.position).toEqual(first.position);
    expect(again.events.map((e) => e.data)).toEqual([{ value: 1, by: 'me' }]);
    expect(await countEvents()).toBe(before);
    const { events } = await store.readStream(streamId);
    expect(events.map((e) => e.metadata.commandId)).toEqual([scopedCommandId('me', 'Count', commandId)]);
  });

  it('lets only one of two simultaneous deliveries of a command append', async () => {
    const streamId = `counter-${randomUUID()}`;
    const commandId = randomUUID();
    const [a, b] = await Promise.all([
      handleCommand(store, count(streamId, { commandId })),
      handleCommand(store, count(streamId, { commandId })),
    ]);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(a.position).toEqual(b.position);
    expect((await store.readStream(streamId)).version).toBe(1);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const quiet: typeof counter = { ...counter, decide: () => [] };
    const streamId = `counter-${randomUUID()}`;
    expect(await handleCommand(store, { ...count(streamId), decider: quiet })).toEqual({ events: [], position: null, duplicate: false });
    expect((await store.readStream(streamId)).version).toBe(0);
  });

  describe('a creation (creates: true)', () => {
    /** The store, counting readStream calls. */
    const counting = () => {
      const spy = { reads: 0 };
      const wrapped: EventStore = Object.assign(Object.create(store) as EventStore, {
        readStream: (streamId: string, options?: { untilTime?: Date }) => {
          spy.reads++;
          return store.readStream(streamId, options);
        },
      });
      return Object.assign(spy, { store: wrapped });
    };

    it('appends to a new stream without reading it first', async () => {
      const spy = counting();
      const streamId = `counter-${randomUUID()}`;
      const outcome = await handleCommand(spy.store, { ...count(streamId), creates: true });
      expect(outcome.duplicate).toBe(false);
      expect(spy.reads).toBe(0);
      expect((await store.readStream(streamId)).events.map((e) => e.data)).toEqual([{ value: 1, by: 'me' }]);
    });

    it('returns the first outcome when the same creation comes again', async () => {
      const streamId = `counter-${randomUUID()}`;
      const commandId = randomUUID();
      const first = await handleCommand(store, { ...count(streamId, { commandId }), creates: true });
      const before = await countEvents();
      const again = await handleCommand(store, { ...count(streamId, { commandId }), creates: true });
      expect(again).toMatchObject({ duplicate: true, position: first.position });
      expect(await countEvents()).toBe(before);
    });

    it('decides on what is there when the stream turns out to exist', async () => {
      const spy = counting();
      const streamId = `counter-${randomUUID()}`;
      await handleCommand(store, count(streamId));
      const outcome = await handleCommand(spy.store, { ...count(streamId), creates: true });
      // Not a blind second "first" event: the append expecting version 0 was refused, then it read.
      expect(outcome.events.map((e) => e.data)).toEqual([{ value: 2, by: 'me' }]);
      expect(spy.reads).toBe(1);
      expect((await store.readStream(streamId)).version).toBe(2);
    });
  });
});
