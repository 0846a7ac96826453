import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { currentUserSchema, userStreamId } from '@tradeguild/contracts';
import { findProjection, mailId, projections, replayAndCompare } from '@tradeguild/projections';
import { loginReady, profileInput, projectInput, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { uploadPng } from '../../../tests/fixtures/upload.ts';
import { connectSocket } from '../../../tests/support/socket.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { fsStorage } from '../uploads/storage.ts';
import { sweepErasures, type ErasureDeps } from './erasure.ts';

const DAY = 24 * 3600 * 1000;
let dir: string;
let server: TestServer;
let tom: HttpClient;
let alice: HttpClient;
let ids: { tom: string; alice: string; carol: string; profile: string };
let upload: string;
const sockets: Socket[] = [];

const TOM = { email: 'tom.erased@example.com', firstName: 'Tomasz', userType: 'tradesman' as const };
const TOM_PHONE = '07700 900461';
const ALICE = { email: 'alice.keeps@example.com', firstName: 'Alicia', userType: 'client' as const };
const CAROL = { email: 'carol.admin-erased@example.com', firstName: 'Carolyn', userType: 'client' as const };
const me = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json());

const rows = async (text: string, values: unknown[] = []) => (await server.db.pool.query(text, values)).rows;
const erasureDeps = (shredded: string[]): ErasureDeps => ({
  ...server.deps,
  storage: fsStorage(dir),
  shredPersonalData: async (userId) => void shredded.push(userId),
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'privacy-uploads-'));
  server = await startTestServer({ UPLOAD_DIR: dir, ACCOUNT_ERASURE_DAYS: '30' });
  tom = await loginReady(server.url, TOM);
  alice = await loginReady(server.url, ALICE);
  const profile = await send(
    tom,
    'POST',
    '/api/tradesmen/profile',
    profileInput({ businessName: 'Tomasz Timber', phone: TOM_PHONE, tradeCategories: ['carpenter'] }),
  );
  expect(profile.status).toBe(201);
  upload = await uploadPng(tom);
  expect((await send(tom, 'POST', '/api/projects', projectInput({ afterImages: [upload] }))).status).toBe(201);
  ids = { tom: (await me(tom)).id, alice: (await me(alice)).id, carol: '', profile: profile.body.id as string };
  expect((await send(alice, 'POST', '/api/messages', { receiverId: ids.tom, content: 'Alicia asks about shelves' })).status).toBe(201);
  tom.sawPosition(alice.lastPosition);
  expect((await send(tom, 'POST', '/api/messages', { receiverId: ids.alice, content: 'Tomasz secret reply text' })).status).toBe(201);
  alice.sawPosition(tom.lastPosition);
}, 180_000);

afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const inSearch = async (client: HttpClient) => {
  const res = await client.get('/api/tradesmen?search=Tomasz');
  return ((await res.json()) as { id: string }[]).some((t) => t.id === ids.profile);
};

describe('closing an account', () => {
  it('asks for the account e-mail, then signs out everywhere, disconnects sockets and hides the profile at once', async () => {
    const otherTab = await login(server.url, TOM);
    const socket = await connectSocket(otherTab);
    sockets.push(socket);
    expect(await inSearch(alice)).toBe(true);

    const wrong = await tom.post('/api/me/close', { email: 'someone@example.com' }, { origin: server.url });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/not the e-mail address/);
    expect((await tom.post('/api/me/close', {}, { origin: server.url })).status).toBe(400);

    const closed = await tom.post('/api/me/close', { email: 'Tom.Erased@example.com' }, { origin: server.url });
    expect(closed.status).toBe(200);
    const body = (await closed.json()) as { closedAt: string; erasureDueAt: string };
    expect(Date.parse(body.erasureDueAt) - Date.parse(body.closedAt)).toBe(30 * DAY);

    expect((await tom.get('/api/auth/user')).status).toBe(401);
    expect((await otherTab.get('/api/auth/user')).status).toBe(401);
    expect(await rows(`SELECT sid FROM sessions WHERE sess->>'userId' = $1`, [ids.tom])).toEqual([]);
    await expect.poll(() => socket.connected, { timeout: 15_000 }).toBe(false);
    alice.sawPosition(tom.lastPosition);
    await expect.poll(() => inSearch(alice), { timeout: 15_000 }).toBe(false);
    expect((await alice.get(`/api/tradesmen/${ids.profile}`)).status).toBe(404);
    // Its mail waits in the outbox (no SMTP server here; mail-account.int.spec.ts sends it).
    await expect
      .poll(async () => rows(`SELECT link FROM mail_outbox WHERE recipient_id = $1 AND kind = 'account_closed'`, [ids.tom]), {
        timeout: 15_000,
      })
      .toEqual([{ link: '/api/login?returnTo=%2Fsettings' }]);
  });

  it('signing in within the grace period offers to reopen; until then only that is allowed', async () => {
    tom = await login(server.url, TOM);
    const user = await me(tom);
    expect(user.closedAt).toBeTruthy();
    const blocked = await tom.get('/api/notifications');
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/Reopen it in Settings/);
    expect((await tom.post('/api/me/reopen', undefined, { origin: server.url })).status).toBe(200);
    await expect.poll(async () => (await me(tom)).closedAt ?? null, { timeout: 15_000 }).toBeNull();
    expect((await tom.get('/api/notifications')).status).toBe(200);
    expect((await tom.post('/api/me/reopen', undefined, { origin: server.url })).status).toBe(409);
    alice.sawPosition(tom.lastPosition);
    await expect.poll(() => inSearch(alice), { timeout: 15_000 }).toBe(true);
  });
});

