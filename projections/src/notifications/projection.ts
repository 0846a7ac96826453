/**
 * The notifications read model: one row per notification, keyed by its recipient's user id, built
 * from the jobs events (quotes, invitations, the work starting and ending, room messages) and the
 * recipients' own NotificationsRead events, so read marks survive a rebuild. New ones are pushed to
 * the recipient's `user:<id>` room after commit (docs/decisions/0035-notifications.md).
 * v2: a hired tradesman marking a part done notifies the client. Reporters hear their report's outcome
 * (moderation; new events only, so no rebuild).
 * v3: shortlisting notifies the tradesman; a quote closed by a hire or the project's end, and a later
 *     start day, say so (decision 0052).
 * v4: a client's notifications link to the project's own page (/my-projects/{id}) and its room's
 *     (/my-projects/{id}/room) instead of the list's anchors (decision 0054).
 * v5: each notification keeps the parts of its text that are someone's, so erasing them rewords
 *     others' notifications as a rebuild would (decision 0068).
 */
import type { DomainEvent } from '@tradeguild/contracts';
import { notificationsErased } from '../privacy/erasure.ts';
import type { Projection } from '../runtime/types.ts';
import { jobNotificationHandlers, readHandlers } from './handlers.ts';
import { moderationNotificationHandlers } from './moderation-handlers.ts';
import { notificationTables } from './tables.ts';

export const notificationsProjection: Projection<DomainEvent> = {
  name: 'notifications',
  version: 5,
  tables: notificationTables,
  handlers: {
    // An erased account (decision 0061): purged here, so a rebuild purges at the same place.
    AccountErased: notificationsErased,
    UserRegistered: async ({ data: d }, { tx, table }) => {
      const name = [d.firstName, d.lastName].filter(Boolean).join(' ').trim() || null;
      await tx.query(
        `INSERT INTO ${table('notification_users')} (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = excluded.name`,
        [d.userId, name],
      );
    },
    TradesmanProfileCreated: async ({ data: d }, { tx, table }) => {
      await tx.query(
        `INSERT INTO ${table('notification_tradesmen')} (id, user_id, business_name) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET business_name = excluded.business_name`,
        [d.tradesmanId, d.userId, d.businessName],
      );
    },
    TradesmanProfileUpdated: async ({ data: d }, { tx, table }) => {
      await tx.query(`UPDATE ${table('notification_tradesmen')} SET business_name = $2 WHERE id = $1`, [d.tradesmanId, d.businessName]);
    },
    ...jobNotificationHandlers,
    ...readHandlers,
    ...moderationNotificationHandlers,
  },
};
