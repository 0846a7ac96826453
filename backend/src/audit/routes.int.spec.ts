import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEventSchema,
  auditHistoryResponseSchema,
  auditLogResponseSchema,
  auditStateResponseSchema,
  auditVerifyResponseSchema,
  currentUserSchema,
  tradesmanStreamId,
  type AuditEvent,
} from '@tradeguild/contracts';
import { profileInput, projectInput, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { foldStream } from './fold.ts';

let server: TestServer;
let auditor: HttpClient;
let admin: HttpClient;
let client: HttpClient;
let tradesman: HttpClient;
let tradesmanId: string;
let projectId: string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stream = () => tradesmanStreamId(tradesmanId);
const streamPath = () => `/api/audit/streams/${encodeURIComponent(stream())}`;

beforeAll(async () => {
  server = await startTestServer({
    ADMIN_EMAIL: 'audit.admin@example.com',
    AUDITOR_EMAILS: 'someone@example.com, Audit.Reader@Example.com',
  });
  auditor = await login(server.url, { email: 'audit.reader@example.com', firstName: 'Audrey', userType: 'tradesman' });
  admin = await login(server.url, { email: 'audit.admin@example.com', firstName: 'Ada' });
  client = await login(server.url, { email: 'audit.client@example.com', firstName: 'Carl', userType: 'client' });
  tradesman = await login(server.url, { email: 'audit.trades@example.com', firstName: 'Tia', userType: 'tradesman' });
  tradesmanId = (await send(tradesman, 'POST', '/api/tradesmen/profile', profileInput())).body.id as string;
  projectId = (await send(tradesman, 'POST', '/api/projects', projectInput({ title: 'First title' }))).body.id as string;
  // recorded_at has microseconds, but leave clear gaps for "a moment between two edits".
  await sleep(50);
  expect((await send(tradesman, 'PUT', `/api/projects/${projectId}`, projectInput({ title: 'Second title' }))).status).toBe(200);
  await sleep(50);
  expect((await send(tradesman, 'PUT', `/api/projects/${projectId}`, projectInput({ title: 'Third title' }))).status).toBe(200);
  // The log shows finished transactions only, judged against the oldest one running anywhere in the
  // cluster (other test files write in parallel): wait until the writes above are all in it.
  for (let waited = 0; ; waited += 100) {
    const res = await auditor.get(`/api/audit/events?stream=${encodeURIComponent(stream())}`);
    if (res.ok && auditLogResponseSchema.parse(await res.json()).events.length >= 4) break;
    if (waited > 30_000) throw new Error('the writes never showed in the audit log');
    await sleep(100);
  }
}, 120_000);
afterAll(() => server?.stop());

const json = async (c: HttpClient, path: string) => {
  const res = await c.get(path);
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return res.json();
};

describe('who may audit', () => {
  it('tells the screens who is an auditor', async () => {
    for (const [who, expected] of [
      [auditor, true],
      [admin, true],
      [client, false],
      [tradesman, false],
    ] as const) {
      expect(currentUserSchema.parse(await (await who.get('/api/auth/user')).json()).isAuditor).toBe(expected);
    }
  });

  it('lets auditors and the admin read, refuses members (403) and visitors (401)', async () => {
    const paths = [
      '/api/audit/events',
      `${streamPath()}/events`,
      `${streamPath()}/state?asOf=2030-01-01T00:00:00Z`,
      '/api/audit/events.ndjson',
    ];
    for (const path of paths) {
      for (const who of [auditor, admin]) expect((await who.get(path)).status, path).toBe(200);
      for (const who of [client, tradesman]) expect((await who.get(path)).status, path).toBe(403);
      expect((await new HttpClient(server.url).get(path)).status, path).toBe(401);
    }
    expect((await client.post('/api/audit/verify', undefined, { origin: server.url })).status).toBe(403);
    expect((await new HttpClient(server.url).post('/api/audit/verify', undefined, { origin: server.url })).status).toBe(401);
  });
});

describe('the event log', () => {
  it('lists events newest first with actor names, paged by position without gaps or repeats', async () => {
    const { rows } = await server.db.pool.query<{ event_id: string }>(
      'SELECT event_id::text FROM events ORDER BY transaction_id DESC, global_position DESC',
    );
    const seen: AuditEvent[] = [];
    let before: string | null = null;
    do {
      const page = auditLogResponseSchema.parse(await json(auditor, `/api/audit/events?limit=3${before ? `&before=${before}` : ''}`));
      expect(page.events.length).toBeLessThanOrEqual(3);
      seen.push(...page.events);
      before = page.nextBefore;
    } while (before);
    expect(seen.map((e) => e.metadata.eventId)).toEqual(rows.map((r) => r.event_id));
    const edit = seen.find((e) => e.type === 'PortfolioProjectUpdated')!;
    expect(edit.actor?.name).toBe('Tia');
  });

  it('filters by type, stream or entity id, actor and time range', async () => {
    const byType = auditLogResponseSchema.parse(await json(auditor, '/api/audit/events?type=PortfolioProjectUpdated'));
    expect(byType.events.map((e) => (e.data as { title: string }).title)).toEqual(['Third title', 'Second title']);
    const byStream = auditLogResponseSchema.parse(await json(auditor, `/api/audit/events?stream=${encodeURIComponent(stream())}`));
    const byEntity = auditLogResponseSchema.parse(await json(auditor, `/api/audit/events?stream=${tradesmanId}`));
    expect(byStream.events.map((e) => e.type)).toEqual([
      'PortfolioProjectUpdated',
      'PortfolioProjectUpdated',
      'PortfolioProjectAdded',
      'TradesmanProfileCreated',
    ]);
    expect(byEntity.events).toEqual(byStream.events);
    const actor = byStream.events[0]!.metadata.actorId!;
    const byActor = auditLogResponseSchema.parse(await json(auditor, `/api/audit/events?actor=${actor}`));
    expect(byActor.events.every((e) => e.metadata.actorId === actor)).toBe(true);
    expect(byActor.events.map((e) => e.type)).toEqual(expect.arrayContaining(['PortfolioProjectAdded', 'TradesmanProfileCreated']));
    const [newest, second] = byType.events;
    const window = auditLogResponseSchema.parse(
      await json(auditor, `/api/audit/events?from=${encodeURIComponent(second!.recordedAt)}&to=${encodeURIComponent(second!.recordedAt)}`),
    );
    expect(window.events.map((e) => e.metadata.eventId)).toEqual([second!.metadata.eventId]);
    expect(window.events.map((e) => e.metadata.eventId)).not.toContain(newest!.metadata.eventId);
  });

  it('refuses bad filters with a 400', async () => {
    for (const q of ['limit=0', 'limit=abc', 'before=yesterday', 'from=tuesday', 'type=a&type=b']) {
      const res = await auditor.get(`/api/audit/events?${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});

describe('entity history and state as of a moment', () => {
  it('shows each event with the fields it changed', async () => {
    const history = auditHistoryResponseSchema.parse(await json(auditor, `${streamPath()}/events`));
    expect(history.events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4]);
    const titlePath = `portfolioProjects.${projectId}.title`;
    expect(history.events[2]!.changes).toContainEqual({ path: titlePath, kind: 'changed', before: 'First title', after: 'Second title' });
    expect(history.events[1]!.changes).toContainEqual({ path: titlePath, kind: 'added', before: null, after: 'First title' });
    expect((history.state.portfolioProjects as Record<string, { title: string }>)[projectId]!.title).toBe('Third title');
  });

  it('folds the state at a moment between two edits to the fold of the events before it', async () => {
    const history = auditHistoryResponseSchema.parse(await json(auditor, `${streamPath()}/events`));
    const [, , second, third] = history.events;
    const between = new Date((Date.parse(second!.recordedAt) + Date.parse(third!.recordedAt)) / 2).toISOString();
    const asOf = auditStateResponseSchema.parse(await json(auditor, `${streamPath()}/state?asOf=${encodeURIComponent(between)}`));
    expect(asOf.version).toBe(3);
    expect(asOf.events.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
    expect(asOf.eventCount).toBe(3);
    expect(asOf.eventTypes).toEqual([
      { type: 'TradesmanProfileCreated', count: 1 },
      { type: 'PortfolioProjectAdded', count: 1 },
      { type: 'PortfolioProjectUpdated', count: 1 },
    ]);
    expect(asOf.events).toEqual(history.events.slice(0, 3).map(({ changes: _changes, ...e }) => e));
    expect(asOf.state).toEqual(
      foldStream(
        stream(),
        history.events.slice(0, 3).map((e) => ({ type: e.type, data: e.data })),
      ),
    );
    expect((asOf.state.portfolioProjects as Record<string, { title: string }>)[projectId]!.title).toBe('Second title');
    const beforeAll = auditStateResponseSchema.parse(await json(auditor, `${streamPath()}/state?asOf=2000-01-01T00:00:00Z`));
    expect(beforeAll).toMatchObject({ version: 0, state: {}, events: [], eventCount: 0, eventTypes: [] });
  });

  it('answers 404 for a stream with no events and 400 for a bad moment', async () => {
    expect((await auditor.get('/api/audit/streams/tradesman-00000000-0000-4000-8000-000000000000/events')).status).toBe(404);
    expect((await auditor.get(`${streamPath()}/state`)).status).toBe(400);
    expect((await auditor.get(`${streamPath()}/state?asOf=soon`)).status).toBe(400);
  });
});

describe('export', () => {
  it('round-trips: one JSON event per line, in commit order, equal to the log', async () => {
    const res = await auditor.get('/api/audit/events.ndjson');
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await res.text()).split('\n');
    expect(lines.pop()).toBe('');
    const exported = lines.map((l) => auditEventSchema.parse(JSON.parse(l)));
    const log = auditLogResponseSchema.parse(await json(auditor, '/api/audit/events?limit=200'));
    expect(exported).toEqual([...log.events].reverse());
    const filtered = (await (await auditor.get('/api/audit/events.ndjson?type=PortfolioProjectUpdated')).text()).trim().split('\n');
    expect(filtered.map((l) => (JSON.parse(l) as AuditEvent).type)).toEqual(['PortfolioProjectUpdated', 'PortfolioProjectUpdated']);
  });
});

describe('tamper evidence', () => {
  const verify = async () => {
    const res = await auditor.post('/api/audit/verify', undefined, { origin: server.url });
    expect(res.status).toBe(200);
    return auditVerifyResponseSchema.parse(await res.json());
  };

  it('verifies an untouched store clean, and names exactly the event whose data was edited in SQL', async () => {
    const { rows } = await server.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(await verify()).toEqual({ ok: true, checked: rows[0]!.n, firstBroken: null });

    const target = (
      await server.db.pool.query<{ event_id: string; data: unknown }>(
        'SELECT event_id::text, data FROM events WHERE stream_id = $1 AND stream_version = 3',
        [stream()],
      )
    ).rows[0]!;
    await server.db.pool.query(`UPDATE events SET data = jsonb_set(data, '{title}', '"Forged title"') WHERE event_id = $1`, [
      target.event_id,
    ]);
    const broken = await verify();
    expect(broken).toMatchObject({
      ok: false,
      checked: rows[0]!.n,
      firstBroken: { streamId: stream(), streamVersion: 3, eventId: target.event_id },
    });

    // Recomputing the forged event's own hash only moves the break to the next event of the stream.
    await server.db.pool.query(
      `UPDATE events e SET hash = event_chain_hash(p.hash, e.type, e.data, e.metadata, e.stream_version)
         FROM events p WHERE e.event_id = $1 AND p.stream_id = e.stream_id AND p.stream_version = e.stream_version - 1`,
      [target.event_id],
    );
    expect((await verify()).firstBroken).toMatchObject({ streamId: stream(), streamVersion: 4 });
  });
});