describe('a copy of your data', () => {
  let exportId: string;
  it('is built in the background, once a day, for its owner only, with nobody else’s personal data', async () => {
    const started = await alice.post('/api/me/export', undefined, { origin: server.url });
    expect(started.status).toBe(202);
    exportId = ((await started.json()) as { id: string }).id;
    const again = await alice.post('/api/me/export', undefined, { origin: server.url });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { message: string }).message).toMatch(/one copy of your data a day/);

    await expect
      .poll(async () => ((await (await alice.get(`/api/me/exports/${exportId}`)).json()) as { status: string }).status, { timeout: 60_000 })
      .toBe('ready');
    expect((await tom.get(`/api/me/exports/${exportId}`)).status).toBe(404);
    expect((await tom.get(`/api/me/exports/${exportId}/download`)).status).toBe(404);
    // Marked ready with its mail queued in one transaction, under an id from the export.
    expect(await rows(`SELECT mail_id, link FROM mail_outbox WHERE recipient_id = $1 AND kind = 'data_export_ready'`, [ids.alice])).toEqual(
      [{ mail_id: mailId(`dataExport:${exportId}`, ids.alice, 'data_export_ready'), link: '/settings' }],
    );
    const latest = (await (await alice.get('/api/me/exports')).json()) as { id: string; downloadUrl: string };
    expect(latest.id).toBe(exportId);

    const zip = await alice.get(latest.downloadUrl);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['account.json', 'messages.json', 'events.json', 'reviews-received.json']));
    const all = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(all).toContain(ALICE.email);
    expect(all).toContain('Alicia asks about shelves');
    expect(all).toContain('Tomasz secret reply text'); // what Alice received, as she sees it
    expect(all).not.toContain(TOM.email);
    expect(all).not.toContain(TOM_PHONE);
    const events = JSON.parse(strFromU8(files['events.json']!)) as { type: string }[];
    expect(events[0]!.type).toBe('UserRegistered');
  });
});

