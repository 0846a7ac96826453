import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '@tradeguild/contracts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.ts';
import { newEvent } from '../../../../tests/contract/event-store/support.ts';
import { storedText } from '../../../../tests/support/encryption/stored-text.ts';
import { PostgresEventStore } from '../postgres.ts';
import { destroyKey } from './data-keys.ts';
import { REWRITE_STREAM } from './recorded-rewrite.ts';
import { SEAL_DISMISSED_EXCERPTS, sealDismissedExcerpts } from './seal-dismissed-excerpts.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('sealing the excerpts ReportsDismissed v1 stored in plain text (decision 0068)', () => {
  it('seals each under the key of the author its stream names, once, re-chained and recorded; v2 is sealed as it is written', async () => {
    const store = new PostgresEventStore(db.pool);
    // As v1 was written: no author named, so nothing to seal the excerpt with.
    const plainStore = new PostgresEventStore(db.pool, { decode: (t, v, d) => domainEvents.decode(t, v, d) });
    const [bob, subjectId, stream] = [`user-${randomUUID()}`, randomUUID(), `moderation-forumReply-${randomUUID()}`];
    const words = `Buy my cheap boilers ${randomUUID().slice(0, 8)}`;
    const subject = { subjectType: 'forumReply' as const, subjectId, parentId: randomUUID(), excerpt: words };
    const filed = {
      ...subject,
      reportId: randomUUID(),
      reporterId: 'carol',
      subjectAuthorId: bob,
      reason: 'spam',
      details: null,
      filedAt: 'then',
    };
    await store.appendToStream(stream, [newEvent('ReportFiled', filed)], { expectedVersion: 0 });
    const v1 = { ...subject, by: 'admin', reporterIds: ['carol'], dismissedAt: 'now' };
    await plainStore.appendToStream(stream, [newEvent('ReportsDismissed', v1, { schemaVersion: 1 })], { expectedVersion: 1 });
    expect(await storedText(db.pool, stream)).toContain(words);

    // The run recorded when the test database was created found nothing; forget it, as on a database from before 0068.
    await db.pool.query('DELETE FROM stored_payload_rewrites WHERE name = $1', [SEAL_DISMISSED_EXCERPTS]);
    expect(await sealDismissedExcerpts(db.pool)).toMatchObject({ ran: true, eventsRewritten: 1, streamsRechained: 1 });
    expect(await storedText(db.pool, stream)).not.toContain(words);
    const read = async () => (await store.readStream(stream)).events.map((e) => e.data);
    expect(await read()).toMatchObject([{ excerpt: words }, { excerpt: words, subjectAuthorId: bob }]);
    expect((await store.verifyChains()).ok).toBe(true);
    const record = (await store.readStream(REWRITE_STREAM)).events.at(-1)!;
    expect(record.data).toMatchObject({ decision: '0068', eventsRewritten: 1 });
    expect((await sealDismissedExcerpts(db.pool)).ran).toBe(false);

    // v2 names the author: its excerpt is sealed on the way in.
    const v2 = { ...v1, subjectAuthorId: bob, dismissedAt: 'later' };
    await store.appendToStream(stream, [newEvent('ReportsDismissed', v2, { schemaVersion: 2 })], { expectedVersion: 2 });
    expect(await storedText(db.pool, stream)).not.toContain(words);

    // Erasing the author leaves no excerpt readable anywhere in the stream.
    await destroyKey(db.pool, bob);
    expect((await read()).map((d) => (d as { excerpt: string }).excerpt)).toEqual(['[removed]', '[removed]', '[removed]']);
    expect((await store.verifyChains()).ok).toBe(true);
  });
});
