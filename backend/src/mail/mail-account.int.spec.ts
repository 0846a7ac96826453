/**
 * The account's own mails against a real SMTP server (smtp-server on a free port): closing the
 * account (AccountClosed) and a copy of your data being ready (the export job, whose state is a
 * table: its mail row is written in the transaction that marks it ready). A closed account gets
 * only these; an erased person gets nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProjectStreamId, userStreamId } from '@tradeguild/contracts';
import { mailId } from '@tradeguild/projections';
import {
  append,
  catcher,
  ev,
  iso,
  mailsTo,
  ofKind,
  oneMail,
  person,
  posted,
  register,
  server,
  startMailWorld,
  stopMailWorld,
  tradesman,
} from '../../../tests/support/mail-world.ts';
import { runExport } from '../privacy/export.ts';
import { fsStorage } from '../uploads/storage.ts';

const DAY = 24 * 3600_000;
const closer = person('closer');
const neighbour = person('neighbour');
const gone = person('gone');
let dir: string;

const rows = async (text: string, values: unknown[]) => (await server.deps.pool.query(text, values)).rows;
const londonDate = (at: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }).format(new Date(at));

/** A copy of the person's data, requested and built by the job's own code. */
async function exportFor(userId: string): Promise<string> {
  const id = randomUUID();
  await server.deps.pool.query('INSERT INTO data_exports (id, user_id) VALUES ($1, $2)', [id, userId]);
  await runExport({ ...server.deps, storage: fsStorage(dir) }, id, false);
  return id;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mail-account-'));
  await startMailWorld();
  await register(closer, 'Cara', 'tradesman');
  await register(neighbour, 'Ned', 'tradesman');
  await register(gone, 'Gwen', 'client');
  await tradesman(closer, 'Cara Copper', 'LS6', 'LS6 2AB', 10);
  await tradesman(neighbour, 'Ned Nozzle', 'LS6', 'LS6 1AA', 10);
}, 180_000);
afterAll(async () => {
  await stopMailWorld();
  await rm(dir, { recursive: true, force: true });
});

describe("the account's own mails", { timeout: 180_000 }, () => {
  it('tells a person who closed their account when it will be erased and that signing in again offers to reopen it', async () => {
    const closedAt = iso();
    const erasureDueAt = new Date(Date.parse(closedAt) + 30 * DAY).toISOString();
    await append(userStreamId(closer.id), ev('AccountClosed', { userId: closer.id, closedAt, erasureDueAt }));
    const mail = await oneMail(closer, 'account_closed');
    expect(mail.subject).toBe('Your TradeGuild account is closed');
    expect(mail.text).toContain(`We will erase your account and your data on ${londonDate(erasureDueAt)}.`);
    expect(mail.text).toContain(`Sign in again before ${londonDate(erasureDueAt)} and you can reopen your account from Settings.`);
    expect(mail.text).toContain('/api/login?returnTo=%2Fsettings');
    expect(mail.listUnsubscribe).toContain('/api/mail/unsubscribe?token=');
    expect(String(catcher.headers(mail.id)?.get('list-unsubscribe-post'))).toBe('List-Unsubscribe=One-Click');
    expect(ofKind(closer, 'account_closed')).toHaveLength(1);
  });

  it('sends a closed account nothing else until it is reopened', async () => {
    await expect
      .poll(async () => (await rows('SELECT closed_at FROM users WHERE id = $1', [closer.id]))[0]?.closed_at ?? null, { timeout: 30_000 })
      .not.toBeNull();
    const first = randomUUID();
    await append(clientProjectStreamId(first), posted(first, gone.id, 'Burst pipe', 'Headingley, LS6 3AA'));
    await oneMail(neighbour, 'job_alert');
    await expect
      .poll(async () => rows(`SELECT status, last_error FROM mail_outbox WHERE recipient_id = $1 AND kind = 'job_alert'`, [closer.id]), {
        timeout: 30_000,
      })
      .toEqual([{ status: 'skipped', last_error: 'account closed' }]);

    await append(userStreamId(closer.id), ev('AccountReopened', { userId: closer.id, reopenedAt: iso() }));
    await expect
      .poll(async () => (await rows('SELECT closed_at FROM users WHERE id = $1', [closer.id]))[0]?.closed_at ?? null, { timeout: 30_000 })
      .toBeNull();
    const second = randomUUID();
    await append(clientProjectStreamId(second), posted(second, gone.id, 'Dripping tap', 'Headingley, LS6 3AA'));
    await expect.poll(() => ofKind(closer, 'job_alert').length, { timeout: 60_000 }).toBe(1);
    expect(ofKind(closer, 'job_alert')[0]!.subject).toContain('Dripping tap');
  });

  it('says a copy of your data is ready, once, under an id from the export, to a closed account too', async () => {
    await append(
      userStreamId(closer.id),
      ev('AccountClosed', { userId: closer.id, closedAt: iso(), erasureDueAt: new Date(Date.now() + 30 * DAY).toISOString() }),
    );
    await expect
      .poll(async () => (await rows('SELECT closed_at FROM users WHERE id = $1', [closer.id]))[0]?.closed_at ?? null, { timeout: 30_000 })
      .not.toBeNull();
    const exportId = await exportFor(closer.id);
    const expected = mailId(`dataExport:${exportId}`, closer.id, 'data_export_ready');
    expect(await rows(`SELECT mail_id FROM mail_outbox WHERE recipient_id = $1 AND kind = 'data_export_ready'`, [closer.id])).toEqual([
      { mail_id: expected },
    ]);
    const mail = await oneMail(closer, 'data_export_ready');
    expect(mail.subject).toBe('Your data export is ready');
    expect(mail.messageId).toBe(`<${expected}@localhost>`);
    expect(mail.text).toContain('It is valid for 24 hours, until');
    expect(mail.text).toMatch(/Download your data: http:\/\/localhost:\d+\/settings\n/);
    expect(mail.listUnsubscribe).toContain('/api/mail/unsubscribe?token=');
    // Nobody else's personal data: no other person's name or address.
    for (const other of ['Ned Nozzle', 'Gwen', neighbour.email, gone.email]) expect(`${mail.text}${mail.html}`).not.toContain(other);
    // The job run again (a retry) finds the copy ready and queues nothing more.
    await runExport({ ...server.deps, storage: fsStorage(dir) }, exportId, false);
    await new Promise((r) => setTimeout(r, 2000));
    expect(ofKind(closer, 'data_export_ready')).toHaveLength(1);
  });

  it('sends an erased person nothing: not the closing mail, nor a copy of their data', async () => {
    await append(
      userStreamId(gone.id),
      ev('AccountClosed', { userId: gone.id, closedAt: iso(), erasureDueAt: iso() }),
      ev('AccountErased', {
        userId: gone.id,
        by: 'admin',
        erasedBy: 'admin-1',
        reason: 'Asked by e-mail',
        erasedAt: iso(),
        reviewInvitationIds: [],
      }),
    );
    await expect
      .poll(async () => (await rows('SELECT id FROM mail_recipients WHERE id = $1', [gone.id])).length, { timeout: 30_000 })
      .toBe(0);
    await exportFor(gone.id);
    // Long enough for either mail to have been sent (the worker sweeps every second).
    await new Promise((r) => setTimeout(r, 3000));
    expect(await rows('SELECT kind FROM mail_outbox WHERE recipient_id = $1', [gone.id])).toEqual([]);
    expect(mailsTo(gone)).toEqual([]);
  });
});