describe('erasure', () => {
  it('the scheduled job erases a closed account after the grace period: key, read models, uploads, sessions', async () => {
    expect((await tom.post('/api/me/close', { email: TOM.email }, { origin: server.url })).status).toBe(200);
    const shredded: string[] = [];
    expect((await sweepErasures(erasureDeps(shredded), new Date(Date.now() + 29 * DAY))).erased).toEqual([]);
    // The users read model must know the account is closed before the sweep can list it.
    await expect
      .poll(async () => (await rows('SELECT closed_at FROM users WHERE id = $1', [ids.tom]))[0]?.closed_at ?? null, { timeout: 15_000 })
      .not.toBeNull();
    expect((await sweepErasures(erasureDeps(shredded), new Date(Date.now() + 31 * DAY))).erased).toEqual([ids.tom]);
    expect(shredded).toEqual([ids.tom]);
    expect(await readdir(dir)).not.toContain(path.basename(upload));

    await expect.poll(async () => (await rows('SELECT id FROM users WHERE id = $1', [ids.tom])).length, { timeout: 15_000 }).toBe(0);
    await expect
      .poll(async () => (await rows('SELECT id FROM tradesmen WHERE user_id = $1', [ids.tom])).length, { timeout: 15_000 })
      .toBe(0);
    await expect.poll(async () => (await rows('SELECT id FROM admin_users WHERE id = $1', [ids.tom])).length, { timeout: 15_000 }).toBe(0);
    await expect
      .poll(async () => (await rows('SELECT content FROM messages WHERE sender_id = $1', [ids.tom])).map((r) => r.content), {
        timeout: 15_000,
      })
      .toEqual(['[removed]']);
    await expect
      .poll(async () => (await rows('SELECT name FROM message_participants WHERE user_id = $1', [ids.tom]))[0]?.name, { timeout: 15_000 })
      .toBe('Former member');
    expect(await rows('SELECT id FROM portfolio_projects')).toEqual([]);
    // Alice's side of the conversation stays, with the words Tom wrote removed.
    const convo = (await (await alice.get(`/api/messages/conversation/${ids.tom}`)).json()) as { content: string }[];
    expect(convo.map((m) => m.content).sort()).toEqual(['Alicia asks about shelves', '[removed]']);
    expect(await rows(`SELECT sid FROM sessions WHERE sess->>'userId' = $1`, [ids.tom])).toEqual([]);
    const erased = await server.deps.store.readStream(userStreamId(ids.tom));
    expect(erased.events.at(-1)).toMatchObject({ type: 'AccountErased', data: { by: 'grace-period-ended', erasedBy: null } });
  });

  it('the admin erases at once with a reason (recorded); others are refused', async () => {
    const carol = await loginReady(server.url, CAROL);
    ids.carol = (await me(carol)).id;
    const admin = await loginReady(server.url, { email: server.deps.config.ADMIN_EMAIL, firstName: 'Ada' });
    const adminId = (await me(admin)).id;
    const url = `/api/admin/users/${ids.carol}/erase`;
    expect((await alice.post(url, { reason: 'Because' }, { origin: server.url })).status).toBe(403);
    expect((await new HttpClient(server.url).post(url, { reason: 'Because' }, { origin: server.url })).status).toBe(401);
    expect((await admin.post(url, {}, { origin: server.url })).status).toBe(400);
    expect((await admin.post(url, { reason: '   ' }, { origin: server.url })).status).toBe(400);
    expect((await admin.post('/api/admin/users/no-such-user/erase', { reason: 'x' }, { origin: server.url })).status).toBe(404);
    const res = await admin.post(url, { reason: 'Erasure request by e-mail, ticket 4411' }, { origin: server.url });
    expect(res.status).toBe(200);
    expect((await carol.get('/api/auth/user')).status).toBe(401);
    const { events } = await server.deps.store.readStream(userStreamId(ids.carol));
    const last = events.at(-1)!;
    expect(last).toMatchObject({
      type: 'AccountErased',
      data: { by: 'admin', erasedBy: adminId, reason: 'Erasure request by e-mail, ticket 4411' },
    });
    expect(last.metadata.actorId).toBe(adminId);
    expect((await admin.post(url, { reason: 'again' }, { origin: server.url })).status).toBe(404);

    // Signing in again with that e-mail starts a new account, with a new data key (its name is not a placeholder).
    const again = await login(server.url, CAROL);
    const fresh = await me(again);
    expect(fresh.closedAt ?? null).toBeNull();
    expect({ email: fresh.email, firstName: fresh.firstName }).toEqual({ email: CAROL.email, firstName: CAROL.firstName });
    expect(Date.parse(fresh.createdAt)).toBeGreaterThan(Date.parse(last.metadata.occurredAt) - 1000);
  });

  it('a rebuild of every read model after the erasures gives the same rows', async () => {
    await expect.poll(async () => (await rows('SELECT id FROM users WHERE id = $1', [ids.carol])).length, { timeout: 15_000 }).toBe(1);
    const differences = [];
    for (const p of projections) {
      const report = await replayAndCompare(server.db.pool, server.deps.store, findProjection(p.name)!);
      if (!report.ok) differences.push({ projection: p.name, tables: report.tables.filter((t) => t.missing + t.extra + t.different > 0) });
    }
    expect(differences).toEqual([]);
  });
});
