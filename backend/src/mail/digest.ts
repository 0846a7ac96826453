/** The daily digest (07:00 Europe/London): each person's waiting 'daily' rows gathered into one mail. */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** The day in London a moment falls on, as 2026-11-27. */
export const londonDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

export const digestId = (userId: string, day: string) => createHash('sha256').update(`digest:${userId}:${day}`).digest('hex').slice(0, 40);

/**
 * The daily digest at `now`: for each person with 'daily' rows waiting (made up to `now`), one
 * digest row (its id from the person and London day, so a second run that day adds none) that
 * takes them over, in one transaction each; then they are sent like any other row. Nobody waiting,
 * nothing sent. Returns the digests made.
 */
export async function runDigest(pool: pg.Pool, now: Date, enqueue: (ids: string[]) => Promise<void>): Promise<string[]> {
  const day = londonDay(now);
  const { rows } = await pool.query<{ recipient_id: string }>(
    `SELECT DISTINCT recipient_id FROM mail_outbox WHERE status = 'pending' AND delivery = 'daily' AND created_at <= $1`,
    [now],
  );
  const made: string[] = [];
  for (const { recipient_id: userId } of rows) {
    const id = digestId(userId, day);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const inserted = await client.query(
        `INSERT INTO mail_outbox (mail_id, recipient_id, kind, delivery, subject, body, link, digest_id, created_at)
         VALUES ($1, $2, 'digest', 'instant', $3, '', '/', $1, $4) ON CONFLICT (mail_id) DO NOTHING`,
        [
          id,
          userId,
          `Your TradeGuild digest for ${new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long' }).format(now)}`,
          now,
        ],
      );
      const taken = inserted.rowCount
        ? await client.query(
            `UPDATE mail_outbox SET status = 'digested', digest_id = $2
              WHERE recipient_id = $1 AND status = 'pending' AND delivery = 'daily' AND created_at <= $3`,
            [userId, id, now],
          )
        : null;
      if (taken?.rowCount) {
        await client.query('COMMIT');
        made.push(id);
      } else await client.query('ROLLBACK');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
  if (made.length) await enqueue(made);
  return made;
}
