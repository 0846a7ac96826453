import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_REDACTED,
  auditEventSchema,
  auditHistoryResponseSchema,
  auditLogResponseSchema,
  auditStateResponseSchema,
  conversationStreamId,
} from '@tradeguild/contracts';
import { send } from '../../../tests/fixtures/tradesmen-seed.ts';
import type { HttpClient } from '../../../tests/support/http-client.ts';
import { login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { exportNdjson } from './export.ts';

/**
 * Issue 24, item 5: a message's content is private in the audit's log, histories, states and export,
 * unless an auditor opens it with a reason, and every such reading is recorded.
 */
const SECRET = 'My door code is 4471, the key is under the blue pot';
let server: TestServer;
let auditor: HttpClient;
let member: HttpClient;
let auditorId: string;
let stream: string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  server = await startTestServer({ AUDITOR_EMAILS: 'redaction.auditor@example.com' });
  auditor = await login(server.url, { email: 'redaction.auditor@example.com', firstName: 'Audra', userType: 'client' });
  const client = await login(server.url, { email: 'redaction.client@example.com', firstName: 'Cora', userType: 'client' });
  member = await login(server.url, { email: 'redaction.trades@example.com', firstName: 'Tom', userType: 'tradesman' });
  auditorId = ((await (await auditor.get('/api/auth/user')).json()) as { id: string }).id;
  const clientId = ((await (await client.get('/api/auth/user')).json()) as { id: string }).id;
  const tradesId = ((await (await member.get('/api/auth/user')).json()) as { id: string }).id;
  expect((await send(client, 'POST', '/api/messages', { receiverId: tradesId, content: SECRET })).status).toBe(201);
  stream = conversationStreamId(clientId, tradesId);
  for (let waited = 0; ; waited += 100) {
    const res = await auditor.get(`/api/audit/events?stream=${encodeURIComponent(stream)}`);
    if (res.ok && auditLogResponseSchema.parse(await res.json()).events.length >= 1) break;
    if (waited > 30_000) throw new Error('the message never showed in the audit log');
    await sleep(100);
  }
}, 120_000);
afterAll(() => server?.stop());

const body = async (res: Response) => ({ status: res.status, text: await res.text() });

describe('private content in the audit', () => {
  it('is redacted in the log, the entity history, the state as of now and the export', async () => {
    const log = await body(await auditor.get(`/api/audit/events?stream=${encodeURIComponent(stream)}`));
    expect(log.status).toBe(200);
    expect(log.text).not.toContain('door code');
    const sent = auditLogResponseSchema.parse(JSON.parse(log.text)).events.find((e) => e.type === 'MessageSent')!;
    expect(sent.data).toMatchObject({ content: AUDIT_REDACTED });

    const history = await body(await auditor.get(`/api/audit/streams/${encodeURIComponent(stream)}/events`));
    expect(history.status).toBe(200);
    expect(history.text).not.toContain('door code');
    expect(auditHistoryResponseSchema.parse(JSON.parse(history.text)).events[0]!.data).toMatchObject({ content: AUDIT_REDACTED });

    const state = await body(
      await auditor.get(`/api/audit/streams/${encodeURIComponent(stream)}/state?asOf=${encodeURIComponent(new Date().toISOString())}`),
    );
    expect(state.status).toBe(200);
    expect(state.text).not.toContain('door code');
    auditStateResponseSchema.parse(JSON.parse(state.text));

    const exported = await body(await auditor.get(`/api/audit/events.ndjson?stream=${encodeURIComponent(stream)}`));
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain('door code');
    expect(exported.text).toContain(AUDIT_REDACTED);
    // Both export paths (raw text from PostgreSQL, decoded events elsewhere) redact the same way.
    let generic = '';
    const decodedOnly = Object.assign(Object.create(server.deps.store), { queryRawEvents: undefined });
    for await (const chunk of exportNdjson(decodedOnly, { stream })) generic += chunk;
    expect(generic).toBe(exported.text);
  });

  it('opens one event for a reason, and records who read it, when and why', async () => {
    const path = `/api/audit/streams/${encodeURIComponent(stream)}/events/1/inspect`;
    const noReason = await auditor.post(path, { reason: 'x' });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { message: string }).message).toMatch(/reason/);
    expect((await member.post(path, { reason: 'Curious about the content here' })).status).toBe(403);
    expect(
      (
        await auditor.post(`/api/audit/streams/${encodeURIComponent(stream)}/events/99/inspect`, {
          reason: 'A complaint about this message',
        })
      ).status,
    ).toBe(404);

    const res = await auditor.post(path, { reason: 'Complaint 2026-117: harassment report' });
    expect(res.status).toBe(200);
    const event = auditEventSchema.parse(await res.json());
    expect(event.data).toMatchObject({ content: SECRET });

    const reads = await server.deps.store.readStream(`auditRead-${auditorId}`);
    expect(reads.events.map((e) => e.type)).toEqual(['AuditPrivateContentRead']);
    expect(reads.events[0]!.data).toMatchObject({
      scope: 'event',
      streamId: stream,
      streamVersion: 1,
      eventType: 'MessageSent',
      reason: 'Complaint 2026-117: harassment report',
      readBy: auditorId,
    });
    expect(reads.events[0]!.metadata.actorId).toBe(auditorId);
    // Refused attempts recorded nothing; the log still shows the message redacted.
    const log = await auditor.get(`/api/audit/events?stream=${encodeURIComponent(stream)}`);
    expect(await log.text()).not.toContain('door code');
  });

  it('includes private content in the export only with a reason, recorded with its filter', async () => {
    const url = `/api/audit/events.ndjson?stream=${encodeURIComponent(stream)}&reason=${encodeURIComponent('Police request ref 55/2026')}`;
    const res = await body(await auditor.get(url));
    expect(res.status).toBe(200);
    expect(res.text).toContain(SECRET);
    expect((await auditor.get(`/api/audit/events.ndjson?reason=short`)).status).toBe(400);
    const reads = await server.deps.store.readStream(`auditRead-${auditorId}`);
    expect(reads.events.at(-1)!.data).toMatchObject({ scope: 'export', filter: { stream }, reason: 'Police request ref 55/2026' });
  });
});
