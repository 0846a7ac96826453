/**
 * An edit of someone's text is sealed with the author's key, whoever makes it
 * (docs/decisions/0068-erasure-gaps-closed.md): the edit events name the author (forum post and
 * reply, a client's project, a tradesman's profile and portfolio), so erasing the author removes the
 * edited text and erasing an admin who made the edit does not. Versions that named nobody are sealed
 * with the appender's key, as before (only the author could edit).
 */
import { randomUUID } from 'node:crypto';
import { PERSONAL_PLACEHOLDERS } from '@tradeguild/contracts';
import { describe, expect, it } from 'vitest';
import { newEvent } from '../../../../tests/contract/event-store/support.ts';
import { useStoreDatabase } from '../../../../tests/support/event-store.ts';
import { details, project } from '../../../../tests/fixtures/tradesmen-decide.ts';
import { destroyKey } from './data-keys.ts';

const AT = '2026-11-28T03:00:00.000Z';
const REMOVED = PERSONAL_PLACEHOLDERS.text;

/** Each edit event (current version) naming `author`, and where its edited text is. */
const edits = (author: string, text: string) => [
  {
    type: 'ForumPostEdited',
    version: 2,
    data: { postId: randomUUID(), authorId: author, title: text, content: text, category: 'general', tags: [], editedAt: AT },
    read: (d: Record<string, unknown>) => d.content,
  },
  {
    type: 'ForumReplyEdited',
    version: 2,
    data: { replyId: randomUUID(), postId: randomUUID(), authorId: author, content: text, editedAt: AT },
    read: (d: Record<string, unknown>) => d.content,
  },
  {
    type: 'ProjectDetailsEdited',
    version: 2,
    data: { projectId: randomUUID(), clientId: author, changes: { description: text }, editedAt: AT },
    read: (d: Record<string, unknown>) => (d.changes as { description: string }).description,
  },
  {
    type: 'TradesmanProfileUpdated',
    version: 3,
    data: { ...details, description: text, tradesmanId: randomUUID(), userId: author, updatedAt: AT },
    read: (d: Record<string, unknown>) => d.description,
  },
  {
    type: 'PortfolioProjectAdded',
    version: 2,
    data: { ...project, description: text, tradesmanId: randomUUID(), projectId: randomUUID(), userId: author, addedAt: AT },
    read: (d: Record<string, unknown>) => d.description,
  },
  {
    type: 'PortfolioProjectUpdated',
    version: 2,
    data: { ...project, description: text, tradesmanId: randomUUID(), projectId: randomUUID(), userId: author, updatedAt: AT },
    read: (d: Record<string, unknown>) => d.description,
  },
];

const t = useStoreDatabase();

type Written = { streamId: string; read: (d: Record<string, unknown>) => unknown };
/** What each stream's one event's text reads as now. */
const texts = async (streams: Written[]) => {
  const out = [];
  for (const s of streams) out.push(s.read((await t.store.readStream(s.streamId)).events[0]!.data as Record<string, unknown>));
  return out;
};

describe('an edit by someone other than the author', () => {
  it("is sealed with the author's key: erasing the admin who edited leaves it, erasing the author removes it", async () => {
    const author = `user-${randomUUID()}`;
    const admin = `admin-${randomUUID()}`;
    const text = `Edited words ${randomUUID()}`;
    const streams: Written[] = [];
    for (const e of edits(author, text)) {
      const streamId = `authorKey-${randomUUID()}`;
      await t.store.appendToStream(streamId, [newEvent(e.type, e.data, { actorId: admin, schemaVersion: e.version })], {
        expectedVersion: 0,
      });
      streams.push({ streamId, read: e.read });
    }
    expect(await texts(streams)).toEqual(streams.map(() => text));
    await destroyKey(t.db.pool, admin);
    await expect.poll(() => texts(streams), { timeout: 60_000 }).toEqual(streams.map(() => text));
    await destroyKey(t.db.pool, author);
    await expect.poll(() => texts(streams), { timeout: 60_000 }).toEqual(streams.map(() => REMOVED));
  }, 120_000);

  it('of an older version naming nobody is sealed with the key of whoever appended it', async () => {
    const author = `user-${randomUUID()}`;
    const streamId = `authorKey-${randomUUID()}`;
    const v1 = { postId: randomUUID(), title: 'Old title', content: 'Old edit', category: 'general', tags: [], editedAt: AT };
    await t.store.appendToStream(streamId, [newEvent('ForumPostEdited', v1, { actorId: author, schemaVersion: 1 })], {
      expectedVersion: 0,
    });
    const read = async () => (await t.store.readStream(streamId)).events[0]!.data as { content: string; authorId: string | null };
    expect(await read()).toMatchObject({ content: 'Old edit', authorId: null });
    await destroyKey(t.db.pool, author);
    await expect.poll(async () => (await read()).content, { timeout: 60_000 }).toBe(REMOVED);
  });
});
