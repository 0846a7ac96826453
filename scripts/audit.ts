/**
 * `make audit ARGS="..."`: the audit trail from the command line, on the event store alone.
 *   log [--stream s] [--type t] [--actor id] [--from iso] [--to iso] [--before pos] [--limit n]
 *   history <stream>
 *   state <stream> --as-of <iso time>
 *   export [--from iso] [--to iso] [filters] > file.ndjson
 *       private text (message contents) redacted; --include-private --reason "why" includes it, and
 *       the reading is recorded (AuditPrivateContentRead on stream auditRead-cli) before anything is written
 *   verify                      (exit 1 when a hash chain is broken)
 * Progress and errors go to stderr; stdout carries only the answer.
 */
import { once } from 'node:events';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import {
  auditFilterSchema,
  auditLogQuerySchema,
  auditReasonSchema,
  auditStateQuerySchema,
  formatCheckpoint,
  type AuditEvent,
  type EventStore,
} from '@tradeguild/contracts';
import { exportNdjson } from '../backend/src/audit/export.ts';
import { recordCliPrivateRead } from '../backend/src/audit/private-reads.ts';
import { readHistory, readLog, readStateAsOf } from '../backend/src/audit/read.ts';
import { ConfigError, parseConfig } from '../backend/src/config.ts';
import { migrate } from '../backend/src/db/migrate.ts';
import { createPool } from '../backend/src/db/pool.ts';
import { createEventStore } from '../backend/src/eventstore/index.ts';
import { cliDatabase } from './lib/cli-database.ts';

const USAGE =
  'usage: make audit ARGS="log [--stream s --type t --actor id --from iso --to iso --before pos --limit n] | history <stream> | state <stream> --as-of <iso> | export [--from iso --to iso ... --include-private --reason why] | verify"';
const fail = (message: string, code = 2): never => {
  console.error(message);
  process.exit(code);
};
const out = (line: string) => process.stdout.write(`${line}\n`);

function parse(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: unknown } | { success: false; error: { issues: { path: (string | number)[]; message: string }[] } };
  },
  value: unknown,
) {
  const r = schema.safeParse(value);
  if (!r.success) fail(r.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'));
  return (r as { data: unknown }).data;
}

const eventLine = (e: AuditEvent) =>
  [
    e.recordedAt,
    e.position.padStart(12),
    e.type.padEnd(26),
    `${e.streamId}@${e.streamVersion}`,
    `actor=${e.actor ? `${e.actor.name ?? '?'} (${e.actor.id})` : '-'}`,
    `command=${e.metadata.commandId ?? '-'}`,
    `correlation=${e.metadata.correlationId || '-'}`,
  ].join('  ');

async function run(store: EventStore, command: string | undefined, positionals: string[], flags: Record<string, string | undefined>) {
  const filters = { stream: flags.stream, type: flags.type, actor: flags.actor, from: flags.from, to: flags.to };
  switch (command) {
    case 'log': {
      const q = parse(auditLogQuerySchema, { ...filters, before: flags.before, limit: flags.limit }) as Parameters<typeof readLog>[1];
      const page = await readLog(store, q);
      page.events.forEach((e) => out(eventLine(e)));
      if (page.nextBefore) console.error(`older events: make audit ARGS="log --before ${page.nextBefore} ..."`);
      return 0;
    }
    case 'history': {
      const history = await readHistory(store, positionals[0] ?? fail(USAGE));
      if (!history) return fail('Nothing has been recorded for this stream', 1);
      for (const e of history.events) {
        out(eventLine(e));
        for (const c of e.changes) out(`    ${c.kind.padEnd(8)} ${c.path}: ${JSON.stringify(c.before)} -> ${JSON.stringify(c.after)}`);
      }
      return 0;
    }
    case 'state': {
      const { asOf } = parse(auditStateQuerySchema, { asOf: flags['as-of'] }) as { asOf: string };
      const state = await readStateAsOf(store, positionals[0] ?? fail(USAGE), new Date(asOf));
      if (!state) return fail('Nothing has been recorded for this stream', 1);
      out(JSON.stringify(state, null, 2));
      return 0;
    }
    case 'export': {
      const filter = parse(auditFilterSchema, filters) as Parameters<typeof exportNdjson>[1];
      const includePrivate = flags['include-private'] === 'true';
      if (flags.reason !== undefined && !includePrivate) return fail('--reason goes with --include-private');
      if (includePrivate) {
        const reason = parse(auditReasonSchema, flags.reason ?? '') as string;
        const defined = Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string'));
        await recordCliPrivateRead(store, {
          scope: 'export',
          streamId: null,
          streamVersion: null,
          eventType: null,
          filter: defined,
          reason,
          readBy: `command line (${userInfo().username})`,
        });
        console.error('private content included; the reading is recorded on stream auditRead-cli');
      }
      let n = 0;
      for await (const chunk of exportNdjson(store, filter, { includePrivate })) {
        if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
        for (let i = chunk.indexOf('\n'); i !== -1; i = chunk.indexOf('\n', i + 1)) n++;
      }
      console.error(`${n} events exported`);
      return 0;
    }
    case 'verify': {
      const r = await store.verifyChains();
      if (r.ok) out(`ok: ${r.checked} events checked, every hash chain intact`);
      else {
        const b = r.firstBroken!;
        out(
          `BROKEN: ${r.checked} events checked; first broken event ${b.eventId} (${b.streamId} version ${b.streamVersion}, position ${formatCheckpoint(b.position)})`,
        );
      }
      return r.ok ? 0 : 1;
    }
    default:
      return fail(USAGE);
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      ...Object.fromEntries(
        ['stream', 'type', 'actor', 'from', 'to', 'before', 'limit', 'as-of', 'reason'].map((k) => [k, { type: 'string' as const }]),
      ),
      'include-private': { type: 'boolean' as const },
    },
  });
  const flags = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === true ? 'true' : v === false ? undefined : v]));
  const [command, ...rest] = positionals;
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return fail(err.message, 1);
  }
  const postgres = await cliDatabase((m) => console.error(`[audit] ${m}`));
  const pool = createPool(postgres.url, 4);
  const store = createEventStore(config, pool);
  let code: number;
  try {
    await migrate(pool);
    code = await run(store, command, rest, flags as Record<string, string | undefined>);
  } finally {
    await store.close();
    await pool.end();
    await postgres.stop();
  }
  process.exit(code);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
