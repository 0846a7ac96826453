import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newEvent } from '../../../tests/contract/event-store/support.ts';
import { useStoreDatabase } from '../../../tests/support/event-store.ts';
import { KEYED_HASH_PREFIX } from './command-hash.ts';
import type { Decider, DomainEvent } from './decider.ts';
import { COMMAND_ID_REUSED_MESSAGE, handleCommand } from './handle-command.ts';
import { scopedCommandId } from './ids.ts';

/**
 * The request hash stored in every event's metadata is keyed (docs/decisions/0068-erasure-gaps-closed.md):
 * not the SHA-256 anyone could compute from a guessed message; an event stored with the old plain
 * hash still tells a retry from another request.
 */
type Said = DomainEvent<'Said', { words: string }>;
const sayer: Decider<object, { type: 'Say'; words: string }, Said> = {
  initialState: () => ({}),
  evolve: (s) => s,
  decide: (cmd) => [{ type: 'Said', data: { words: cmd.words } }],
};
const say = (streamId: string, words: string, commandId: string) => ({
  streamId,
  decider: sayer,
  command: { type: 'Say' as const, words },
  actorId: 'me',
  commandId,
});
/** The plain hash events carried before: SHA-256 of the canonical {command, target}. */
const plainHash = (streamId: string, words: string) =>
  createHash('sha256')
    .update(JSON.stringify({ command: { type: 'Say', words }, target: streamId }))
    .digest('base64url');

const t = useStoreDatabase();

describe('the command hash in metadata', () => {
  it('is keyed: not the SHA-256 of the request, and the same for the same request', async () => {
    const streamId = `say-${randomUUID()}`;
    const commandId = randomUUID();
    await handleCommand(t.store, say(streamId, 'My phone is 07700 900123', commandId));
    const [event] = (await t.store.readStream(streamId)).events;
    const stored = event!.metadata.commandHash!;
    expect(stored.startsWith(KEYED_HASH_PREFIX)).toBe(true);
    expect(stored).not.toContain(plainHash(streamId, 'My phone is 07700 900123'));
    const again = await handleCommand(t.store, say(streamId, 'My phone is 07700 900123', commandId));
    expect(again.duplicate).toBe(true);
    await expect(handleCommand(t.store, say(streamId, 'Something else', commandId))).rejects.toThrow(COMMAND_ID_REUSED_MESSAGE);
    expect((await t.store.readStream(streamId)).events).toHaveLength(1);
  });

  it('of an event stored before (plain SHA-256) still answers a retry and refuses another request', async () => {
    const streamId = `say-${randomUUID()}`;
    const commandId = randomUUID();
    const scoped = scopedCommandId('me', 'Say', commandId);
    const old = newEvent('Said', { words: 'Old words' }, { commandId: scoped, commandHash: plainHash(streamId, 'Old words') });
    await t.store.appendToStream(streamId, [old], { expectedVersion: 0, commandId: scoped });
    const retry = await handleCommand(t.store, say(streamId, 'Old words', commandId));
    expect(retry.duplicate).toBe(true);
    await expect(handleCommand(t.store, say(streamId, 'New words', commandId))).rejects.toThrow(COMMAND_ID_REUSED_MESSAGE);
    expect((await t.store.readStream(streamId)).events).toHaveLength(1);
  });
});
