/**
 * The daily digest across a simulated day, against a real SMTP server. (A worker killed between the
 * SMTP server's acceptance and the record: tests/faults/mail-worker-kill.int.spec.ts.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPostStreamId, forumReplyStreamId, mailPreferencesStreamId, tradesmanStreamId } from '@tradeguild/contracts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import {
  append,
  ev,
  iso,
  mailsTo,
  ofKind,
  oneMail,
  person,
  register,
  startMailWorld,
  stopMailWorld,
  tradesman,
  server,
} from '../../../tests/support/mail-world.ts';

const plumber = person('plumber');
let plumberId: string;

beforeAll(async () => {
  await startMailWorld();
  await register(plumber, 'Pat', 'tradesman');
  plumberId = await tradesman(plumber, 'Pat Pipes', 'LS6', 'LS6 2AB', 10);
}, 180_000);
afterAll(stopMailWorld);

describe('the daily digest', { timeout: 180_000 }, () => {
  it('groups a simulated day into one digest at 07:00 London, once, and skips an empty day', async () => {
    const reader = person('digest');
    await register(reader, 'Di', 'client');
    await append(
      mailPreferencesStreamId(reader.id),
      ev('NotificationPreferencesChanged', {
        userId: reader.id,
        changes: [
          { kind: 'forum_reply', mode: 'daily' },
          { kind: 'review_reply', mode: 'daily' },
        ],
        via: 'settings',
        changedAt: iso(),
      }),
    );
    const postId = randomUUID();
    await append(
      forumPostStreamId(postId),
      ev('ForumPostCreated', {
        postId,
        authorId: reader.id,
        title: 'Loft boarding',
        content: 'x',
        category: 'general',
        tags: [],
        createdAt: iso(),
      }),
    );
    const reply = (content: string, createdAt: string) => {
      const replyId = randomUUID();
      return append(forumReplyStreamId(replyId), ev('ForumReplyPosted', { replyId, postId, authorId: plumber.id, content, createdAt }));
    };
    const reviewId = randomUUID();
    // Monday 2 March 2026 (GMT), then Tuesday before and after 07:00.
    await reply('Monday morning', '2026-03-02T09:00:00.000Z');
    await append(
      tradesmanStreamId(plumberId),
      ev('ReviewSubmitted', {
        tradesmanId: plumberId,
        reviewId,
        clientId: reader.id,
        portfolioProjectId: null,
        projectId: null,
        isVerified: false,
        rating: 4,
        comment: null,
        invitationId: null,
        submittedAt: '2026-03-02T12:00:00.000Z',
      }),
      ev('ReviewReplied', { tradesmanId: plumberId, reviewId, text: 'Cheers', repliedAt: '2026-03-02T18:00:00.000Z' }),
    );
    await reply('Tuesday early', '2026-03-03T06:30:00.000Z');
    await reply('Tuesday later', '2026-03-03T08:00:00.000Z');
    await expect
      .poll(
        async () =>
          (
            await server.deps.pool.query(
              `SELECT 1 FROM mail_outbox WHERE recipient_id = $1 AND delivery = 'daily' AND status = 'pending'`,
              [reader.id],
            )
          ).rowCount,
        { timeout: 60_000 },
      )
      .toBe(4);
    // Nothing went out at once.
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(reader)).toHaveLength(0);

    const mail = server.mail!;
    expect(await mail.runDigest(new Date('2026-03-03T07:00:00.000Z'))).toHaveLength(1);
    const digest = await oneMail(reader, 'digest');
    expect(digest.subject).toBe('Your TradeGuild digest for 3 March');
    expect(digest.text).toContain('3 updates');
    expect(digest.text).toContain('Replies to my forum posts');
    expect(digest.text).toContain('Replies to my reviews');
    for (const seen of ['Monday morning', 'Tuesday early', 'Cheers']) expect(digest.text).toContain(seen);
    expect(digest.text).not.toContain('Tuesday later');
    expect(digest.html).toContain(`/community/posts/${postId}`);
    // The digest's link turns off both kinds it carried.
    const token = /token=([\w.-]+)/.exec(digest.listUnsubscribe ?? '')![1]!;
    const status = (await (await new HttpClient(server.url).get(`/api/mail/unsubscribe?token=${token}`)).json()) as {
      kinds: { kind: string }[];
    };
    expect(status.kinds.map((k) => k.kind)).toEqual(['forum_reply', 'review_reply']);

    // Run again at the same moment (a second instance, a retried job): nothing new.
    expect(await mail.runDigest(new Date('2026-03-03T07:00:00.000Z'))).toEqual([]);
    expect(await mail.runDigest(new Date('2026-03-04T07:00:00.000Z'))).toHaveLength(1);
    await expect.poll(() => ofKind(reader, 'digest').length, { timeout: 60_000 }).toBe(2);
    expect(ofKind(reader, 'digest')[0]!.text).toContain('Tuesday later');
    expect(ofKind(reader, 'digest')[0]!.text).toContain('one update');
    // An empty day: no digest at all.
    expect(await mail.runDigest(new Date('2026-03-05T07:00:00.000Z'))).toEqual([]);
  });
});
