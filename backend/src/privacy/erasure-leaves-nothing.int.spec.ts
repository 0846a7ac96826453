/**
 * Issue 24's test of erasure: after an admin erases a client who posted a project with a photo,
 * messaged, started a forum thread and replied (a reply someone reported and an admin left up), none
 * of their e-mail, name, titles or words is in any table (events included: the dismissal's excerpt,
 * decision 0068) nor their files in the uploads folder; the hash chains verify and every read model
 * replays equal to the serving one. Quotes and reviews: erasure-quotes-reviews.int.spec.ts.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema, notificationListSchema } from '@tradeguild/contracts';
import { loginReady, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { uploadPng } from '../../../tests/fixtures/upload.ts';
import { rebuildDifferences, secretsLeft } from '../../../tests/support/erasure-checks.ts';
import type { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let dir: string;
let server: TestServer;
let alice: HttpClient;
const ids = { alice: '' };
const me = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json());

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'erasure-uploads-'));
  server = await startTestServer({ UPLOAD_DIR: dir });
  alice = await loginReady(server.url, { email: 'alice.stays@example.com', firstName: 'Alicia', userType: 'client' });
  ids.alice = (await me(alice)).id;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('erasure', () => {
  it("leaves none of an erased person's e-mail, name or words anywhere in the database, events included, nor their uploads", async () => {
    const PETRA = { email: 'petronella.erased@example.com', firstName: 'Petronella', userType: 'client' as const };
    const words = {
      projectTitle: 'Galley kitchen refit',
      postTitle: 'Damp in the upstairs hall',
      project: 'Zanzibar quartz worktop for the galley kitchen',
      message: 'Quixotic marmalade question about hinges',
      post: 'Xylophone granite thread about damp',
      reply: 'Juniper velvet reply with my own advice',
    };
    const petra = await loginReady(server.url, PETRA);
    const petraId = (await me(petra)).id;
    const photo = await uploadPng(petra);
    const project = await send(petra, 'POST', '/api/client-projects', {
      title: words.projectTitle,
      description: words.project,
      location: 'Leeds LS6',
      requiredTrades: ['Carpenter'],
      photos: [photo],
    });
    expect(project.status).toBe(201);
    expect((await send(petra, 'POST', '/api/messages', { receiverId: ids.alice, content: words.message })).status).toBe(201);
    const post = await send(petra, 'POST', '/api/forum/posts', {
      title: words.postTitle,
      content: words.post,
      category: 'general',
      tags: [],
    });
    expect(post.status).toBe(201);
    const reply = await send(petra, 'POST', `/api/forum/posts/${post.body.id}/replies`, { content: words.reply });
    expect(reply.status).toBe(201);
    alice.sawPosition(petra.lastPosition);
    expect(((await (await alice.get(`/api/messages/conversation/${petraId}`)).json()) as unknown[]).length).toBe(1);
    // Alice reports the reply; an admin leaves it up (ReportsDismissed copies its words).
    const admin = await loginReady(server.url, { email: server.deps.config.ADMIN_EMAIL, firstName: 'Ada' });
    expect(
      (await send(alice, 'POST', '/api/reports', { subjectType: 'forumReply', subjectId: reply.body.id, reason: 'spam' })).status,
    ).toBe(201);
    admin.sawPosition(alice.lastPosition);
    expect((await admin.post(`/api/admin/reports/forumReply/${reply.body.id}/dismiss`, {}, { origin: server.url })).status).toBe(200);

    expect((await admin.post(`/api/admin/users/${petraId}/erase`, { reason: 'Request by e-mail' }, { origin: server.url })).status).toBe(
      200,
    );
    await server.deps.waker.wakeAll();

    const secrets = [PETRA.email, PETRA.firstName, ...Object.values(words)];
    await expect.poll(() => secretsLeft(server.db.pool, secrets), { timeout: 30_000, interval: 1000 }).toEqual([]);
    expect((await readdir(dir)).filter((f) => photo.includes(f.split('-')[0]!))).toEqual([]);
    // Alice still reads the conversation, with the words removed; the audit chain still verifies.
    const convo = (await (await alice.get(`/api/messages/conversation/${petraId}`)).json()) as { content: string }[];
    expect(convo.map((m) => m.content)).toEqual(['[removed]']);
    const told = notificationListSchema.parse(await (await alice.get('/api/notifications')).json()).map((n) => n.text);
    expect(told).toContainEqual(expect.stringMatching(/you reported \("\[removed\]"\) and left it up$/));
    expect((await server.deps.store.verifyChains()).ok).toBe(true);
  });

  it('a rebuild of every read model after the erasure gives the same rows', async () => {
    expect(await rebuildDifferences(server.db.pool, server.deps.store)).toEqual([]);
  });
});
