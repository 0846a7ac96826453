/**
 * Sends the mail projection's outbox (migration 027, decision 0065).
 *
 * Each due row becomes a BullMQ job whose id is the row's own id (enqueued twice, run once). The job
 * reads the row, sends it over SMTP with a Message-ID made from that id, and only then marks it sent.
 * A process that dies after the SMTP server accepted the mail and before the mark leaves the row
 * pending (and its job stalled): once the job's lock lapses (`lockMs`) a worker runs it again, so that
 * mail goes out a second time with the same Message-ID, which receiving systems may fold
 * (tests/faults/mail-worker-kill.int.spec.ts). A mail is never lost: a row leaves 'pending' only once
 * sent, refused for good (5xx), out of attempts, or no longer wanted.
 *
 * Rows are found at once (the projection NOTIFYs `tg_mail` at commit) and by a sweep every second
 * (direct messages wait 10 minutes, and a lost NOTIFY is swept up). The daily digest (07:00
 * Europe/London, a BullMQ job scheduler) gathers each person's waiting 'daily' rows into one mail.
 */
import { Queue, Worker, type Job } from 'bullmq';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Transporter } from 'nodemailer';
import type { MailKind } from '@tradeguild/contracts';
import { mailModes, MAIL_WAKE_CHANNEL, type ReadDb } from '@tradeguild/projections';
import { recipientOf, recordPermanentFailure } from './addresses.ts';
import { runDigest } from './digest.ts';
import { digestContent, singleContent, type DigestItem } from './compose.ts';
import { render, type MailContent } from './templates.ts';
import { unsubscribeToken } from './tokens.ts';

export const MAIL_QUEUE = 'mail-delivery';
export const DIGEST_QUEUE = 'mail-digest';
const ATTEMPTS = 8;
const RECENT_MS = 30_000;

export interface MailDeliveryOptions {
  pool: pg.Pool;
  db: ReadDb;
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  transport: Transporter;
  from: string;
  publicUrl: string;
  /** Signs unsubscribe links (SESSION_SECRET). */
  secret: string;
  sweepMs?: number;
  /** Backoff of a failed attempt's retry, doubled each time (ms). */
  backoffMs?: number;
  /** A job's lock and the stalled check's period (BullMQ's lockDuration, stalledInterval; default 30 s). */
  lockMs?: number;
  /** Off for tests that run the digest themselves. */
  scheduleDigest?: boolean;
}

export interface OutboxRow {
  mail_id: string;
  recipient_id: string;
  kind: MailKind | 'digest';
  status: string;
  subject: string;
  body: string;
  link: string;
}

export class MailDelivery {
  private readonly queue: Queue;
  private readonly digestQueue: Queue;
  private workers: Worker[] = [];
  private sweeper: NodeJS.Timeout | null = null;
  private listener: pg.PoolClient | null = null;
  private sweeping = false;
  private readonly recent = new Map<string, number>();
  private again = false;
  private readonly host: string;

  constructor(private readonly o: MailDeliveryOptions) {
    const connection = { url: o.redisUrl, maxRetriesPerRequest: null };
    this.queue = new Queue(MAIL_QUEUE, { connection, prefix: o.queuePrefix });
    this.digestQueue = new Queue(DIGEST_QUEUE, { connection, prefix: o.queuePrefix });
    this.host = new URL(o.publicUrl).hostname || 'tradeguild.local';
  }

  async start(): Promise<void> {
    const lockMs = this.o.lockMs ?? 30_000;
    const connection = { url: this.o.redisUrl, maxRetriesPerRequest: null };
    const opts = { connection, prefix: this.o.queuePrefix, lockDuration: lockMs, stalledInterval: lockMs };
    const worker = new Worker(MAIL_QUEUE, (job: Job) => this.deliver(String(job.data.mailId), job.attemptsMade + 1 >= ATTEMPTS), {
      ...opts,
      concurrency: 16,
    });
    const digests = new Worker(DIGEST_QUEUE, async () => void (await this.runDigest(new Date())), opts);
    for (const w of [worker, digests]) w.on('error', (err) => this.o.logger.warn({ err }, 'mail worker error'));
    this.workers = [worker, digests];
    if (this.o.scheduleDigest !== false) {
      await this.digestQueue.upsertJobScheduler('daily-digest', { pattern: '0 7 * * *', tz: 'Europe/London' }, { name: 'digest' });
    }
    this.listener = await this.o.pool.connect();
    this.listener.on('notification', () => void this.sweep());
    this.listener.on('error', (err) => this.o.logger.warn({ err }, 'mail wake-up connection lost; sweeping on a timer'));
    await this.listener.query(`LISTEN ${MAIL_WAKE_CHANNEL}`);
    this.sweeper = setInterval(() => void this.sweep(), this.o.sweepMs ?? 1000);
    void this.sweep();
  }

