/**
 * A mail worker SIGKILLed between the SMTP server's acceptance of a mail and its record (decision 0065):
 * a second worker process finishes the job, so that one mail arrives twice under the same Message-ID
 * and no mail is lost.
 *
 * The mail worker runs alone in child processes (tests/support/run-mail-delivery.ts) against this
 * file's database and Redis; the test's SMTP server stops the worker (SIGSTOP), answers 250 to its
 * third mail and SIGKILLs it. It answers that mail only once the two it accepted before are recorded,
 * and answers nothing else while the first worker lives, so at the kill exactly one mail is accepted
 * and not recorded. The database right after the kill shows that the kill came before the record.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forumPostStreamId, forumReplyStreamId } from '@tradeguild/contracts';
import { append, ev, iso, person, register, world } from '../support/mail-world.ts';
import { waitFor } from '../support/projections/counter.ts';
import { startTestServer } from '../support/test-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = path.join(ROOT, 'tests/support/run-mail-delivery.ts');
/** The worker dies right after the SMTP server accepted its third mail (of five). */
const CHOSEN = 3;
const REPLIES = ['ash', 'birch', 'cedar', 'damson', 'elm'].map((tree) => `Seasoned ${tree} for the worktop`);
/** The mail jobs' lock and stalled check (MAIL_LOCK_MS): how soon the second worker takes up the first one's jobs. */
const LOCK_MS = 3000;

interface Received {
  /** The outbox row, known by the reply the mail quotes (not by its Message-ID, which is checked). */
  row: string;
  messageId: string;
}
const received: Received[] = [];
/** Each reply's outbox row (its body quotes the reply). */
const rowOf = new Map<string, string>();
const children = new Set<ChildProcess>();
const author = person('kill');
let smtp: SMTPServer;
let smtpUrl: string;
let recovering = false;
const accepted: string[] = [];
let chosen: string | null = null;
let firstWorker: ChildProcess | null = null;
let killed!: () => void;
const kill = new Promise<void>((resolve) => (killed = resolve));

const pool = () => world.server.deps.pool;
const outbox = async () =>
  (
    await pool().query<{ mail_id: string; status: string; body: string }>(
      `SELECT mail_id, status, body FROM mail_outbox WHERE recipient_id = $1`,
      [author.id],
    )
  ).rows;
const statuses = async () => new Map((await outbox()).map((r) => [r.mail_id, r.status]));

/** The test's SMTP server: answers as described above; a mail counts as received when it is answered 250. */
async function onData(stream: SMTPServerDataStream, answer: (err?: Error | null) => void): Promise<void> {
  // Read as the DATA begins: a mail cut off by the kill is the first worker's even if parsed later.
  const fromSecondWorker = recovering;
  const mail = await simpleParser(stream);
  const reply = REPLIES.find((r) => mail.text?.includes(r));
  const got: Received = { row: rowOf.get(reply ?? '') ?? `unknown: ${mail.subject}`, messageId: mail.messageId ?? '' };
  const accept = () => {
    received.push(got);
    answer();
  };
  if (fromSecondWorker) return accept();
  // Never answered: the first worker is about to die (or dead) with this mail on the wire, not accepted.
  if (chosen !== null) return void kill.then(() => answer(new Error('not accepted')));
  if (accepted.length < CHOSEN - 1) {
    accepted.push(got.row);
    return accept();
  }
  chosen = got.row;
  const recorded = async () => {
    const now = await statuses();
    return accepted.every((id) => now.get(id) === 'sent');
  };
  // Should they never be recorded, the kill goes ahead and the checks after it fail.
  await waitFor('the mails accepted before it to be recorded', recorded, 60_000, 50).catch(() => undefined);
  // Frozen before the 250: woken by it on a loaded machine, the worker was seen to run ahead of the
  // kill and record the mail (once in six runs here), which tests nothing.
  const pid = firstWorker!.pid!;
  process.kill(pid, 'SIGSTOP');
  await waitFor('the worker to stop', () => stopped(pid), 10_000, 5).catch(() => undefined);
  accept(); // 250 is written to the worker's socket,
  process.kill(pid, 'SIGKILL'); // and the worker killed before it runs again.
  killed();
}

/** Linux: the process's state in /proc is "T", stopped by a signal. */
const stopped = (pid: number) => /\) T /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));

