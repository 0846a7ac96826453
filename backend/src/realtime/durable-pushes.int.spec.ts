/**
 * A projection worker killed between committing a batch and sending its pushes loses no push:
 * the push is in the outbox, committed with the rows it announces, and the next worker delivers it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentUserSchema, SOCKET_EVENTS, type Message } from '@tradeguild/contracts';
import { login, type HttpClient } from '../../../tests/support/http-client.ts';
import { collect, connectSocket, until } from '../../../tests/support/socket.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { createProjectionRuntime, type ProjectionRuntime } from '../composition.ts';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/support/projections/run-dying-after-commit.ts');

let server: TestServer;
let second: ProjectionRuntime | undefined;
beforeAll(async () => {
  server = await startTestServer({ RUN_WORKERS: 'false' });
});
afterAll(async () => {
  await second?.close();
  await server?.stop();
});

function runDyingWorker(): Promise<string> {
  const { config } = server.deps;
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, DATABASE_URL: config.DATABASE_URL, REDIS_URL: config.REDIS_URL, QUEUE_PREFIX: config.QUEUE_PREFIX },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(`${out.trim()} / ${signal}`)));
}

const idOf = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;

it('delivers a push whose worker died right after the commit, once', async () => {
  const alice = await login(server.url, { email: 'outbox.alice@example.com' });
  const bob = await login(server.url, { email: 'outbox.bob@example.com' });
  const socket = await connectSocket(bob);
  const received = collect<Message & { effectId?: string }>(socket, SOCKET_EVENTS.messageNew);
  const dying = runDyingWorker();
  const sent = await alice.post('/api/messages', { receiverId: await idOf(bob), content: 'Are you free on Tuesday?' });
  expect(sent.status).toBe(201);

  expect(await dying).toMatch(/dying.*SIGKILL/s);
  const stranded = await server.db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM push_outbox WHERE event = 'message:new'");
  expect(stranded.rows[0]!.n).toBe(2); // the receiver's and the sender's, committed with the message
  expect(received).toEqual([]);

  const { config, pool, store } = server.deps;
  second = createProjectionRuntime({ config, pool, store, logger: pino({ level: 'silent' }) });
  await second.runner.start();
  await until(() => received.length > 0, 20_000);
  await new Promise((r) => setTimeout(r, 3_000)); // a second delivery would have arrived by now
  expect(received.map((m) => m.content)).toEqual(['Are you free on Tuesday?']);
  expect(received[0]!.effectId).toMatch(/\.messages\.0$/);
  expect((await server.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM push_outbox')).rows[0]!.n).toBe(0);
  socket.disconnect();
}, 60_000);
