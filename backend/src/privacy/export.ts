/**
 * A copy of a person's data (decision 0061): a ZIP (fflate) of JSON files and their uploads, built
 * by a background job from the read models and the events about them, kept 24 hours for its owner.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { EventStore } from '@tradeguild/contracts';
import { personalData, queueMail, type ReadDb } from '@tradeguild/projections';
import type pg from 'pg';
import type { UploadStorage } from '../uploads/storage.ts';
import { eventsAbout, uploadsIn } from './erasure.ts';

export const EXPORT_VALID_HOURS = 24;

const README = `Your TradeGuild data
====================

account.json            your account (e-mail, name, type, dates)
profile.json            your tradesman profile (null if you have none)
portfolio.json          your portfolio projects
projects.json           projects you posted, and what you wrote in their project rooms
quotes.json             quotes you sent, and quotes others sent on your projects (their business name only)
messages.json           your conversations: what you sent and received (the other person by id and the name you saw)
reviews-given.json      reviews you wrote
reviews-received.json   reviews of your profile (the reviewer by id and the first name shown)
posts.json              your forum threads and replies
notifications.json      your notifications
events.json             the recorded events of your account and of what you did, in order
uploads/                the images you uploaded

Other people appear only by id and the display name the product showed you; never their e-mail address or phone number.
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`);

async function bytes(storage: UploadStorage, name: string): Promise<Uint8Array | null> {
  const found = await storage.get(name);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** Builds the ZIP of one person's data. */
export async function buildExport(deps: { db: ReadDb; store: EventStore; storage: UploadStorage }, userId: string): Promise<Buffer> {
  const data = await personalData(deps.db, userId);
  const events = await eventsAbout(deps.store, userId);
  const files: Zippable = {
    'README.txt': strToU8(README),
    'account.json': json(data.account),
    'profile.json': json(data.profile),
    'portfolio.json': json(data.portfolio),
    'projects.json': json({ projects: data.projects, roomMessages: data.roomMessages }),
    'quotes.json': json({ sent: data.quotesSent, received: data.quotesReceived }),
    'messages.json': json(data.messages),
    'reviews-given.json': json(data.reviewsGiven),
    'reviews-received.json': json(data.reviewsReceived),
    'posts.json': json({ threads: data.forumPosts, replies: data.forumReplies }),
    'notifications.json': json(data.notifications),
    'events.json': json(events.map((e) => ({ type: e.type, streamId: e.streamId, occurredAt: e.metadata.occurredAt, data: e.data }))),
  };
  const uploads: Record<string, Uint8Array> = {};
  for (const name of uploadsIn(events)) {
    const b = await bytes(deps.storage, name);
    if (b) uploads[name] = b;
  }
  if (Object.keys(uploads).length) files.uploads = uploads;
  // Images are compressed already: stored as they are.
  return Buffer.from(zipSync(files, { level: 6 }));
}

/** "Your data export is ready": its mail, sent like the mail read model's own (decision 0065). */
async function exportReadyMail(tx: pg.PoolClient, exportId: string, userId: string, readyAt: Date, expiresAt: Date): Promise<void> {
  const until = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' }).format(expiresAt);
  await queueMail(tx, `dataExport:${exportId}`, {
    recipientId: userId,
    kind: 'data_export_ready',
    body:
      `The copy of your TradeGuild data you asked for is ready. Download it from Settings, signed in to your account. ` +
      `It is valid for ${EXPORT_VALID_HOURS} hours, until ${until} (UK time); after that you can ask for a new one.`,
    link: '/settings',
    at: readyAt.toISOString(),
  });
}

/**
 * The background job's work for one requested copy: pending -> ready (or failed on its last attempt).
 * The row turns ready and its mail is queued in one transaction: either both happen or neither.
 */
export async function runExport(
  deps: { pool: pg.Pool; db: ReadDb; store: EventStore; storage: UploadStorage },
  exportId: string,
  lastAttempt: boolean,
  now: () => Date = () => new Date(),
): Promise<void> {
  const { rows } = await deps.pool.query<{ user_id: string }>(`SELECT user_id FROM data_exports WHERE id = $1 AND status = 'pending'`, [
    exportId,
  ]);
  const row = rows[0];
  if (!row) return;
  try {
    const zip = await buildExport(deps, row.user_id);
    const readyAt = now();
    const expiresAt = new Date(readyAt.getTime() + EXPORT_VALID_HOURS * 3600_000);
    const tx = await deps.pool.connect();
    try {
      await tx.query('BEGIN');
      const marked = await tx.query(
        `UPDATE data_exports SET status = 'ready', zip = $2, size = $3, ready_at = $4, expires_at = $5 WHERE id = $1 AND status = 'pending'`,
        [exportId, zip, zip.length, readyAt.toISOString(), expiresAt.toISOString()],
      );
      if (marked.rowCount) await exportReadyMail(tx, exportId, row.user_id, readyAt, expiresAt);
      await tx.query('COMMIT');
    } catch (err) {
      await tx.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      tx.release();
    }
  } catch (err) {
    if (lastAttempt) await deps.pool.query(`UPDATE data_exports SET status = 'failed' WHERE id = $1`, [exportId]);
    throw err;
  }
}