function startWorker(name: string): ChildProcess {
  const { config } = world.server.deps;
  const proc = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: world.server.db.url,
      REDIS_URL: config.REDIS_URL,
      QUEUE_PREFIX: config.QUEUE_PREFIX,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: world.server.url,
      SESSION_SECRET: config.SESSION_SECRET,
      MAIL_LOCK_MS: String(LOCK_MS),
      // Names its database sessions, so the test can see them end after the kill.
      PGAPPNAME: name,
    },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  return proc;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData: (stream, _session, answer) => void onData(stream, answer).catch((err: Error) => answer(err)),
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
  // The whole backend without SMTP_URL: its projections write the outbox, and nothing in this process sends.
  world.server = await startTestServer();
}, 120_000);

afterAll(async () => {
  // Whatever happened, no worker outlives the file.
  await Promise.all(
    [...children].map((proc) => {
      const exited = once(proc, 'exit');
      proc.kill('SIGKILL');
      return exited;
    }),
  );
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await world.server?.stop();
});

it(
  'repeats only the mail its worker was killed on between SMTP acceptance and the record, and loses none',
  { timeout: 180_000 },
  async () => {
    const replier = person('replier');
    await register(author, 'Cy', 'client');
    await register(replier, 'Rob', 'tradesman');
    const postId = randomUUID();
    await append(
      forumPostStreamId(postId),
      ev('ForumPostCreated', {
        postId,
        authorId: author.id,
        title: 'Worktops',
        content: 'x',
        category: 'general',
        tags: [],
        createdAt: iso(),
      }),
    );
    for (const content of REPLIES) {
      const replyId = randomUUID();
      await append(
        forumReplyStreamId(replyId),
        ev('ForumReplyPosted', { replyId, postId, authorId: replier.id, content, createdAt: iso() }),
      );
    }
    await expect
      .poll(async () => [...(await statuses()).values()].filter((s) => s === 'pending').length, { timeout: 60_000 })
      .toBe(REPLIES.length);
    for (const row of await outbox()) rowOf.set(REPLIES.find((reply) => row.body.includes(reply)) ?? row.body, row.mail_id);
    expect([...rowOf.keys()].sort()).toEqual([...REPLIES].sort());

    // The first worker sends until the SMTP server kills it.
    firstWorker = startWorker('tg-mail-kill-first');
    const exited = once(firstWorker, 'exit');
    const outcome = await Promise.race([kill.then(() => 'killed'), exited.then(() => 'exited by itself')]);
    expect(outcome, 'the first mail worker, before its third mail').toBe('killed');
    await exited;
    // Its database sessions end once PostgreSQL sees the connections gone; any statement in flight has finished by then.
    await expect
      .poll(async () => (await pool().query(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'tg-mail-kill-first'`)).rowCount, {
        timeout: 30_000,
      })
      .toBe(0);
    const atKill = await statuses();
    expect(received.map((r) => r.row)).toEqual([...accepted, chosen]);
    expect(new Set(received.map((r) => r.row)).size, 'three different mails').toBe(CHOSEN);
    for (const id of accepted) expect(atKill.get(id), 'a mail accepted before the chosen one is recorded').toBe('sent');
    expect(
      atKill.get(chosen!),
      'the mail was recorded before the kill (a late kill proves nothing, or it was recorded before being sent)',
    ).toBe('pending');

    // A second worker takes up the dead one's jobs once their locks lapse.
    recovering = true;
    startWorker('tg-mail-kill-second');
    await expect
      .poll(async () => [...(await statuses()).values()].filter((s) => s === 'sent').length, { timeout: 90_000, interval: 200 })
      .toBe(REPLIES.length);

    // Every row's mail received, one of them twice: the one the worker died on.
    const copies = [...rowOf.values()].map((row) => received.filter((r) => r.row === row).length);
    expect(copies.sort()).toEqual([1, 1, 1, 1, 2]);
    expect(received).toHaveLength(REPLIES.length + 1);
    expect(received.filter((r) => r.row === chosen)).toHaveLength(2);
    // Each under its row's Message-ID, so the repeat carries the first copy's.
    const host = new URL(world.server.url).hostname;
    for (const r of received) expect(r.messageId).toBe(`<${r.row}@${host}>`);
  },
);
