/**
 * Issue 26: the fleet of `make fleet` (two API processes, two projection workers, HAProxy), on a
 * database and a Redis of the test's own. A session made through the balancer works on every API
 * process; a socket held by one API process receives a message sent through the other (the worker's
 * push reaches it through the Redis adapter); and under a steady command load the fleet loses a
 * projection worker, an API process and its Redis, and afterwards has lost and doubled nothing.
 *
 * tests/fleet/fleet.int.spec.ts runs it on PostgreSQL's event store (`make test`);
 * tests/containers/fleet-eventstoredb.containers.spec.ts on EventStoreDB (`make test-containers`).
 * The event store is the one the environment names (EVENT_STORE, EVENTSTORE_CONNECTION_STRING),
 * which every process of the fleet inherits.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareCheckpoints,
  conversationStreamId,
  parseCheckpoint,
  currentUserSchema,
  type Checkpoint,
  type EventStore,
} from '@tradeguild/contracts';
import { projections, replayAndCompare } from '@tradeguild/projections';
import { scopedCommandId } from '../../backend/src/commands/ids.ts';
import { parseConfig } from '../../backend/src/config.ts';
import { createEventStore } from '../../backend/src/eventstore/index.ts';
import { freePort, haproxyInstalled, instanceAt, startFleet, type Fleet } from '../../scripts/lib/fleet.ts';
import { createTestDatabase, uniquePrefix, type TestDatabase } from '../support/database.ts';
import { login, type HttpClient } from '../support/http-client.ts';
import { PrivateRedis } from '../support/private-redis.ts';
import { CommandLoad, type Sender } from './command-load.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The load: commands a second through the balancer, from this many people, each on a timetable of
 * one command every SENDERS / PER_SECOND s (400 ms): the rate holds while answers take less than that.
 */
const PER_SECOND = 100;
const SENDERS = 40;
/** How soon the standby worker must own the killed worker's projections and apply new events. */
const TAKEOVER_MS = 5_000;
/** The read models the load's events (MessageSent) change, compared with a replay from scratch afterwards. */
const REPLAYED = ['messages', 'admin'];
/** How long Redis stays away: long enough for two failed health checks to take a process out of the balancer. */
const REDIS_DOWN_MS = 8_000;

/**
 * Which process owns each projection now: the holder of its owner lock (projections/src/runtime/
 * ownership.ts spells the key the same way), named by its connection's application_name (the fleet
 * sets PGAPPNAME to the process's name). null: no one owns it.
 */
async function projectionOwners(db: TestDatabase): Promise<Map<string, string | null>> {
  const { rows } = await db.pool.query<{ projection: string; owner: string | null }>(
    `SELECT p.name AS projection, a.application_name AS owner
       FROM unnest($1::text[]) AS p(name)
       CROSS JOIN LATERAL (SELECT hashtextextended('projection-owner:' || p.name, 0) AS h) k
       LEFT JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND l.classid::bigint = (k.h >> 32) & 4294967295 AND l.objid::bigint = k.h & 4294967295
       LEFT JOIN pg_stat_activity a ON a.pid = l.pid`,
    [projections.map((p) => p.name)],
  );
  return new Map(rows.map((r) => [r.projection, r.owner]));
}

/** Every serving generation's checkpoint, by projection. */
async function checkpoints(db: TestDatabase): Promise<Map<string, Checkpoint>> {
  const { rows } = await db.pool.query<{ projection: string; tx: string; pos: string }>(
    "SELECT projection, checkpoint_tx::text AS tx, checkpoint_pos::text AS pos FROM projection_registry WHERE state = 'active'",
  );
  return new Map(rows.map((r) => [r.projection, { tx: BigInt(r.tx), pos: BigInt(r.pos) }]));
}

/** The serving physical table of a projection's logical table (registry.ts / types.ts physicalTable). */
async function servingTable(db: TestDatabase, projection: string, logical: string): Promise<string> {
  const { rows } = await db.pool.query<{ generation: number }>(
    "SELECT generation FROM projection_registry WHERE projection = $1 AND state = 'active'",
    [projection],
  );
  return `${logical}__g${rows[0]!.generation}`;
}

