/** PostgreSQL restarted under a running app: it answers again without being restarted itself. */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensurePostgres, type Service } from '../../scripts/lib/services.ts';
import { removeRelocatedData } from '../../scripts/lib/root-postgres.ts';
import { freePort } from '../support/free-port.ts';
import { login } from '../support/http-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const dataDir = path.resolve(`.data/restart-postgres-${process.pid}`);
let port: number;
let pg: Service;
let server: TestServer;
const startPostgres = () => ensurePostgres({ dataDir, port, persistent: true });

beforeAll(async () => {
  port = await freePort();
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL; // this test needs a server of its own to restart
  try {
    pg = await startPostgres();
  } finally {
    if (saved) process.env.DATABASE_URL = saved;
  }
  server = await startTestServer({}, { adminDatabaseUrl: pg.url });
}, 120_000);
afterAll(async () => {
  await server?.stop().catch(() => undefined);
  await pg?.stop();
  const { rmSync } = await import('node:fs');
  rmSync(dataDir, { recursive: true, force: true });
  await removeRelocatedData(dataDir);
});

it('recovers from a PostgreSQL restart without a restart of its own', async () => {
  const client = await login(server.url, { email: 'restart.client@example.com' });
  const project = { title: 'Porch roof', description: 'Replace felt with EPDM', requiredTrades: ['Roofer'] };
  expect((await client.post('/api/client-projects', project)).status).toBe(201);

  await pg.stop();
  const down = await client.get('/api/client-projects');
  expect(down.status).toBeGreaterThanOrEqual(500); // honest while it is down, and still answering
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  pg = await startPostgres();
  if (saved) process.env.DATABASE_URL = saved;

  let status = 0;
  for (let i = 0; i < 60 && status !== 201; i++) {
    status = (await client.post('/api/client-projects', { ...project, title: `Porch roof ${i}` })).status;
    if (status !== 201) await new Promise((r) => setTimeout(r, 500));
  }
  expect(status).toBe(201);
  await expect
    .poll(async () => ((await (await client.get('/api/client-projects')).json()) as unknown[]).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
}, 120_000);
