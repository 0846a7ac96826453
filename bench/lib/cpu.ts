/** CPU time of the bench's processes, from /proc (Linux; 10 ms ticks). */
import { readdir, readFile } from 'node:fs/promises';
import type { BenchContext } from './context.ts';

/** A process's /proc stat fields after its command (state, ppid, ...), or [] when it is gone. */
export async function procStat(pid: number | string): Promise<string[]> {
  const line = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return line ? line.replace(/^.*\) /, '').split(' ') : [];
}

/** CPU seconds (user and system) in stat fields: utime and stime, the 14th and 15th fields overall. */
export const cpuOf = (f: string[]) => (f.length > 12 ? (Number(f[11]) + Number(f[12])) / 100 : 0);

/** A process's CPU seconds so far; 0 when it is gone. */
export const processCpu = async (pid: number | string) => cpuOf(await procStat(pid));

/**
 * CPU seconds used so far by the PostgreSQL server's processes (the postmaster and its children;
 * only meaningful for the bench's own embedded server), or null. On a machine shared with other
 * work, wall time mostly measures the queue for a CPU; CPU time says what the work itself costs.
 */
export async function postgresCpu(ctx: BenchContext): Promise<number | null> {
  if (!ctx.environment.includes('embedded')) return null;
  const backend = (await ctx.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const postmaster = (await procStat(backend))[1];
  let seconds = 0;
  for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    const f = await procStat(pid);
    if (pid === postmaster || f[1] === postmaster) seconds += cpuOf(f);
  }
  return seconds;
}
