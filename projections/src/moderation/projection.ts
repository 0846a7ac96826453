/**
 * The moderation read model: reports (open until an admin hides or dismisses their subject), what
 * each reported subject is, and the hidden subjects that other read models' queries leave out
 * (docs/decisions/0051-reports-and-moderation.md); a restored subject leaves the hidden list. Every write is an upsert or a guarded update,
 * so applying an event twice changes nothing. A new report is announced to the admins' room.
 */
import { ADMINS_ROOM, MODERATION_SOCKET_EVENTS, type DomainEvent } from '@tradeguild/contracts';
import { moderationErased } from '../privacy/erasure.ts';
import type { Projection } from '../runtime/types.ts';
import { moderationTables } from './tables.ts';

export const moderationProjection: Projection<DomainEvent> = {
  name: 'moderation',
  version: 1,
  tables: moderationTables,
  handlers: {
    // An erased account (decision 0061): purged here, so a rebuild purges at the same place.
    AccountErased: moderationErased,
    UserRegistered: async ({ data: d }, { tx, table }) => {
      await tx.query(
        `INSERT INTO ${table('moderation_users')} (user_id, name) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET name = excluded.name`,
        [d.userId, [d.firstName, d.lastName].filter(Boolean).join(' ').trim() || null],
      );
    },
    ReportFiled: async ({ data: d }, { tx, table, push }) => {
      await tx.query(
        `INSERT INTO ${table('moderation_subjects')} (subject_id, subject_type, author_id, parent_id, excerpt)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (subject_id) DO NOTHING`,
        [d.subjectId, d.subjectType, d.subjectAuthorId, d.parentId, d.excerpt],
      );
      await tx.query(
        `INSERT INTO ${table('moderation_reports')} (report_id, subject_type, subject_id, reporter_id, reason, details, filed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (report_id) DO NOTHING`,
        [d.reportId, d.subjectType, d.subjectId, d.reporterId, d.reason, d.details, d.filedAt],
      );
      push({ room: ADMINS_ROOM, event: MODERATION_SOCKET_EVENTS.changed, payload: { subjectId: d.subjectId } });
    },
    SubjectHidden: async ({ data: d }, { tx, table, push }) => {
      await tx.query(
        `INSERT INTO ${table('hidden_subjects')} (subject_id, subject_type, author_id, reason, hidden_by, hidden_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (subject_id) DO NOTHING`,
        [d.subjectId, d.subjectType, d.subjectAuthorId, d.reason, d.by, d.hiddenAt],
      );
      await tx.query(
        `UPDATE ${table('moderation_reports')} SET status = 'hidden' WHERE subject_id = $1 AND status = 'open' AND reporter_id = ANY($2::text[])`,
        [d.subjectId, d.reporterIds],
      );
      push({ room: ADMINS_ROOM, event: MODERATION_SOCKET_EVENTS.changed, payload: { subjectId: d.subjectId } });
    },
    SubjectRestored: async ({ data: d }, { tx, table, push }) => {
      await tx.query(`DELETE FROM ${table('hidden_subjects')} WHERE subject_id = $1`, [d.subjectId]);
      push({ room: ADMINS_ROOM, event: MODERATION_SOCKET_EVENTS.changed, payload: { subjectId: d.subjectId } });
    },
    ReportsDismissed: async ({ data: d }, { tx, table, push }) => {
      await tx.query(
        `UPDATE ${table('moderation_reports')} SET status = 'dismissed'
          WHERE subject_id = $1 AND status = 'open' AND reporter_id = ANY($2::text[])`,
        [d.subjectId, d.reporterIds],
      );
      push({ room: ADMINS_ROOM, event: MODERATION_SOCKET_EVENTS.changed, payload: { subjectId: d.subjectId } });
    },
  },
};
