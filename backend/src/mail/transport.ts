import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import type { ReadDb } from '@tradeguild/projections';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { MailDelivery } from './delivery.ts';

/** SMTP through nodemailer, pooled: smtp://, smtps:// or smtp+starttls URLs as nodemailer reads them. */
export const createMailTransport = (smtpUrl: string): Transporter =>
  nodemailer.createTransport(smtpUrl.includes('?') ? `${smtpUrl}&pool=true` : `${smtpUrl}?pool=true`);

/**
 * The mail worker as every process that sends wires it from its configuration (decision 0065); null
 * without SMTP_URL. Not started: the caller starts it, and closes the transport after stopping it.
 */
export function createMailDelivery(
  config: Pick<Config, 'SMTP_URL' | 'REDIS_URL' | 'QUEUE_PREFIX' | 'MAIL_FROM' | 'SESSION_SECRET' | 'MAIL_LOCK_MS'>,
  o: { pool: pg.Pool; db: ReadDb; logger: Logger; publicUrl: string },
): { mail: MailDelivery; transport: Transporter } | null {
  if (!config.SMTP_URL) return null;
  const transport = createMailTransport(config.SMTP_URL);
  const mail = new MailDelivery({
    pool: o.pool,
    db: o.db,
    redisUrl: config.REDIS_URL,
    queuePrefix: config.QUEUE_PREFIX,
    logger: o.logger,
    transport,
    from: config.MAIL_FROM,
    publicUrl: o.publicUrl,
    secret: config.SESSION_SECRET,
    lockMs: config.MAIL_LOCK_MS,
  });
  return { mail, transport };
}
