/**
 * Unsubscribing by an e-mail's link without a session (the page's call and RFC 8058 one-click), an
 * address suspended after five permanent refusals, and a rebuild of the mail read model that sends
 * nothing, against a real SMTP server (smtp-server on a free port).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProjectStreamId, forumPostStreamId, forumReplyStreamId } from '@tradeguild/contracts';
import { findProjection, requestRebuild } from '@tradeguild/projections';
import { HttpClient } from '../../../tests/support/http-client.ts';
import {
  append,
  ev,
  iso,
  posted,
  quoted,
  mailsTo,
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
const projectId = randomUUID();

beforeAll(async () => {
  await startMailWorld();
  await register(client, 'Nora', 'client');
  await register(plumber, 'Pat', 'tradesman');
  const plumberId = await tradesman(plumber, 'Pat Pipes', 'LS6', 'LS6 2AB', 10);
  const applicationId = randomUUID();
  const stream = clientProjectStreamId(projectId);
  await append(stream, posted(projectId, client.id, 'Leaking radiator'), quoted(projectId, applicationId, plumberId, plumber.id));
  await append(stream, ev('ApplicationAccepted', { projectId, applicationId, at: iso(), trades: ['Plumber'] }));
  await append(
    stream,
    ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: client.id, content: 'Hello', sentAt: iso() }),
  );
}, 180_000);
afterAll(stopMailWorld);

describe('unsubscribing, suspension and rebuilds', { timeout: 180_000 }, () => {
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
    await append(
      clientProjectStreamId(projectId),
      ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: client.id, content: 'Muted?', sentAt: iso() }),
    );
    // The client's own copy of a later message shows the event went through; the plumber's never comes.
    await append(
      clientProjectStreamId(projectId),
      ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: plumber.id, content: 'Marker', sentAt: iso() }),
    );
    await expect.poll(() => ofKind(client, 'room_message').some((m) => m.text.includes('Marker')), { timeout: 60_000 }).toBe(true);
    expect(ofKind(plumber, 'room_message')).toHaveLength(before);

    const undo = await anon.post(`/api/mail/unsubscribe/undo?token=${token}`, { mode: 'instant' }, { origin: server.url });
    expect(undo.status).toBe(200);
    expect(((await undo.json()) as { kinds: { mode: string }[] }).kinds[0]!.mode).toBe('instant');
    await expect
      .poll(
        async () =>
          (await server.deps.pool.query(`SELECT mode FROM mail_preferences WHERE user_id = $1 AND kind = 'room_message'`, [plumber.id]))
            .rows,
      )
      .toEqual([{ mode: 'instant' }]);
    await append(
      clientProjectStreamId(projectId),
      ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: client.id, content: 'Back on', sentAt: iso() }),
    );
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
      ev('ForumPostCreated', {
        postId,
        authorId: bouncing.id,
        title: 'Bouncing',
        content: 'x',
        category: 'general',
        tags: [],
        createdAt: iso(),
      }),
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
      await append(
        forumReplyStreamId(replyId),
        ev('ForumReplyPosted', { replyId, postId, authorId: client.id, content: `r${i}`, createdAt: iso() }),
      );
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
    const { rows } = await server.deps.pool.query(
      'SELECT permanent_failures, suspended_at IS NOT NULL AS suspended FROM mail_addresses WHERE email = $1',
      [bouncing.email],
    );
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
          (
            await server.deps.pool.query(`SELECT state FROM projection_registry WHERE projection = 'mail' AND generation = $1`, [
              generation,
            ])
          ).rows[0]?.state,
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
    await append(
      clientProjectStreamId(projectId),
      ev('RoomMessagePosted', { projectId, messageId: randomUUID(), senderId: client.id, content: 'After the rebuild', sentAt: iso() }),
    );
    await expect
      .poll(() => ofKind(plumber, 'room_message').filter((m) => m.text.includes('After the rebuild')).length, { timeout: 60_000 })
      .toBe(1);
  }, 240_000);
});
