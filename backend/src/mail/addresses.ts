/** Addresses that refuse mail for good (5xx): counted, and suspended at the fifth refusal; and who may be mailed now. */
import type pg from 'pg';
import { isAccountMailKind } from '@tradeguild/contracts';
import { findUserById, mailRecipient, type MailRecipient, type ReadDb } from '@tradeguild/projections';

/** Permanent refusals (5xx) of one address before mail to it is suspended. */
export const SUSPEND_AFTER_FAILURES = 5;

export async function recordPermanentFailure(pool: pg.Pool, email: string, message: string): Promise<void> {
  await pool.query(
    `INSERT INTO mail_addresses (email, permanent_failures, last_failure, suspended_at) VALUES ($1, 1, $2, CASE WHEN 1 >= $3 THEN now() END)
     ON CONFLICT (email) DO UPDATE SET permanent_failures = mail_addresses.permanent_failures + 1, last_failure = excluded.last_failure,
       suspended_at = coalesce(mail_addresses.suspended_at, CASE WHEN mail_addresses.permanent_failures + 1 >= $3 THEN now() END)`,
    [email, message, SUSPEND_AFTER_FAILURES],
  );
}

export async function isSuspended(pool: pg.Pool, email: string): Promise<boolean> {
  const { rows } = await pool.query<{ suspended: boolean }>(
    'SELECT suspended_at IS NOT NULL AS suspended FROM mail_addresses WHERE email = $1',
    [email],
  );
  return rows[0]?.suspended ?? false;
}

/**
 * Whom a row's mail goes to, or why it is not sent: no address (never known, or erased), the address
 * suspended, or the account closed: a closed account gets only its own account's mails (decision 0061).
 */
export async function recipientOf(pool: pg.Pool, db: ReadDb, row: { recipient_id: string; kind: string }): Promise<MailRecipient | string> {
  const recipient = await mailRecipient(db, row.recipient_id);
  if (!recipient) return 'no address';
  if (await isSuspended(pool, recipient.email)) return 'address suspended';
  if (!isAccountMailKind(row.kind) && (await findUserById(db, row.recipient_id))?.closedAt) return 'account closed';
  return recipient;
}
