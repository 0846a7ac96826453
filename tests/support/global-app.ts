import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { removeRelocatedData } from '../../scripts/lib/root-postgres.ts';
import { freePort } from './free-port.ts';

/**
 * Starts the app exactly as `make run` does (scripts/run.ts), on a free port, with a fresh
 * database: its own embedded PostgreSQL folder (or a new database when DATABASE_URL is set).
 */
let child: ChildProcess | undefined;
const dataDir = path.resolve(`.data/e2e-${process.pid}`);

export async function setup(project: TestProject) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    QUEUE_PREFIX: `tge2e-${process.pid}`,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'test',
    // Every browser test signs in from 127.0.0.1; the sign-in limit is tested over HTTP.
    RATE_LIMIT_SIGNINS_PER_MINUTE: '100000',
    // A loaded 2-core machine can keep the workers busy for more than the 2 s a person waits.
    READ_YOUR_WRITES_WAIT_MS: '15000',
    // The audit browser test signs in as an auditor who is not the admin.
    AUDITOR_EMAILS: 'audit.e2e@example.com',
  };
  delete env.DATABASE_URL;
  const url = `http://localhost:${port}`;
  // stdin is a pipe the app watches (STOP_WITH_STDIN): if this test run dies, the app stops too.
  child = spawn('npx', ['--no-install', 'tsx', 'scripts/run.ts'], {
    env: { ...env, STOP_WITH_STDIN: 'true' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // E2E_APP_LOG=file keeps the app's log of the run there (with E2E_LOG_LEVEL=info for every request).
  if (process.env.E2E_APP_LOG) {
    const log = createWriteStream(process.env.E2E_APP_LOG);
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  }
  const started = Date.now();
  while (!output.includes('is running at')) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${output}`);
    if (Date.now() - started > 120_000) throw new Error(`The app did not start in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('appUrl', url);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGINT');
    const timer = setTimeout(() => child!.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
  // As root in a private checkout, run.ts kept the data outside it (scripts/lib/root-postgres.ts).
  await removeRelocatedData(path.join(dataDir, 'postgres'));
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}
