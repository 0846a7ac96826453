import { openBenchContext } from '../bench/lib/context.ts';
import { benchMessageDelivery } from '../bench/message-delivery.ts';
const log = (m: string) => console.error(`[probe] ${m}`);
const { ctx, close } = await openBenchContext(log);
const runs = JSON.parse(process.env.PROBE ?? '[[200,50]]') as [number, number][];
try {
  for (const [clients, rate] of runs) {
    const name = `tg_probe_${process.pid}_${clients}_${rate}`;
    await ctx.pool.query(`CREATE DATABASE ${name}`);
    const databaseUrl = Object.assign(new URL(ctx.databaseUrl), { pathname: `/${name}` }).toString();
    const t = performance.now();
    const cpu0 = process.cpuUsage();
    const r = await benchMessageDelivery({ databaseUrl, redisUrl: ctx.redisUrl, clients, ratePerSecond: rate, seconds: 10 });
    const cpu = process.cpuUsage(cpu0);
    console.log(JSON.stringify({ clients, rate, p50: r.p50.toFixed(1), p99: r.p99.toFixed(1), max: r.max.toFixed(0), post99: r.postP99.toFixed(1), lost: r.lost, s: ((performance.now() - t) / 1000).toFixed(0), cpuS: ((cpu.user + cpu.system) / 1e6).toFixed(1) }));
    await ctx.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} finally { await close(); }
process.exit(0);
