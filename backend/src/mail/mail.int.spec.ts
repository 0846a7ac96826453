/**
 * E-mail end to end against a real SMTP server (smtp-server on a free port, started here): events in
 * the store, the mail projection's outbox, the BullMQ worker, SMTP. Every kind, the unsubscribe link
 * without a session, permanent failures, and that a rebuild sends nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientProjectStreamId,
  conversationStreamId,
  domainEvents,
  forumPostStreamId,
  forumReplyStreamId,
  mailPreferencesStreamId,
  tradesmanStreamId,
  userStreamId,
  type CaughtMail,
  type MailKind,
} from '@tradeguild/contracts';
import { findProjection, requestRebuild } from '@tradeguild/projections';
import { newEvent } from '../../../tests/contract/event-store/support.ts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { startMailCatcher, type MailCatcher } from './catcher.ts';

let catcher: MailCatcher;
let server: TestServer;

const ev = (type: string, data: unknown) => newEvent(type, data, { schemaVersion: domainEvents.currentVersion(type) });
async function append(streamId: string, ...events: ReturnType<typeof ev>[]) {
  await server.deps.store.appendToStream(streamId, events, { expectedVersion: 'any' });
  await server.deps.waker.wakeAll();
}
const iso = (msAgo = 0) => new Date(Date.now() - msAgo).toISOString();

const blankProfile = {
  description: null,
  location: 'Leeds',
  phone: null,
  website: null,
  yearsExperience: null,
  hourlyRate: null,
  specializations: [],
  certifications: [],
  equipment: [],
  availability: 'available',
  responseTime: null,
};

interface Person {
  id: string;
  email: string;
}
const person = (name: string): Person => ({ id: `mail-${name}-${randomUUID().slice(0, 8)}`, email: `${name}.${randomUUID().slice(0, 6)}@example.com` });

async function register(p: Person, firstName: string, userType: 'client' | 'tradesman') {
  await append(
    userStreamId(p.id),
    ev('UserRegistered', { userId: p.id, email: p.email, firstName, lastName: null, profileImageUrl: null, userType }),
  );
}

async function tradesman(p: Person, businessName: string, outcode: string, postcode: string, radius: number): Promise<string> {
  const tradesmanId = randomUUID();
  await append(
    tradesmanStreamId(tradesmanId),
    ev('TradesmanProfileCreated', {
      ...blankProfile,
      businessName,
      postcode,
      outcode,
      tradeCategories: ['plumber'],
      serviceRadiusMiles: radius,
      tradesmanId,
      userId: p.id,
      createdAt: iso(),
    }),
  );
  return tradesmanId;
}

const mailsTo = (p: Person) => catcher.mails().filter((m) => m.to.includes(p.email));
const ofKind = (p: Person, kind: string) =>
  mailsTo(p).filter((m) => catcher.headers(m.id)?.get('x-tradeguild-kind') === kind);

async function oneMail(p: Person, kind: MailKind | 'digest'): Promise<CaughtMail> {
  await expect.poll(() => ofKind(p, kind).length, { timeout: 60_000, interval: 200 }).toBeGreaterThan(0);
  return ofKind(p, kind)[0]!;
}

const client = person('client');
const plumber = person('plumber');
const farPlumber = person('far');
const other = person('other');
let plumberId: string;
let otherId: string;
const projectId = randomUUID();

beforeAll(async () => {
  catcher = await startMailCatcher();
  server = await startTestServer({ SMTP_URL: catcher.url, MAIL_FROM: 'TradeGuild <hello@tradeguild.test>' });
  await register(client, 'Nora', 'client');
  await register(plumber, 'Pat', 'tradesman');
  await register(farPlumber, 'Fay', 'tradesman');
  await register(other, 'Olly', 'tradesman');
  plumberId = await tradesman(plumber, 'Pat Pipes', 'LS6', 'LS6 2AB', 10);
  await tradesman(farPlumber, 'Fay Flow', 'SW1A', 'SW1A 1AA', 10);
  otherId = await tradesman(other, 'Olly Outflow', 'LS7', 'LS7 1AA', 20);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await catcher?.close();
});

describe('mail from events, over SMTP', { timeout: 180_000 }, () => {
  it('sends job alerts to tradesmen of the trade within their radius, not to one too far away', async () => {
    await append(
      clientProjectStreamId(projectId),
      ev('ProjectPosted', {
        projectId,
        clientId: client.id,
        title: 'Leaking radiator',
        description: 'Front room',
        category: null,
        projectType: null,
        location: 'Headingley, LS6 3AA',
        budget: null,
        timeline: null,
        requiredTrades: ['Plumber'],
        isMultiTrade: false,
        postedAt: iso(),
      }),
    );
    const alert = await oneMail(plumber, 'job_alert');
    expect(alert.subject).toContain('Leaking radiator');
    expect(alert.text).toContain(`/jobs/${projectId}`);
    expect(alert.html).toContain(`/jobs/${projectId}`);
    expect(alert.from).toBe('hello@tradeguild.test');
    expect(alert.messageId).toMatch(/^<[0-9a-f]{40}@localhost>$/);
    expect(alert.listUnsubscribe).toContain('/api/mail/unsubscribe?token=');
    expect(String(catcher.headers(alert.id)?.get('list-unsubscribe-post'))).toBe('List-Unsubscribe=One-Click');
    await oneMail(other, 'job_alert');
    // The alerts above went out; the far one had none to wait for.
    expect(ofKind(farPlumber, 'job_alert')).toHaveLength(0);
  });

  it('sends each project step to the one it concerns, with a link to its page', async () => {
    const stream = clientProjectStreamId(projectId);
    const applicationId = randomUUID();
    const otherApplication = randomUUID();
    await append(stream, ev('QuoteRequested', { projectId, tradesmanId: plumberId, tradesmanUserId: plumber.id, requestedAt: iso() }));
    const quote = { message: 'Tuesday', proposedCost: '180.00', estimatedDuration: '1 day', trades: ['Plumber'] };
    await append(
      stream,
      ev('ApplicationSubmitted', { projectId, applicationId, tradesmanId: plumberId, tradesmanUserId: plumber.id, ...quote, submittedAt: iso() }),
      ev('ApplicationSubmitted', {
        projectId,
        applicationId: otherApplication,
        tradesmanId: otherId,
        tradesmanUserId: other.id,
        ...quote,
        submittedAt: iso(),
      }),
    );
    await append(stream, ev('ApplicationShortlisted', { projectId, applicationId, at: iso() }));
    await append(stream, ev('ApplicationWithdrawn', { projectId, applicationId: otherApplication, at: iso() }));
    await append(stream, ev('ApplicationAccepted', { projectId, applicationId, at: iso(), trades: ['Plumber'] }));
    await append(stream, ev('ProjectStatusChanged', { projectId, from: 'open', to: 'in_progress', changedAt: iso() }));
    await append(stream, ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: client.id, content: 'Key under the mat', sentAt: iso() }));
    await append(stream, ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: plumber.id, content: 'On my way', sentAt: iso() }));
    await append(stream, ev('TradePartDone', { projectId, tradesmanUserId: plumber.id, trades: ['Plumber'], doneAt: iso() }));
    await append(stream, ev('ProjectStatusChanged', { projectId, from: 'in_progress', to: 'completed', changedAt: iso() }));

    expect((await oneMail(plumber, 'quote_requested')).text).toContain(`/jobs/${projectId}`);
    const received = await oneMail(client, 'quote_received');
    expect(received.text).toContain('Pat Pipes quoted £180.00');
    expect(received.text).toContain(`/my-projects/${projectId}`);
    expect((await oneMail(plumber, 'quote_shortlisted')).subject).toBe('Your quote was shortlisted');
    expect((await oneMail(client, 'quote_withdrawn')).text).toContain('Olly Outflow withdrew their quote');
    expect((await oneMail(plumber, 'quote_accepted')).subject).toBe('You have been hired');
    await oneMail(plumber, 'project_started');
    expect((await oneMail(plumber, 'room_message')).text).toContain('Key under the mat');
    expect((await oneMail(client, 'room_message')).text).toContain(`/my-projects/${projectId}/room`);
    await oneMail(client, 'part_done');
    await oneMail(plumber, 'project_completed');
    // Each once: one mail per (event, recipient, kind).
    expect(ofKind(plumber, 'quote_requested')).toHaveLength(1);
    expect(ofKind(client, 'quote_received')).toHaveLength(2);
  });

  it('tells a tradesman who was not selected', async () => {
    const pid = randomUUID();
    const appId = randomUUID();
    const stream = clientProjectStreamId(pid);
    await append(
      stream,
      ev('ProjectPosted', {
        projectId: pid,
        clientId: client.id,
        title: 'New boiler',
        description: 'x',
        category: null,
        projectType: null,
        location: null,
        budget: null,
        timeline: null,
        requiredTrades: ['Plumber'],
        isMultiTrade: false,
        postedAt: iso(),
      }),
      ev('ApplicationSubmitted', {
        projectId: pid,
        applicationId: appId,
        tradesmanId: otherId,
        tradesmanUserId: other.id,
        message: 'x',
        proposedCost: '900.00',
        estimatedDuration: '2 days',
        trades: ['Plumber'],
        submittedAt: iso(),
      }),
    );
    await append(stream, ev('ApplicationRejected', { projectId: pid, applicationId: appId, at: iso(), message: null, reason: 'trade_hired' }));
    const mail = await oneMail(other, 'quote_rejected');
    expect(mail.subject).toBe('Your quote was not selected');
    expect(mail.text).toContain(`/jobs/${pid}`);
  });

  it('mails reviews and their replies, and forum replies to the post author', async () => {
    const reviewId = randomUUID();
    await append(
      tradesmanStreamId(plumberId),
      ev('ReviewSubmitted', {
        tradesmanId: plumberId,
        reviewId,
        clientId: client.id,
        portfolioProjectId: null,
        projectId,
        isVerified: true,
        rating: 5,
        comment: 'Tidy and quick',
        invitationId: null,
        submittedAt: iso(),
      }),
    );
    await append(tradesmanStreamId(plumberId), ev('ReviewReplied', { tradesmanId: plumberId, reviewId, text: 'Thank you, Nora', repliedAt: iso() }));
    const review = await oneMail(plumber, 'review_received');
    expect(review.text).toContain('5-star review');
    expect(review.text).toContain(`/tradesmen/${plumberId}`);
    expect((await oneMail(client, 'review_reply')).text).toContain('Pat Pipes replied to your review');

    const postId = randomUUID();
    await append(
      forumPostStreamId(postId),
      ev('ForumPostCreated', { postId, authorId: client.id, title: 'Damp in the cellar', content: 'Help', category: 'general', tags: [], createdAt: iso() }),
    );
    const replyId = randomUUID();
    await append(forumReplyStreamId(replyId), ev('ForumReplyPosted', { replyId, postId, authorId: plumber.id, content: 'Check the gutters', createdAt: iso() }));
    const reply = await oneMail(client, 'forum_reply');
    expect(reply.text).toContain('Pat Pipes replied to your post');
    expect(reply.text).toContain(`/community/posts/${postId}`);
  });

  it('mails a direct message left unread for 10 minutes, once per conversation an hour, and not one read in time', async () => {
    const conversation = conversationStreamId(client.id, plumber.id);
    const message = (content: string, msAgo: number) =>
      ev('MessageSent', { messageId: randomUUID(), senderId: plumber.id, receiverId: client.id, projectId: null, content, sentAt: iso(msAgo) });
    // Sent 11 minutes ago and still unread: due now. The one a minute later falls in the same hour.
    await append(conversation, message('Are you in on Friday?', 11 * 60_000), message('Also Saturday?', 10 * 60_000));
    const mail = await oneMail(client, 'direct_message');
    expect(mail.subject).toBe('Pat Pipes sent you a message');
    expect(mail.text).toContain('Are you in on Friday?');
    // Another conversation: sent now, read before its 10 minutes are up, so never mailed.
    const readConversation = conversationStreamId(other.id, client.id);
    await append(readConversation, ev('MessageSent', { messageId: randomUUID(), senderId: client.id, receiverId: other.id, projectId: null, content: 'Hi', sentAt: iso() }));
    await expect
      .poll(async () => (await server.deps.pool.query(`SELECT status FROM mail_outbox WHERE recipient_id = $1 AND kind = 'direct_message'`, [other.id])).rows)
      .toEqual([{ status: 'pending' }]);
    await append(readConversation, ev('ConversationRead', { readerId: other.id, partnerId: client.id, readAt: iso() }));
    await expect
      .poll(async () => (await server.deps.pool.query(`SELECT status FROM mail_outbox WHERE recipient_id = $1 AND kind = 'direct_message'`, [other.id])).rows, {
        timeout: 30_000,
      })
      .toEqual([{ status: 'cancelled' }]);
    expect(ofKind(client, 'direct_message')).toHaveLength(1);
  });

  it('unsubscribes from one kind by the link without a session (page and RFC 8058 one-click), and undoes it', async () => {
    const mail = await oneMail(plumber, 'room_message');
    const token = /token=([\w.-]+)/.exec(mail.listUnsubscribe ?? '')![1]!;
    expect(mail.text).toContain(`/unsubscribe?token=${token}`);
    const anon = new HttpClient(server.url);
    const status = await anon.get(`/api/mail/unsubscribe?token=${token}`);
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ kinds: [{ kind: 'room_message', label: 'Project room messages', mode: 'instant' }] });
    // A mail program's one-click POST: form-encoded, no session, no Origin.
    const oneClick = await fetch(`${server.url}/api/mail/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(((await oneClick.json()) as { kinds: { mode: string }[] }).kinds[0]!.mode).toBe('off');
    const before = ofKind(plumber, 'room_message').length;
    await append(clientProjectStreamId(projectId), ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: client.id, content: 'Muted?', sentAt: iso() }));
    // The client's own copy of a later message shows the event went through; the plumber's never comes.
    await append(clientProjectStreamId(projectId), ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: plumber.id, content: 'Marker', sentAt: iso() }));
    await expect.poll(() => ofKind(client, 'room_message').some((m) => m.text.includes('Marker')), { timeout: 60_000 }).toBe(true);
    expect(ofKind(plumber, 'room_message')).toHaveLength(before);

    const undo = await anon.post(`/api/mail/unsubscribe/undo?token=${token}`, { mode: 'instant' }, { origin: server.url });
    expect(undo.status).toBe(200);
    expect(((await undo.json()) as { kinds: { mode: string }[] }).kinds[0]!.mode).toBe('instant');
    await expect
      .poll(async () => (await server.deps.pool.query(`SELECT mode FROM mail_preferences WHERE user_id = $1 AND kind = 'room_message'`, [plumber.id])).rows)
      .toEqual([{ mode: 'instant' }]);
    await append(clientProjectStreamId(projectId), ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: client.id, content: 'Back on', sentAt: iso() }));
    await expect.poll(() => ofKind(plumber, 'room_message').some((m) => m.text.includes('Back on')), { timeout: 60_000 }).toBe(true);

    // Altered or made-up tokens: a 400 naming the problem, nothing changed.
    const [payload, signature] = token.split('.');
    for (const bad of [`${payload}.${signature!.slice(0, -2)}xx`, 'abc.def-ghi-jkl', `${payload}x.${signature}`]) {
      const res = await anon.post(`/api/mail/unsubscribe?token=${bad}`, undefined, { origin: server.url });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/not valid/);
    }
  });

  it('suspends an address after five permanent refusals', async () => {
    const bouncing = person('bouncing');
    await register(bouncing, 'Bo', 'client');
    catcher.refuse(bouncing.email, 550);
    const postId = randomUUID();
    await append(
      forumPostStreamId(postId),
      ev('ForumPostCreated', { postId, authorId: bouncing.id, title: 'Bouncing', content: 'x', category: 'general', tags: [], createdAt: iso() }),
    );
    const statuses = async () =>
      (
        await server.deps.pool.query<{ status: string }>(`SELECT status FROM mail_outbox WHERE recipient_id = $1 AND status <> 'pending'`, [
          bouncing.id,
        ])
      ).rows.length;
    // One after another: each refusal counted before the next mail is tried.
    for (let i = 0; i < 6; i++) {
      const replyId = randomUUID();
      await append(forumReplyStreamId(replyId), ev('ForumReplyPosted', { replyId, postId, authorId: client.id, content: `r${i}`, createdAt: iso() }));
      await expect.poll(statuses, { timeout: 60_000, interval: 200 }).toBe(i + 1);
    }
    await expect
      .poll(
        async () =>
          (
            await server.deps.pool.query<{ status: string; n: number }>(
              `SELECT status, count(*)::int AS n FROM mail_outbox WHERE recipient_id = $1 GROUP BY 1 ORDER BY 1`,
              [bouncing.id],
            )
          ).rows,
        { timeout: 60_000, interval: 300 },
      )
      .toEqual([
        { status: 'failed', n: 5 },
        { status: 'skipped', n: 1 },
      ]);
    const { rows } = await server.deps.pool.query('SELECT permanent_failures, suspended_at IS NOT NULL AS suspended FROM mail_addresses WHERE email = $1', [
      bouncing.email,
    ]);
    expect(rows).toEqual([{ permanent_failures: 5, suspended: true }]);
    expect(mailsTo(bouncing)).toHaveLength(0);
  }, 240_000);

  it('rebuilds the mail read model without sending or queueing anything again', async () => {
    const sent = catcher.mails().length;
    const { rows: before } = await server.deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    const generation = await requestRebuild(server.deps.pool, findProjection('mail')!);
    await server.deps.waker.wakeAll();
    await expect
      .poll(
        async () =>
          (await server.deps.pool.query(`SELECT state FROM projection_registry WHERE projection = 'mail' AND generation = $1`, [generation])).rows[0]
            ?.state,
        { timeout: 120_000, interval: 300 },
      )
      .toBe('active');
    // The new generation folded the choices again (the plumber's room messages are back on).
    const { rows: prefs } = await server.deps.pool.query(`SELECT mode FROM mail_preferences WHERE user_id = $1`, [plumber.id]);
    expect(prefs).toEqual([{ mode: 'instant' }]);
    await new Promise((r) => setTimeout(r, 3000));
    const { rows: after } = await server.deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(catcher.mails().length).toBe(sent);
    // And it serves: a new event after the switch is mailed once.
    await append(clientProjectStreamId(projectId), ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: client.id, content: 'After the rebuild', sentAt: iso() }));
    await expect.poll(() => ofKind(plumber, 'room_message').filter((m) => m.text.includes('After the rebuild')).length, { timeout: 60_000 }).toBe(1);
  }, 240_000);
});

export { mailPreferencesStreamId };

describe('the daily digest and a worker dying between send and record', { timeout: 180_000 }, () => {
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
      ev('ForumPostCreated', { postId, authorId: reader.id, title: 'Loft boarding', content: 'x', category: 'general', tags: [], createdAt: iso() }),
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
          (await server.deps.pool.query(`SELECT 1 FROM mail_outbox WHERE recipient_id = $1 AND delivery = 'daily' AND status = 'pending'`, [reader.id]))
            .rowCount,
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
    const status = (await (await new HttpClient(server.url).get(`/api/mail/unsubscribe?token=${token}`)).json()) as { kinds: { kind: string }[] };
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

  it('repeats at most the one mail a worker died on between SMTP acceptance and the record, and loses none', async () => {
    await server.mail!.stop();
    const { MailDelivery } = await import('./delivery.ts');
    const { createMailTransport } = await import('./transport.ts');
    const transport = createMailTransport(catcher.url);
    let died: string | null = null;
    const delivery = new MailDelivery({
      pool: server.deps.pool,
      db: server.deps.db,
      redisUrl: server.deps.config.REDIS_URL,
      queuePrefix: server.deps.config.QUEUE_PREFIX,
      logger: server.deps.logger,
      transport,
      from: 'TradeGuild <hello@tradeguild.test>',
      publicUrl: server.url,
      secret: server.deps.config.SESSION_SECRET,
      backoffMs: 100,
      scheduleDigest: false,
      // The first mail accepted by the SMTP server is never recorded: the worker "dies" there.
      afterAccepted: async (mailId) => {
        if (died) return;
        died = mailId;
        throw new Error('worker died after the SMTP server accepted the mail');
      },
    });
    await delivery.start();
    try {
      const author = person('crash');
      await register(author, 'Cy', 'client');
      const postId = randomUUID();
      await append(
        forumPostStreamId(postId),
        ev('ForumPostCreated', { postId, authorId: author.id, title: 'Crash', content: 'x', category: 'general', tags: [], createdAt: iso() }),
      );
      for (let i = 0; i < 5; i++) {
        const replyId = randomUUID();
        await append(forumReplyStreamId(replyId), ev('ForumReplyPosted', { replyId, postId, authorId: client.id, content: `reply ${i}`, createdAt: iso() }));
      }
      await expect
        .poll(
          async () =>
            (await server.deps.pool.query(`SELECT 1 FROM mail_outbox WHERE recipient_id = $1 AND status = 'sent'`, [author.id])).rowCount,
          { timeout: 60_000, interval: 200 },
        )
        .toBe(5);
      const got = mailsTo(author);
      // Five mails, one of them twice with the same Message-ID; none lost.
      expect(new Set(got.map((m) => m.messageId)).size).toBe(5);
      expect(got).toHaveLength(6);
      expect(got.filter((m) => m.messageId === `<${died}@localhost>`)).toHaveLength(2);
      for (let i = 0; i < 5; i++) expect(got.some((m) => m.text.includes(`reply ${i}`))).toBe(true);
    } finally {
      await delivery.stop();
      transport.close();
    }
  });
});
