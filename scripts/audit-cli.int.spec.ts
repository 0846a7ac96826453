/** `make audit` and `make replay` as an operator runs them: the scripts, against a real server's database. */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileInput, projectInput, send } from '../tests/fixtures/tradesmen-seed.ts';
import { login } from '../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../tests/support/test-server.ts';

let server: TestServer;
let tradesmanId: string;

beforeAll(async () => {
  server = await startTestServer();
  const tradesman = await login(server.url, { email: 'cli.trades@example.com', firstName: 'Cleo', userType: 'tradesman' });
  tradesmanId = (await send(tradesman, 'POST', '/api/tradesmen/profile', profileInput())).body.id as string;
  const projectId = (await send(tradesman, 'POST', '/api/projects', projectInput({ title: 'Before' }))).body.id as string;
  await send(tradesman, 'PUT', `/api/projects/${projectId}`, projectInput({ title: 'After' }));
  // The read models have caught up with everything written so far.
  await tradesman.read(`/api/tradesmen/${tradesmanId}`);
}, 120_000);
afterAll(() => server?.stop());

function script(name: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', 'tsx', `scripts/${name}.ts`, ...args], {
      env: { ...process.env, DATABASE_URL: server.db.url, LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('make audit', () => {
  it('exports every event as NDJSON on stdout and nothing else', async () => {
    const { code, stdout } = await script('audit', ['export']);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string });
    const { rows } = await server.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(lines).toHaveLength(rows[0]!.n);
  }, 180_000);

  it('redacts message contents in the export unless --include-private comes with a reason, and records that reading', async () => {
    const sender = await login(server.url, { email: 'cli.sender@example.com', firstName: 'Sid', userType: 'client' });
    const receiver = await login(server.url, { email: 'cli.receiver@example.com', firstName: 'Rae', userType: 'client' });
    const receiverId = ((await (await receiver.get('/api/auth/user')).json()) as { id: string }).id;
    expect((await send(sender, 'POST', '/api/messages', { receiverId, content: 'CLI-SECRET alarm code 9090' })).status).toBe(201);
    const redacted = await script('audit', ['export', '--type', 'MessageSent']);
    expect(redacted.code).toBe(0);
    expect(redacted.stdout).toContain('[private: open it with a reason to read]');
    expect(redacted.stdout).not.toContain('CLI-SECRET');
    const noReason = await script('audit', ['export', '--include-private']);
    expect(noReason.code).toBe(2);
    expect(noReason.stdout).toBe('');
    const full = await script('audit', ['export', '--type', 'MessageSent', '--include-private', '--reason', 'Court order 2026/118']);
    expect(full.code).toBe(0);
    expect(full.stdout).toContain('CLI-SECRET alarm code 9090');
    const { rows } = await server.db.pool.query<{ data: { reason: string; scope: string; filter: Record<string, string> } }>(
      `SELECT data FROM events WHERE stream_id = 'auditRead-cli'`,
    );
    expect(rows.map((r) => r.data)).toEqual([
      expect.objectContaining({ scope: 'export', reason: 'Court order 2026/118', filter: { type: 'MessageSent' } }),
    ]);
  }, 240_000);

  it('shows a history with its changes, and a state as of a moment', async () => {
    const history = await script('audit', ['history', `tradesman-${tradesmanId}`]);
    expect(history.code).toBe(0);
    expect(history.stdout).toMatch(/changed +portfolioProjects\.[0-9a-f-]+\.title: "Before" -> "After"/);
    const state = await script('audit', ['state', `tradesman-${tradesmanId}`, '--as-of', '2000-01-01T00:00:00Z']);
    expect(JSON.parse(state.stdout)).toMatchObject({ version: 0, events: [] });
    expect((await script('audit', ['state', `tradesman-${tradesmanId}`])).code).toBe(2);
  }, 180_000);

  it('verifies the chains: 0 when intact, 1 naming the edited event', async () => {
    const clean = await script('audit', ['verify']);
    expect(clean).toMatchObject({ code: 0 });
    expect(clean.stdout).toMatch(/^ok: \d+ events checked/);
    // The stored payload as it is (its personal fields sealed: decision 0059), to put back exactly.
    const original = await server.db.pool.query<{ data: unknown }>('SELECT data FROM events WHERE stream_id = $1 AND stream_version = 1', [
      `tradesman-${tradesmanId}`,
    ]);
    const { rows } = await server.db.pool.query<{ event_id: string }>(
      'UPDATE events SET data = data || \'{"businessName": "Forged"}\' WHERE stream_id = $1 AND stream_version = 1 RETURNING event_id::text',
      [`tradesman-${tradesmanId}`],
    );
    const broken = await script('audit', ['verify']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`first broken event ${rows[0]!.event_id}`);
    // Put it back: the hash covers the content, so the chain is whole again (and replay below sees the truth).
    await server.db.pool.query('UPDATE events SET data = $2::jsonb WHERE event_id = $1', [
      rows[0]!.event_id,
      JSON.stringify(original.rows[0]!.data),
    ]);
    expect((await script('audit', ['verify'])).code).toBe(0);
  }, 180_000);
});

describe('make replay', () => {
  it('finds every read model identical to its replay, then reports a corrupted row', async () => {
    const clean = await script('replay', ['all']);
    expect(clean.stderr).toBe('');
    expect(clean.stdout).not.toContain('DIFFERENT');
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('Every read model matches its replay.');
    await server.db.pool.query("UPDATE users SET first_name = 'Tampered' WHERE email = 'cli.trades@example.com'");
    const dirty = await script('replay', ['users']);
    expect(dirty.code).toBe(1);
    expect(dirty.stdout).toMatch(/users: 0 missing, 0 extra, 1 different/);
    expect(dirty.stdout).toContain('"first_name":"Tampered"');
  }, 120_000);
});
