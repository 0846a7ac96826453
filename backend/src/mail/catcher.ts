/**
 * A local mail catcher: an SMTP server (`smtp-server`) in this process on a free port, each mail
 * parsed (`mailparser`) and kept in memory, newest first. `make run` starts it when no SMTP_URL is
 * set (the admin reads it at /dev/mailbox); the tests start it as their real SMTP server.
 */
import { randomUUID } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CaughtMail } from '@tradeguild/contracts';

export interface MailCatcher {
  url: string;
  port: number;
  /** Newest first. */
  mails: () => CaughtMail[];
  /** A caught mail's headers as sent (lower-case names), by its id (tests). */
  headers: (id: string) => Map<string, string> | undefined;
  /** Refuse the next mails to these addresses with this SMTP reply code (tests: 550 is permanent). */
  refuse: (address: string, code: number) => void;
  clear: () => void;
  close: () => Promise<void>;
}

const KEEP = 500;

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address ?? '')).filter(Boolean);

/** Keeps the newest `keep` mails (the bench asks for all of its run's). */
export async function startMailCatcher(port = 0, host = '127.0.0.1', keep = KEEP): Promise<MailCatcher> {
  let caught: { mail: CaughtMail; headers: Map<string, string> }[] = [];
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      const code = refusals.get(address.address.toLowerCase());
      if (code) {
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: code });
        return cb(err);
      }
      cb();
    },
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((m) => {
          // The header as sent (mailparser would parse List-Unsubscribe into parts).
          const unsubscribe = m.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/^[^:]*:\s*/, '');
          caught.unshift({
            mail: {
              id: randomUUID(),
              receivedAt: new Date().toISOString(),
              from: addresses(m.from).join(', '),
              to: addresses(m.to),
              subject: m.subject ?? '',
              messageId: m.messageId ?? null,
              text: m.text ?? '',
              html: typeof m.html === 'string' ? m.html : '',
              listUnsubscribe: unsubscribe ?? null,
            },
            headers: new Map(m.headerLines.map((h) => [h.key, h.line.replace(/^[^:]*:\s*/, '')])),
          });
          caught = caught.slice(0, keep);
          cb();
        })
        .catch((err: Error) => cb(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://${host}:${actual}`,
    port: actual,
    mails: () => caught.map((c) => c.mail),
    headers: (id) => caught.find((c) => c.mail.id === id)?.headers,
    refuse: (address, code) => void refusals.set(address.toLowerCase(), code),
    clear: () => void (caught = []),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The catcher `make run` started in this process, if any (read by GET /api/dev/mailbox). */
let devCatcher: MailCatcher | null = null;
export const setDevMailCatcher = (c: MailCatcher | null) => void (devCatcher = c);
export const devMailCatcher = () => devCatcher;
