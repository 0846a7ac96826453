/**
 * Every kind of e-mail, from events in the store to a real SMTP server (smtp-server on a free port):
 * the mail projection's outbox, the BullMQ worker, nodemailer. Each goes to the one it concerns,
 * once, with a link to the page concerned and RFC 8058 unsubscribe headers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientProjectStreamId,
  conversationStreamId,
  forumPostStreamId,
  forumReplyStreamId,
  tradesmanStreamId,
} from '@tradeguild/contracts';
import {
  append,
  ev,
  iso,
  posted,
  quoted,
  ofKind,
  oneMail,
  person,
  register,
  startMailWorld,
  stopMailWorld,
  tradesman,
  server,
  catcher,
} from '../../../tests/support/mail-world.ts';

const client = person('client');
const plumber = person('plumber');
const farPlumber = person('far');
const other = person('other');
let plumberId: string;
let otherId: string;
const projectId = randomUUID();

beforeAll(async () => {
  await startMailWorld();
  await register(client, 'Nora', 'client');
  await register(plumber, 'Pat', 'tradesman');
  await register(farPlumber, 'Fay', 'tradesman');
  await register(other, 'Olly', 'tradesman');
  plumberId = await tradesman(plumber, 'Pat Pipes', 'LS6', 'LS6 2AB', 10);
  await tradesman(farPlumber, 'Fay Flow', 'SW1A', 'SW1A 1AA', 10);
  otherId = await tradesman(other, 'Olly Outflow', 'LS7', 'LS7 1AA', 20);
}, 180_000);
afterAll(stopMailWorld);

describe('mail from events, over SMTP', { timeout: 180_000 }, () => {
  it('sends job alerts to tradesmen of the trade within their radius, not to one too far away', async () => {
    await append(clientProjectStreamId(projectId), posted(projectId, client.id, 'Leaking radiator', 'Headingley, LS6 3AA'));
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
    await append(stream, quoted(projectId, applicationId, plumberId, plumber.id), quoted(projectId, otherApplication, otherId, other.id));
    await append(stream, ev('ApplicationShortlisted', { projectId, applicationId, at: iso() }));
    await append(stream, ev('ApplicationWithdrawn', { projectId, applicationId: otherApplication, at: iso() }));
    await append(stream, ev('ApplicationAccepted', { projectId, applicationId, at: iso(), trades: ['Plumber'] }));
    await append(stream, ev('ProjectStatusChanged', { projectId, from: 'open', to: 'in_progress', changedAt: iso() }));
    await append(
      stream,
      ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: client.id, content: 'Key under the mat', sentAt: iso() }),
    );
    await append(
      stream,
      ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: plumber.id, content: 'On my way', sentAt: iso() }),
    );
    await append(stream, ev('TradePartDone', { projectId, tradesmanUserId: plumber.id, trades: ['Plumber'], doneAt: iso() }));
    await append(stream, ev('ProjectStatusChanged', { projectId, from: 'in_progress', to: 'completed', changedAt: iso() }));

    expect((await oneMail(plumber, 'quote_requested')).text).toContain(`/jobs/${projectId}`);
    await expect.poll(() => ofKind(client, 'quote_received').length, { timeout: 60_000 }).toBe(2);
    const received = ofKind(client, 'quote_received').find((m) => m.text.includes('Pat Pipes'))!;
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
    await append(stream, posted(pid, client.id, 'New boiler'), quoted(pid, appId, otherId, other.id));
    await append(
      stream,
      ev('ApplicationRejected', { projectId: pid, applicationId: appId, at: iso(), message: null, reason: 'trade_hired' }),
    );
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
    await append(
      tradesmanStreamId(plumberId),
      ev('ReviewReplied', { tradesmanId: plumberId, reviewId, text: 'Thank you, Nora', repliedAt: iso() }),
    );
    const review = await oneMail(plumber, 'review_received');
    expect(review.text).toContain('5-star review');
    expect(review.text).toContain(`/tradesmen/${plumberId}`);
    expect((await oneMail(client, 'review_reply')).text).toContain('Pat Pipes replied to your review');

    const postId = randomUUID();
    await append(
      forumPostStreamId(postId),
      ev('ForumPostCreated', {
        postId,
        authorId: client.id,
        title: 'Damp in the cellar',
        content: 'Help',
        category: 'general',
        tags: [],
        createdAt: iso(),
      }),
    );
    const replyId = randomUUID();
    await append(
      forumReplyStreamId(replyId),
      ev('ForumReplyPosted', { replyId, postId, authorId: plumber.id, content: 'Check the gutters', createdAt: iso() }),
    );
    const reply = await oneMail(client, 'forum_reply');
    expect(reply.text).toContain('Pat Pipes replied to your post');
    expect(reply.text).toContain(`/community/posts/${postId}`);
  });

  it('mails a direct message left unread for 10 minutes, once per conversation an hour, and not one read in time', async () => {
    const conversation = conversationStreamId(client.id, plumber.id);
    const message = (content: string, msAgo: number) =>
      ev('MessageSent', {
        messageId: randomUUID(),
        senderId: plumber.id,
        receiverId: client.id,
        projectId: null,
        content,
        sentAt: iso(msAgo),
      });
    // Sent 11 minutes ago and still unread: due now. The one a minute later falls in the same hour.
    await append(conversation, message('Are you in on Friday?', 11 * 60_000), message('Also Saturday?', 10 * 60_000));
    const mail = await oneMail(client, 'direct_message');
    expect(mail.subject).toBe('Pat Pipes sent you a message');
    expect(mail.text).toContain('Are you in on Friday?');
    // Straight to the conversation with the sender, in the text and behind the button.
    expect(mail.text).toContain(`Read the message: ${server.url}/messages?partner=${plumber.id}`);
    expect(mail.html).toContain(`${server.url}/messages?partner=${plumber.id}`);
    // Another conversation: sent now, read before its 10 minutes are up, so never mailed.
    const readConversation = conversationStreamId(other.id, client.id);
    await append(
      readConversation,
      ev('MessageSent', {
        messageId: randomUUID(),
        senderId: client.id,
        receiverId: other.id,
        projectId: null,
        content: 'Hi',
        sentAt: iso(),
      }),
    );
    await expect
      .poll(
        async () =>
          (await server.deps.pool.query(`SELECT status FROM mail_outbox WHERE recipient_id = $1 AND kind = 'direct_message'`, [other.id]))
            .rows,
      )
      .toEqual([{ status: 'pending' }]);
    await append(readConversation, ev('ConversationRead', { readerId: other.id, partnerId: client.id, readAt: iso() }));
    await expect
      .poll(
        async () =>
          (await server.deps.pool.query(`SELECT status FROM mail_outbox WHERE recipient_id = $1 AND kind = 'direct_message'`, [other.id]))
            .rows,
        {
          timeout: 30_000,
        },
      )
      .toEqual([{ status: 'cancelled' }]);
    expect(ofKind(client, 'direct_message')).toHaveLength(1);
  });
});
