import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '@tradeguild/contracts';
import { delegatingStore, useStoreDatabase } from '../../../tests/support/event-store.ts';
import { ConflictError } from '../errors.ts';
import type { Decider, DomainEvent } from './decider.ts';
import { COMMAND_ID_REUSED_MESSAGE, handleCommand } from './handle-command.ts';

/** A note decided on the command alone (as a sent message is): its event says what state it saw. */
type Noted = DomainEvent<'Noted', { text: string; seen: number }>;
const notes: Decider<{ seen: number }, { type: 'Note'; text: string }, Noted> = {
  initialState: () => ({ seen: 0 }),
  evolve: (s) => ({ seen: s.seen + 1 }),
  decide: (cmd, s) => [{ type: 'Noted', data: { text: cmd.text, seen: s.seen } }],
  decidesWithoutStream: () => true,
};

const t = useStoreDatabase();

/** The store, counting the streams read through it. */
function counting(): { store: EventStore; reads: string[] } {
  const reads: string[] = [];
  const store = delegatingStore(t.store, {
    readStream: (streamId, options) => {
      reads.push(streamId);
      return t.store.readStream(streamId, options);
    },
  });
  return { store, reads };
}

const note = (streamId: string, text: string, commandId: string) => ({
  streamId,
  decider: notes,
  command: { type: 'Note' as const, text },
  actorId: 'me',
  commandId,
});

describe('handleCommand, a command decided without its stream', () => {
  it('appends without reading the stream, however long it is', async () => {
    const streamId = `notes-${randomUUID()}`;
    const { store, reads } = counting();
    for (let i = 0; i < 5; i++) await handleCommand(store, note(streamId, `note ${i}`, randomUUID()));

    expect(reads).toEqual([]);
    const { events } = await t.store.readStream(streamId);
    // Each decided on the initial state: the stream was never folded.
    expect(events.map((e) => e.data)).toEqual([0, 1, 2, 3, 4].map((i) => ({ text: `note ${i}`, seen: 0 })));
  });

  it('answers a command id sent again with its first outcome, appended once, and refuses it for another request', async () => {
    const streamId = `notes-${randomUUID()}`;
    const { store, reads } = counting();
    const commandId = randomUUID();
    const first = await handleCommand(store, note(streamId, 'once', commandId));
    const again = await handleCommand(store, note(streamId, 'once', commandId));

    expect(first.duplicate).toBe(false);
    expect(again).toMatchObject({ duplicate: true, events: [{ type: 'Noted', data: { text: 'once', seen: 0 } }] });
    expect(again.position).toEqual(first.position);
    // Only the repeat read the stream, to find the first outcome.
    expect(reads).toEqual([streamId]);
    expect((await t.store.readStream(streamId)).events).toHaveLength(1);

    await expect(handleCommand(store, note(streamId, 'something else', commandId))).rejects.toThrow(
      new ConflictError(COMMAND_ID_REUSED_MESSAGE),
    );
    expect((await t.store.readStream(streamId)).events).toHaveLength(1);
  });
});