export function fleetSuite(title: string): void {
  let db: TestDatabase;
  let redis: PrivateRedis;
  let fleet: Fleet;
  let store: EventStore;
  const eventStore = process.env.EVENT_STORE === 'eventstoredb' ? 'eventstoredb' : 'postgres';

  describe(title, () => {
    beforeAll(async () => {
      if (!haproxyInstalled()) throw new Error('the fleet test needs HAProxy (make haproxy installs it as root)');
      db = await createTestDatabase();
      redis = await PrivateRedis.start();
      const port = await freePort();
      fleet = await startFleet({
        root,
        dir: path.join(tmpdir(), `tg-fleet-${uniquePrefix()}`),
        port,
        apis: 2,
        workers: 2,
        stdio: 'ignore',
        env: {
          NODE_ENV: 'test',
          DATABASE_URL: db.url,
          REDIS_URL: redis.url,
          QUEUE_PREFIX: uniquePrefix(),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          RATE_LIMIT_WRITES_PER_MINUTE: '100000',
          RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
          RATE_LIMIT_SIGNINS_PER_MINUTE: '100000',
          READ_YOUR_WRITES_WAIT_MS: '15000',
        },
      });
      await fleet.ready();
      store = createEventStore(parseConfig({ ...process.env, DATABASE_URL: db.url }), db.pool);
    }, 180_000);
    afterAll(async () => {
      await fleet?.stop();
      await store?.close();
      await redis?.down();
      await db?.drop();
    }, 60_000);

    const apiPort = (name: string) => fleet.processes.find((p) => p.name === name)!.port!;
    const idOf = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;

    /** A socket held by API process `on` receives a message `sender` sends through API process `through`. */
    async function deliveredAcross(on: string, through: string, content: string) {
      const tag = randomUUID().slice(0, 8);
      const sender = await login(fleet.url, { email: `fleet.sender.${tag}@example.com`, firstName: 'Sam' });
      const receiver = await login(fleet.url, { email: `fleet.receiver.${tag}@example.com`, firstName: 'Rae' });
      const receiverId = await idOf(receiver);
      const socket: Socket = io(`http://127.0.0.1:${apiPort(on)}`, {
        transports: ['websocket'],
        extraHeaders: { cookie: receiver.cookieHeader() },
        reconnection: false,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const received: { content?: string }[] = [];
        socket.on('message:new', (m: { content?: string }) => received.push(m));
        const sent = await sender.post(`http://127.0.0.1:${apiPort(through)}/api/messages`, { receiverId, content });
        expect(sent.status).toBe(201);
        await expect.poll(() => received.map((m) => m.content), { timeout: 30_000, interval: 200 }).toContain(content);
      } finally {
        socket.close();
      }
    }

    it('answers from both API processes, and a session made through the balancer works on each', async () => {
      const seen = new Set<string>();
      // A new connection each time (HAProxy keeps a client's connection on one server).
      for (let i = 0; i < 6; i++) seen.add(String(await instanceAt(`${fleet.url}/api/health`)));
      expect([...seen].sort()).toEqual(['api-1', 'api-2']);

      const client = await login(fleet.url, { email: 'fleet.one@example.com', firstName: 'Fia' });
      for (const name of ['api-1', 'api-2']) {
        const res = await client.get(`http://127.0.0.1:${apiPort(name)}/api/auth/user`);
        expect(res.status).toBe(200);
        expect(currentUserSchema.parse(await res.json()).email).toBe('fleet.one@example.com');
      }
    });

    it('delivers a message sent through one API process to a socket held by the other', async () => {
      await deliveredAcross('api-1', 'api-2', 'Across the fleet');
    });

    it(`loses and doubles nothing under ${PER_SECOND} commands/s while a worker, an API process and Redis go down`, async () => {
      const hub = await login(fleet.url, { email: 'chaos.hub@example.com', firstName: 'Hub' });
      const hubId = await idOf(hub);
      const senders: Sender[] = [];
      for (let i = 0; i < SENDERS; i++) {
        const client = await login(fleet.url, { email: `chaos.sender${i}@example.com`, firstName: `Sender${i}` });
        senders.push({ client, id: await idOf(client) });
      }
      const load = new CommandLoad({ url: fleet.url, senders, receiverId: hubId, perSecond: PER_SECOND });
      load.start();
      const began = Date.now();
      // eslint-disable-next-line no-console -- the timeline of the chaos is this test's report
      const log = (m: string) => console.log(`[fleet chaos ${((Date.now() - began) / 1000).toFixed(1)} s] ${m}`);
      /** When each fault began: the load must have gone on through every stretch between them. */
      const marks: { what: string; at: number }[] = [{ what: 'load', at: began }];
      await sleep(4_000);

      // 1. The worker that owns the messages projection (the load's read model), kill -9.
      const before = await projectionOwners(db);
      const victim = before.get('messages');
      expect(victim).toMatch(/^worker-\d$/);
      const killedAt = Date.now();
      marks.push({ what: `kill -9 ${victim}`, at: killedAt });
      await fleet.kill(victim!);
      log(
        `killed ${victim}, which owned ${[...before]
          .filter(([, o]) => o === victim)
          .map(([p]) => p)
          .join(', ')}`,
      );
      // Every projection owned again, by a process that lives, and a command answered after the
      // kill applied to its read model: both within TAKEOVER_MS of the kill.
      let ownedAfterMs = -1;
      let appliedAfterMs = -1;
      for (let deadline = killedAt + 30_000; Date.now() < deadline && (ownedAfterMs < 0 || appliedAfterMs < 0); await sleep(100)) {
        if (ownedAfterMs < 0) {
          const owners = [...(await projectionOwners(db)).values()];
          if (owners.every((o) => o !== null && o !== victim)) ownedAfterMs = Date.now() - killedAt;
        }
        const after = load.answeredAfter(killedAt)[0];
        if (appliedAfterMs < 0 && after) {
          const messages = (await checkpoints(db)).get('messages')!;
          if (compareCheckpoints(messages, parseCheckpoint(after.position)!) >= 0) appliedAfterMs = Date.now() - killedAt;
        }
      }
      log(`every projection owned again after ${ownedAfterMs} ms; a command answered after the kill applied after ${appliedAfterMs} ms`);
      expect(ownedAfterMs).toBeGreaterThanOrEqual(0);
      expect(ownedAfterMs).toBeLessThanOrEqual(TAKEOVER_MS);
      expect(appliedAfterMs).toBeGreaterThanOrEqual(0);
      expect(appliedAfterMs).toBeLessThanOrEqual(TAKEOVER_MS);
      await sleep(2_000);

      // 2. One API process, kill -9: its requests in flight fail, and the clients send them again.
      marks.push({ what: 'kill -9 api-1', at: Date.now() });
      await fleet.kill('api-1');
      log('killed api-1');
      await sleep(6_000);

      // 3. The Redis every process uses, down for REDIS_DOWN_MS and up again (empty: it keeps nothing on disk).
      marks.push({ what: 'Redis down', at: Date.now() });
      await redis.down();
      log('Redis down');
      // The API process left still answers its health check, and quickly (degraded): it stays in the balancer.
      const checkedAt = Date.now();
      const health = await fetch(`http://127.0.0.1:${apiPort('api-2')}/api/health`, { signal: AbortSignal.timeout(30_000) });
      log(`api-2's /api/health answered ${health.status} in ${Date.now() - checkedAt} ms with Redis down`);
      expect(health.status).toBe(503);
      expect(Date.now() - checkedAt).toBeLessThan(5_000); // HAProxy's check timeout
      await sleep(REDIS_DOWN_MS - (Date.now() - checkedAt));
      marks.push({ what: 'Redis up', at: Date.now() });
      await redis.up();
      log('Redis up');
      await sleep(5_000);

      const report = await load.stop();
      const seen = new Map<string, number>();
      for (const f of report.failures) {
        const key = `${((f.at - began) / 1000).toFixed(0)} s ${f.what}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      for (const [what, n] of seen) log(`  failed attempt x${n}: ${what}`);
      const rate = report.sent / report.seconds;
      log(
        `${report.sent} commands in ${report.seconds.toFixed(1)} s (${rate.toFixed(0)}/s of ${report.offeredPerSecond}/s offered); retried on ${JSON.stringify(report.retriedOn)}; ` +
          `${report.answered.filter((a) => a.attempts > 1).length} answered after a retry`,
      );
      // Every command answered, none turned away; the only failures the clients saw are the
      // balancer's (the killed process's requests) or the network's: never the app's own 500.
      expect(report.refused).toEqual([]);
      expect(report.gaveUp).toEqual([]);
      expect(report.answered).toHaveLength(report.sent);
      expect(report.retriedOn['500'] ?? 0).toBe(0);
      // The balancer always had a live API process: it never answered that it had none (its 503).
      expect(report.failures.filter((f) => /no server is available/i.test(f.what))).toEqual([]);
      // Commands were answered in every stretch: before and after each fault.
      const stretches = marks.map((m, i) => {
        const until = marks[i + 1]?.at ?? Infinity;
        return { from: m.what, answered: report.answered.filter((a) => a.answeredAt >= m.at && a.answeredAt < until).length };
      });
      log(`answered ${JSON.stringify(stretches)}`);
      const took = report.answered.map((a) => a.tookMs).sort((a, b) => a - b);
      const pct = (p: number) => took[Math.min(took.length - 1, Math.floor((p / 100) * took.length))];
      log(`answered in p50 ${pct(50)} ms, p90 ${pct(90)} ms, p99 ${pct(99)} ms, max ${took.at(-1)} ms (retries included)`);
      for (const s of stretches) expect(s.answered, `commands answered after ${s.from}`).toBeGreaterThan(0);
      // The load was the load offered: not a speed check (the bench's `scaling` section measures
      // that), a floor far below it, so a load that stopped flowing cannot pass for one at 100/s.
      expect(rate, 'commands a second sent').toBeGreaterThan(PER_SECOND / 2);

      // The killed API process starts again meanwhile, to rejoin the balancer (checked below).
      await fleet.restart('api-1');

      // Exactly once in the event store: each answered command id once, in its sender's conversation, and nothing else there.
      const scoped = (a: { senderId: string; commandId: string }) => scopedCommandId(a.senderId, 'SendMessage', a.commandId);
      const expected = new Map<string, string>(report.answered.map((a) => [scoped(a), a.id]));
      const found = new Map<string, number>();
      for (const s of senders) {
        const { events } = await store.readStream(conversationStreamId(s.id, hubId));
        for (const e of events) {
          expect(e.type).toBe('MessageSent');
          const id = String(e.metadata.commandId);
          found.set(id, (found.get(id) ?? 0) + 1);
          expect((e.data as { messageId: string }).messageId).toBe(expected.get(id));
        }
      }
      expect(found.size).toBe(expected.size);
      expect([...found.values()].every((n) => n === 1)).toBe(true);
      if (eventStore === 'postgres') {
        // The same from the events table, across every stream.
        const { rows } = await db.pool.query<{ n: number; distinct: number }>(
          'SELECT count(*)::int AS n, count(DISTINCT command_id)::int AS distinct FROM events WHERE command_id = ANY($1::uuid[])',
          [[...expected.keys()]],
        );
        expect(rows[0]).toEqual({ n: expected.size, distinct: expected.size });
      }

      log('every answered command is in the store once');

      // Every read model caught up with the head of the store...
      // (On PostgreSQL the store is this test's own: its head. An EventStoreDB is shared with the other
      // test files, its $all holds their events and the server's own: the last position answered.)
      const head = await store.headPosition();
      const lastAnswered = report.answered
        .map((a) => parseCheckpoint(a.position)!)
        .reduce((a, b) => (compareCheckpoints(a, b) >= 0 ? a : b));
      const target = eventStore === 'postgres' ? head : lastAnswered;
      await expect
        .poll(async () => [...(await checkpoints(db)).values()].every((c) => compareCheckpoints(c, target) >= 0), {
          timeout: 60_000,
          interval: 250,
        })
        .toBe(true);
      const serving = await checkpoints(db);
      expect([...serving.keys()].sort()).toEqual(projections.map((p) => p.name).sort());
      if (eventStore === 'postgres') for (const c of serving.values()) expect(c).toEqual(head); // nothing else writes to this store
      // ... the load's rows counted once: a message row per command, each side's conversation, and the
      // hub's unread count per sender (a counter a doubly applied message would push up) ...
      const messages = await servingTable(db, 'messages', 'messages');
      const conversations = await servingTable(db, 'messages', 'conversations');
      const perSender = new Map<string, number>();
      for (const a of report.answered) perSender.set(a.senderId, (perSender.get(a.senderId) ?? 0) + 1);
      const rowsToHub = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${messages} WHERE receiver_id = $1`, [hubId]);
      expect(rowsToHub.rows[0]!.n).toBe(report.answered.length);
      const unread = await db.pool.query<{ partner_id: string; unread_count: number }>(
        `SELECT partner_id, unread_count FROM ${conversations} WHERE user_id = $1`,
        [hubId],
      );
      expect(new Map(unread.rows.map((r) => [r.partner_id, r.unread_count]))).toEqual(perSender);
      const sides = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${conversations} WHERE partner_id = $1`, [hubId]);
      expect(sides.rows[0]!.n).toBe(SENDERS);
      log('the read models caught up, their rows counted once');
      // The admin read model has the load too: a feed item and a row per message, once each.
      const streams = senders.map((x) => conversationStreamId(x.id, hubId));
      const adminMessages = await servingTable(db, 'admin', 'admin_messages');
      const adminActivity = await servingTable(db, 'admin', 'admin_activity');
      const adminRows = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${adminMessages} WHERE receiver_id = $1`, [
        hubId,
      ]);
      expect(adminRows.rows[0]!.n).toBe(report.answered.length);
      const feed = await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${adminActivity} WHERE event_type = 'MessageSent' AND stream_id = ANY($1)`,
        [streams],
      );
      expect(feed.rows[0]!.n).toBe(report.answered.length);
      // ... and the read models the load wrote are what a replay of the store from scratch gives, row for row.
      const replays = await Promise.all(
        projections.filter((x) => REPLAYED.includes(x.name)).map((p) => replayAndCompare(db.pool, store, p)),
      );
      expect(
        replays.map((r) => ({ projection: r.projection, tables: r.tables.filter((t) => t.missing || t.extra || t.different) })),
      ).toEqual(REPLAYED.map((projection) => ({ projection, tables: [] })));
      log(`${REPLAYED.join(' and ')} equal their replay`);

      // The restarted API process is back in the balancer, and pushes resume: a socket on it gets a
      // message sent through the other.
      await fleet.ready();
      log('api-1 is back in the balancer');
      await deliveredAcross('api-1', 'api-2', 'After the storm');
      log('pushes delivered across the fleet again');
    }, 170_000);
  });
}
