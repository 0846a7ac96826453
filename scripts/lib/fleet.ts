import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { haproxyConfig } from './haproxy-config.ts';
import { freePort } from './services.ts';

export { freePort };

/**
 * API and worker processes behind HAProxy on one port (make fleet, and the fleet test): each process
 * is `node --import tsx` on backend/src/main.ts or workers.ts with the shared environment and its own
 * INSTANCE_NAME (also its PostgreSQL application_name, through PGAPPNAME, so pg_stat_activity says
 * which process holds a connection, and with it a projection's owner lock). The processes can be
 * killed and started again one by one (the fleet test's chaos); `stop` ends them all.
 */
export interface FleetOptions {
  root: string;
  /** Where haproxy.cfg is written. */
  dir: string;
  port: number;
  apis: number;
  workers: number;
  /** DATABASE_URL, REDIS_URL, PUBLIC_URL and whatever else every process gets. */
  env: Record<string, string>;
  /** 'inherit' for make fleet; 'ignore' in tests. */
  stdio?: 'inherit' | 'ignore';
  log?: (m: string) => void;
}

export interface FleetProcess {
  name: string;
  port: number | null;
  /** The running process; replaced when `restart` starts it again. */
  child: ChildProcess;
}

export interface Fleet {
  url: string;
  processes: FleetProcess[];
  /** Waits until every API answers /api/health and HAProxy has sent a new connection to each. */
  ready(timeoutMs?: number): Promise<void>;
  /** Sends `signal` (SIGKILL unless told) to the named process and waits for it to end. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts the named process again (same name, port and environment), killing it first if it still runs. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

export const haproxyInstalled = () => spawnSync('haproxy', ['-v']).status === 0;

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

export async function startFleet(o: FleetOptions): Promise<Fleet> {
  const log = o.log ?? (() => undefined);
  let stopping = false;
  const processes: FleetProcess[] = [];
  /** How each process is started, for `restart`. */
  const spawners = new Map<string, () => ChildProcess>();
  const watch = (name: string, child: ChildProcess) => {
    child.once('exit', (code, signal) => {
      if (!stopping) log(`${name} exited (${signal ?? code})`);
    });
    return child;
  };
  const add = (name: string, port: number | null, spawnIt: () => ChildProcess) => {
    spawners.set(name, () => watch(name, spawnIt()));
    processes.push({ name, port, child: spawners.get(name)!() });
  };
  const start = (name: string, script: string, port: number | null) =>
    add(name, port, () =>
      spawn(process.execPath, ['--import', 'tsx', path.join(o.root, script)], {
        cwd: o.root,
        env: {
          ...process.env,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          PGAPPNAME: name,
          ...o.env,
          INSTANCE_NAME: name,
          // HAProxy connects from this machine: the APIs believe its X-Forwarded-For (decision 0062).
          ...(port === null ? {} : { PORT: String(port), RUN_WORKERS: 'false', TRUST_PROXY: o.env.TRUST_PROXY ?? 'loopback' }),
        },
        stdio: ['ignore', o.stdio ?? 'inherit', o.stdio ?? 'inherit'],
      }),
    );
  for (let i = 1; i <= o.apis; i++) start(`api-${i}`, 'backend/src/main.ts', await freePort());
  for (let i = 1; i <= o.workers; i++) start(`worker-${i}`, 'backend/src/workers.ts', null);

  mkdirSync(o.dir, { recursive: true });
  const cfg = path.join(o.dir, 'haproxy.cfg');
  const apis = processes.filter((p) => p.port !== null);
  writeFileSync(cfg, haproxyConfig({ port: o.port, servers: apis.map((p) => ({ name: p.name, port: p.port! })) }));
  add('haproxy', o.port, () => spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', o.stdio ?? 'inherit', o.stdio ?? 'inherit'] }));
  const named = (name: string) => {
    const p = processes.find((x) => x.name === name);
    if (!p) throw new Error(`no process ${name}`);
    return p;
  };

  const answers = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  const balancedTo = () => instanceAt(`http://127.0.0.1:${o.port}/api/health`);
  return {
    url: `http://127.0.0.1:${o.port}`,
    processes,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      const seen = new Set<string>();
      for (;;) {
        const up = await Promise.all(apis.map((p) => answers(p.port!)));
        if (up.every(Boolean)) {
          // HAProxy takes a server in once its own check passes (every 2 s): ready when it sends to each.
          const to = await balancedTo();
          if (to) seen.add(to);
          if (apis.every((p) => seen.has(p.name))) return;
        }
        if (Date.now() > deadline) throw new Error('the API processes did not all answer through HAProxy in time');
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async kill(name, signal = 'SIGKILL') {
      const p = named(name);
      p.child.kill(signal);
      await exited(p.child);
    },
    async restart(name) {
      const p = named(name);
      if (p.child.exitCode === null && p.child.signalCode === null) {
        p.child.kill('SIGKILL');
        await exited(p.child);
      }
      p.child = spawners.get(name)!();
    },
    async stop() {
      stopping = true;
      await Promise.all(
        processes.map(async (p) => {
          p.child.kill('SIGTERM');
          const killer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
          await exited(p.child);
          clearTimeout(killer);
        }),
      );
    },
  };
}

/** The instance that answers GET url (an /api/health) on a connection of its own; null when none answers. */
export function instanceAt(url: string): Promise<string | null> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          try {
            resolve(res.statusCode === 200 ? ((JSON.parse(body) as { instance?: string }).instance ?? null) : null);
          } catch {
            resolve(null);
          }
        });
      })
      .on('error', () => resolve(null));
  });
}
