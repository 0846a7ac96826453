import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useStoreDatabase } from '../../../tests/support/event-store.ts';
import { newEvent } from '../../../tests/contract/event-store/support.ts';
import { requestHash } from './command-hash.ts';
import type { Decider, DomainEvent } from './decider.ts';
import { COMMAND_ID_REUSED_MESSAGE, handleCommand } from './handle-command.ts';
import { scopedCommandId } from './ids.ts';
import { ConflictError } from '../errors.ts';
import { KEY_COMMAND_HASHES, keyCommandHashes } from './key-command-hashes.ts';
import { REWRITE_STREAM } from '../eventstore/encryption/recorded-rewrite.ts';

type Noted = DomainEvent<'Noted', { text: string }>;
type Note = { type: 'Note'; text: string };
const notes: Decider<null, Note, Noted> = {
  initialState: () => null,
  evolve: (s) => s,
  decide: (cmd) => [{ type: 'Noted', data: { text: cmd.text } }],
};

const t = useStoreDatabase();

const storedHashes = async (streamId: string) =>
  (
    await t.db.pool.query<{ h: string | null }>(
      "SELECT metadata->>'commandHash' AS h FROM events WHERE stream_id = $1 ORDER BY stream_version",
      [streamId],
    )
  ).rows.map((r) => r.h);

describe('keying the command hashes stored in plain text (decision 0069)', () => {
  it('replaces each plain SHA-256 with its keyed form once, re-chained and recorded; a retry still matches it', async () => {
    const streamId = `notes-${randomUUID()}`;
    const command: Note = { type: 'Note', text: `Call me on 07700 ${randomUUID().slice(0, 6)}` };
    const commandId = randomUUID();
    const scoped = scopedCommandId('me', 'Note', commandId);
    const plain = requestHash(streamId, command).legacy();
    // As an event appended before 0068 was stored: a plain SHA-256 of the request; then one keyed already.
    await t.store.appendToStream(streamId, [newEvent('Noted', { text: command.text }, { commandId: scoped, commandHash: plain })], {
      expectedVersion: 0,
      commandId: scoped,
    });
    await handleCommand(t.store, {
      streamId,
      decider: notes,
      command: { type: 'Note', text: 'later' },
      actorId: 'me',
      commandId: randomUUID(),
    });
    const before = await storedHashes(streamId);
    expect(before[0]).toBe(plain);
    expect(before[1]).toMatch(/^k1:/);

    // The run recorded when the test database was created found nothing; forget it, as on a database from before 0069.
    await t.db.pool.query('DELETE FROM stored_payload_rewrites WHERE name = $1', [KEY_COMMAND_HASHES]);
    expect(await keyCommandHashes(t.db.pool)).toMatchObject({ ran: true, eventsRewritten: 1, streamsRechained: 1 });
    const after = await storedHashes(streamId);
    expect(after[0]).toMatch(/^k0:[A-Za-z0-9_-]{43}$/);
    expect(after[1]).toBe(before[1]);
    const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE metadata::text LIKE $1', [
      `%${plain}%`,
    ]);
    expect(rows[0]!.n).toBe(0);
    expect((await t.store.verifyChains()).ok).toBe(true);
    const record = (await t.store.readStream(REWRITE_STREAM)).events.at(-1)!;
    expect(record.data).toMatchObject({ decision: '0069', eventsRewritten: 1 });
    expect((await keyCommandHashes(t.db.pool)).ran).toBe(false);

    // The same request sent again with its id is still answered with its first outcome; another one is refused.
    const again = await handleCommand(t.store, { streamId, decider: notes, command, actorId: 'me', commandId });
    expect(again).toMatchObject({ duplicate: true, events: [{ type: 'Noted', data: { text: command.text } }] });
    await expect(
      handleCommand(t.store, { streamId, decider: notes, command: { type: 'Note', text: 'other' }, actorId: 'me', commandId }),
    ).rejects.toThrow(new ConflictError(COMMAND_ID_REUSED_MESSAGE));
    expect((await t.store.readStream(streamId)).events).toHaveLength(2);
  });
});
