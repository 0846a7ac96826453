/**
 * Erasing an account (decision 0061): when the grace period after closing ends (the scheduled
 * sweep) or at once for an admin handling a request. The read models purge themselves on the
 * AccountErased event (projections/src/privacy/erasure.ts); this does the rest: the person's data key
 * (the injected `shredPersonalData`), uploads, sessions, live sockets and copies of their data.
 */
import { isEventOfType, START, userStreamId, type Checkpoint, type EventStore, type RecordedEvent } from '@tradeguild/contracts';
import { accountsDueForErasure, reviewInvitationIdsTo, type ReadDb } from '@tradeguild/projections';
import type pg from 'pg';
import type { Logger } from 'pino';
import { accountDecider } from '../accounts/decide.ts';
import { handleCommand } from '../commands/handle-command.ts';
import type { Realtime, Waker } from '../http/deps.ts';
import { deleteUploadsOf } from '../uploads/registry.ts';
import type { UploadStorage } from '../uploads/storage.ts';

/** Destroys the person's data key in the event store: their personal data in events then reads as the placeholders. */
export type ShredPersonalData = (userId: string) => Promise<void>;

export interface ErasureDeps {
  pool: pg.Pool;
  db: ReadDb;
  store: EventStore;
  realtime: Realtime;
  waker: Waker;
  logger: Logger;
  storage: UploadStorage;
  shredPersonalData: ShredPersonalData;
}

export type ErasureRequest =
  { by: 'grace-period-ended' } | { by: 'admin'; adminId: string; reason: string; correlationId?: string; commandId?: string | null };

const UPLOAD_REF = /\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp|gif))/g;
const PAGE = 1000;

/**
 * The events about a person, in order: those on their own account stream and those they caused
 * (actor). Read through the store (whichever adapter, decrypted as any read is), a page at a time.
 */
export async function eventsAbout(store: EventStore, userId: string): Promise<RecordedEvent[]> {
  const own = userStreamId(userId);
  const out: RecordedEvent[] = [];
  let after: Checkpoint = START;
  for (;;) {
    const page = await store.readAll({ after, limit: PAGE });
    for (const e of page.events) if (e.metadata.actorId === userId || e.streamId === own) out.push(e);
    if (page.events.length === 0) return out;
    after = page.last;
  }
}

/** The names of the uploads a person's own events refer to (profile, portfolio and project photos). */
export const uploadsIn = (events: RecordedEvent[]): string[] => [
  ...new Set(events.flatMap((e) => [...JSON.stringify(e.data).matchAll(UPLOAD_REF)].map((m) => m[1]!))),
];

/**
 * Erases one account. Returns false when there was nothing to erase (no such account; for the
 * sweep also one reopened meanwhile or not yet due). Order: the uploads are listed while the events
 * still read in clear, then the key goes, then AccountErased is recorded (so a failure before it
 * leaves the account to the next sweep or the admin's retry; every step is safe to repeat).
 */
export async function eraseAccount(deps: ErasureDeps, userId: string, request: ErasureRequest, now = new Date()): Promise<boolean> {
  const { events: own } = await deps.store.readStream(userStreamId(userId));
  if (own.length === 0) return false;
  const uploads = uploadsIn(await eventsAbout(deps.store, userId));
  // Their address, read while their key still opens it: the invitations sent to it are named in the event.
  const email = own.filter((e) => isEventOfType(e, 'UserRegistered')).at(-1)?.data.email;
  const reviewInvitationIds = email ? [...(await reviewInvitationIdsTo(deps.db, email))] : [];
  const command = {
    type: 'EraseAccount' as const,
    data:
      request.by === 'admin'
        ? { userId, by: 'admin' as const, erasedBy: request.adminId, reason: request.reason, reviewInvitationIds }
        : { userId, by: 'grace-period-ended' as const, erasedBy: null, reason: null, reviewInvitationIds },
  };
  // Decide first without appending: the key is destroyed only for an account that is to be erased.
  const state = own.reduce(
    (s, e) => accountDecider.evolve(s, e as Parameters<typeof accountDecider.evolve>[1]),
    accountDecider.initialState(),
  );
  if (accountDecider.decide(command, state, { now, actorId: request.by === 'admin' ? request.adminId : null }).length === 0) return false;

  await deps.shredPersonalData(userId);
  const outcome = await handleCommand(deps.store, {
    streamId: userStreamId(userId),
    decider: accountDecider,
    command,
    actorId: request.by === 'admin' ? request.adminId : null,
    correlationId: request.by === 'admin' ? (request.correlationId ?? '') : 'erasure-sweep',
    commandId: request.by === 'admin' ? (request.commandId ?? null) : null,
    now: () => now,
  });
  if (outcome.events.length === 0) return false;
  await deps.pool.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [userId]);
  deps.realtime.disconnectUser(userId);
  await deps.pool.query('DELETE FROM data_exports WHERE user_id = $1', [userId]);
  // The local sign-in provider's record of them (e-mail and name; local use only): a new sign-in makes a new one.
  await deps.pool.query('DELETE FROM local_oidc_accounts WHERE account_id = $1', [userId]);
  // Uploads from before the uploads table (found in the events), then every tracked upload of theirs (all sizes).
  for (const name of uploads) await deps.storage.delete(name);
  await deleteUploadsOf(deps.pool, deps.storage, userId);
  void deps.waker.wakeAll().catch(() => undefined);
  deps.logger.info({ userId, by: request.by, uploads: uploads.length }, 'account erased');
  return true;
}

/** The scheduled job: erases every closed account whose grace period is over at `now`; drops expired copies of data. */
export async function sweepErasures(deps: ErasureDeps, now = new Date()): Promise<{ erased: string[] }> {
  const erased: string[] = [];
  for (const userId of await accountsDueForErasure(deps.db, now)) {
    try {
      if (await eraseAccount(deps, userId, { by: 'grace-period-ended' }, now)) erased.push(userId);
    } catch (err) {
      deps.logger.error({ err, userId }, 'erasure failed; the next sweep tries again');
    }
  }
  await deps.pool.query(`UPDATE data_exports SET status = 'expired', zip = NULL WHERE status = 'ready' AND expires_at <= $1`, [
    now.toISOString(),
  ]);
  return { erased };
}
