import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { connectSocket } from '../../../tests/support/socket.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/** Issue 26: what an operator watches, from a running server (METRICS_PORT=0: a free port). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ METRICS_PORT: '0', INSTANCE_NAME: 'api-metrics-test' });
});
afterAll(async () => {
  await server?.stop();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};
/** The value of the first sample whose name and labels contain every part. */
const sample = (text: string, ...parts: string[]) => {
  const line = text.split('\n').find((l) => !l.startsWith('#') && parts.every((p) => l.includes(p)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe('/metrics', () => {
  it('counts requests by route pattern, commands by type and outcome, sockets, projections and queues', async () => {
    const client = await login(server.url, { email: 'metrics.client@example.com' });
    const socket = await connectSocket(client);
    const other = await login(server.url, { email: 'metrics.other@example.com' });
    const otherId = ((await (await other.get('/api/auth/user')).json()) as { id: string }).id;
    const send = (content: string, commandId: string) => client.post('/api/messages', { receiverId: otherId, content, commandId });
    const commandId = crypto.randomUUID();
    expect((await send('Hello from the metrics test', commandId)).status).toBe(201);
    expect((await send('Hello from the metrics test', commandId)).status).toBe(201);
    expect((await send('', crypto.randomUUID())).status).toBe(400);
    await client.get(`/api/tradesmen/${crypto.randomUUID()}`);

    const text = await scrape();
    expect(sample(text, 'tradeguild_instance_info', 'instance="api-metrics-test"', 'role="api"')).toBe(1);
    expect(sample(text, 'tradeguild_http_request_duration_seconds_count', 'route="/api/messages"', 'method="POST"', 'status="201"')).toBe(
      2,
    );
    expect(sample(text, 'tradeguild_http_request_duration_seconds_count', 'route="/api/tradesmen/:id"', 'status="404"')).toBe(1);
    expect(text).not.toContain(`route="/api/tradesmen/${'{'}`);
    expect(sample(text, 'tradeguild_commands_total', 'type="SendMessage"', 'outcome="ok"')).toBe(1);
    expect(sample(text, 'tradeguild_commands_total', 'type="SendMessage"', 'outcome="duplicate"')).toBe(1);
    expect(sample(text, 'tradeguild_socket_connections')).toBe(1);
    expect(sample(text, 'tradeguild_projection_lag_seconds', 'projection="messages"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'tradeguild_projection_checkpoint_age_seconds', 'projection="messages"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'tradeguild_projection_events_behind', 'projection="users"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'tradeguild_push_outbox_rows')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'tradeguild_queue_jobs', 'queue="push-delivery"', 'state="waiting"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'tradeguild_process_resident_memory_bytes')).toBeGreaterThan(0);
    socket.close();
  });

  it('answers nothing else on the metrics port', async () => {
    expect((await fetch(`http://127.0.0.1:${server.metricsPort}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is for admins only on the app port', async () => {
    expect((await new HttpClient(server.url).get('/metrics')).status).toBe(401);
    const client = await login(server.url, { email: 'metrics.nosy@example.com' });
    const refused = await client.get('/metrics');
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('tradeguild_');
    const admin = await login(server.url, { email: 'admin@tradeguild.local' });
    const res = await admin.get('/metrics');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('tradeguild_commands_total');
  });
});
