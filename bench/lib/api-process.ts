/**
 * The API as deployed (backend/src/main.ts), started in a child process for a bench that measures it
 * from outside: the bench's own clients then never share the server's event loop.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_WITHIN_MS = 60_000;

export interface ApiProcess {
  url: string;
  /** The API process's id (to read its CPU time). */
  pid: number;
  close: () => Promise<void>;
}

export async function startApiProcess(env: Record<string, string> & { PUBLIC_URL: string }): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', path.join(root, 'backend/src/main.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${env.PUBLIC_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API process did not answer within ${READY_WITHIN_MS / 1000} s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: env.PUBLIC_URL,
    pid: child.pid!,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
