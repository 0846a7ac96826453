/**
 * Test fixture: only the mail worker (decision 0065) in a process of its own, wired from the
 * environment as the server and `backend/src/workers.ts` wire it, so that a test can SIGKILL it
 * between the SMTP server's acceptance of a mail and its record.
 *
 *   DATABASE_URL REDIS_URL QUEUE_PREFIX SMTP_URL PUBLIC_URL [MAIL_LOCK_MS] [PGAPPNAME]  node --import tsx run-mail-delivery.ts
 */
import { pino } from 'pino';
import { createReadDb } from '@tradeguild/projections';
import { parseConfig } from '../../backend/src/config.ts';
import { createPool } from '../../backend/src/db/pool.ts';
import { createMailDelivery } from '../../backend/src/mail/transport.ts';

const config = parseConfig();
if (!config.DATABASE_URL || !config.SMTP_URL || !config.PUBLIC_URL) {
  console.error('DATABASE_URL, SMTP_URL and PUBLIC_URL are required');
  process.exit(2);
}
// A test that dies without its afterAll closes this pipe: the worker goes with it.
process.stdin.resume().once('end', () => process.exit(1));
const pool = createPool(config.DATABASE_URL, 4);
const db = await createReadDb(config.DATABASE_URL, 4);
const logger = pino({ level: 'warn' }, pino.destination(2));
const sending = createMailDelivery(config, { pool, db, logger, publicUrl: config.PUBLIC_URL })!;
await sending.mail.start();
process.once('SIGTERM', () => {
  void sending.mail
    .stop()
    .then(() => sending.transport.close())
    .then(() => Promise.all([db.end(), pool.end()]))
    .then(() => process.exit(0));
});