  /** Enqueues every due instant row; one sweep at a time, another right after if woken meanwhile. */
  async sweep(): Promise<void> {
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = true;
    try {
      do {
        this.again = false;
        const { rows } = await this.o.pool.query<{ mail_id: string }>(
          `SELECT mail_id FROM mail_outbox WHERE status = 'pending' AND delivery = 'instant' AND not_before <= now()
            ORDER BY not_before LIMIT 1000`,
        );
        // Rows handed to BullMQ in the last 30 s are not re-added on every wake-up (after that, in case the job was lost).
        const now = Date.now();
        for (const [id, at] of this.recent) if (now - at > RECENT_MS) this.recent.delete(id);
        const fresh = rows.map((r) => r.mail_id).filter((id) => !this.recent.has(id));
        fresh.forEach((id) => this.recent.set(id, now));
        if (fresh.length) await this.enqueue(fresh);
      } while (this.again);
    } catch (err) {
      this.o.logger.warn({ err }, 'mail outbox sweep failed; will retry');
    } finally {
      this.sweeping = false;
    }
  }

  async enqueue(mailIds: string[]): Promise<void> {
    await this.queue.addBulk(
      mailIds.map((mailId) => ({
        name: 'mail',
        data: { mailId },
        opts: {
          jobId: mailId,
          attempts: ATTEMPTS,
          backoff: { type: 'exponential', delay: this.o.backoffMs ?? 2000 },
          removeOnComplete: true,
          removeOnFail: true,
        },
      })),
    );
  }

  private link = (path: string) => new URL(path, this.o.publicUrl).toString();

  /** Sends one row if it is still pending and wanted; records the outcome. */
  async deliver(mailId: string, lastAttempt: boolean): Promise<void> {
    const { pool } = this.o;
    const { rows } = await pool.query<OutboxRow>(
      `SELECT mail_id, recipient_id, kind, status, subject, body, link FROM mail_outbox WHERE mail_id = $1`,
      [mailId],
    );
    const row = rows[0];
    if (!row || row.status !== 'pending') return;
    const settle = (status: string, error: string | null) =>
      pool.query(`UPDATE mail_outbox SET status = $2, last_error = $3, attempts = attempts + 1 WHERE mail_id = $1 AND status = 'pending'`, [
        mailId,
        status,
        error,
      ]);
    const recipient = await recipientOf(pool, this.o.db, row);
    if (typeof recipient === 'string') return void (await settle('skipped', recipient));
    const modes = await mailModes(this.o.db, row.recipient_id);

    let content: MailContent;
    let kinds: MailKind[];
    if (row.kind === 'digest') {
      const items = await pool.query<DigestItem>(
        `SELECT kind, body, link FROM mail_outbox WHERE digest_id = $1 AND mail_id <> $1 ORDER BY created_at, mail_id`,
        [mailId],
      );
      // A kind turned off since it waited is left out; nothing left, nothing sent.
      const wanted = items.rows.filter((i) => modes[i.kind] !== 'off');
      if (wanted.length === 0) return void (await settle('skipped', 'nothing left to send'));
      kinds = [...new Set(wanted.map((i) => i.kind))];
      content = digestContent(row.subject, wanted, this.link);
    } else {
      if (modes[row.kind] === 'off') return void (await settle('skipped', 'turned off'));
      kinds = [row.kind];
      content = singleContent(row as OutboxRow & { kind: MailKind }, this.link);
    }
    const token = unsubscribeToken(this.o.secret, row.recipient_id, kinds);
    content.unsubscribeUrl = this.link(`/unsubscribe?token=${token}`);
    const { html, text } = await render(content);

    try {
      await this.o.transport.sendMail({
        from: this.o.from,
        to: recipient.name ? { name: recipient.name, address: recipient.email } : recipient.email,
        subject: content.subject,
        text,
        html,
        messageId: `<${mailId}@${this.host}>`,
        headers: {
          'List-Unsubscribe': `<${this.link(`/api/mail/unsubscribe?token=${token}`)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-TradeGuild-Kind': row.kind,
        },
      });
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      const message = String((err as Error).message ?? err).slice(0, 500);
      if (code !== undefined && code >= 500) {
        // Refused for good: no retry; the fifth such refusal suspends the address.
        await recordPermanentFailure(pool, recipient.email, message);
        this.o.logger.warn({ mailId, code }, 'mail refused permanently');
        return void (await settle('failed', message));
      }
      if (lastAttempt) await settle('failed', message);
      else await pool.query('UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2 WHERE mail_id = $1', [mailId, message]);
      throw err;
    }
    await pool.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE mail_id = $1`,
      [mailId],
    );
    // Accepted: the address works, earlier refusals no longer count towards a suspension.
    await pool.query(
      'UPDATE mail_addresses SET permanent_failures = 0 WHERE email = $1 AND suspended_at IS NULL AND permanent_failures > 0',
      [recipient.email],
    );
  }

  /** The digest at `now` (digest.ts), its mails sent like any other. */
  runDigest(now: Date): Promise<string[]> {
    return runDigest(this.o.pool, now, (ids) => this.enqueue(ids));
  }

  private stopped: Promise<void> | null = null;

  stop(): Promise<void> {
    this.stopped ??= (async () => {
      if (this.sweeper) clearInterval(this.sweeper);
      if (this.listener) {
        await this.listener.query(`UNLISTEN ${MAIL_WAKE_CHANNEL}`).catch(() => undefined);
        this.listener.release();
      }
      await Promise.all(this.workers.map((w) => w.close()));
      await this.queue.close();
      await this.digestQueue.close();
    })();
    return this.stopped;
  }
}
