/** Addresses that refuse mail for good (5xx): counted, and suspended at the fifth refusal. */
import type pg from 'pg';

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
