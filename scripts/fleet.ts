/**
 * `make fleet`: the shape of a deployment on one machine. PostgreSQL and Redis as `make run` provides
 * them, API_INSTANCES API processes (default 2, no projection workers inside) and WORKER_INSTANCES
 * projection worker processes (default 2: one owns each projection, the others stand by), behind
 * HAProxy on PORT (round robin, health-checked on /api/health, WebSockets passed through). No sticky
 * sessions: sessions are in PostgreSQL, sockets meet through the Redis adapter. Ctrl-C stops it all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPool } from '../backend/src/db/pool.ts';
import { projections, waitForProjections } from '../projections/src/index.ts';
import { prepare } from './lib/prepare.ts';
import { haproxyConfig } from './lib/haproxy-config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (m: string) => console.log(`[fleet] ${m}`);

const count = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > 16) {
    console.error(`${name} must be a whole number from 1 to 16`);
    process.exit(1);
  }
  return n;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const apis = count('API_INSTANCES', 2);
  const workers = count('WORKER_INSTANCES', 2);
  if (spawnSync('haproxy', ['-v']).status !== 0) {
    console.error('make fleet needs HAProxy: sudo apt-get install haproxy (the Makefile installs it as root)');
    process.exit(1);
  }
  const { config, services } = await prepare(root, say);
  const dir = path.join(process.env.DATA_DIR ?? path.join(root, '.data'), 'fleet');
  mkdirSync(dir, { recursive: true });

  const children: ChildProcess[] = [];
  let stopping = false;
  const start = (name: string, script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env, INSTANCE_NAME: name },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code, signal) => {
      if (!stopping) say(`${name} exited (${signal ?? code})`);
    });
    children.push(child);
    return child;
  };
  const shared = {
    DATABASE_URL: config.DATABASE_URL,
    REDIS_URL: config.REDIS_URL,
    UPLOAD_DIR: config.UPLOAD_DIR,
    PUBLIC_URL: config.PUBLIC_URL,
  };

  const apiPorts: number[] = [];
  for (let i = 1; i <= apis; i++) {
    const port = await freePort();
    apiPorts.push(port);
    start(`api-${i}`, 'backend/src/main.ts', { ...shared, PORT: String(port), RUN_WORKERS: 'false' });
  }
  for (let i = 1; i <= workers; i++) start(`worker-${i}`, 'backend/src/workers.ts', shared);

  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig({ port: config.PORT, servers: apiPorts.map((port, i) => ({ name: `api-${i + 1}`, port })) }));
  const balancer = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(balancer);

  const healthy = async () => {
    for (const port of apiPorts) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) return false;
    }
    return true;
  };
  const deadline = Date.now() + 120_000;
  while (!(await healthy())) {
    if (Date.now() > deadline) throw new Error('the API processes did not answer /api/health within 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  const pool = createPool(config.DATABASE_URL, 2);
  const head = (
    await pool.query<{ tx: string; pos: string }>(
      'SELECT transaction_id::text AS tx, global_position::text AS pos FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
    )
  ).rows[0];
  if (
    head &&
    !(await waitForProjections(
      pool,
      projections.map((p) => p.name),
      { tx: BigInt(head.tx), pos: BigInt(head.pos) },
      120_000,
    ))
  )
    say('Read models are still catching up');
  await pool.end();
  say(`${apis} API and ${workers} worker processes behind HAProxy at ${config.PUBLIC_URL} (GET /api/health names the instance)`);
  say('Press Ctrl-C to stop.');

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('Stopping...');
    setTimeout(() => process.exit(1), 15_000).unref();
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
    for (const service of services) await service.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGHUP', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
