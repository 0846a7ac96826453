import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { portOpen } from '../../scripts/lib/services.ts';
import { freePort } from './free-port.ts';

/** A redis-server of the test's own, which the test may stop and start (the shared one must not be). */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.up();
    return redis;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100 && !(await portOpen(this.port)); i++) await new Promise((r) => setTimeout(r, 100));
    if (!(await portOpen(this.port))) throw new Error('redis-server did not start (is it installed?)');
  }

  async down(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}
