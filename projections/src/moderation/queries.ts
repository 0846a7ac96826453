/** The typed queries of the moderation routes: the admin's open reports, and what a report is about. */
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import {
  hiddenSubjectSchema,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
  type HiddenSubject,
  type ReportedSubject,
  type ReportSubjectType,
} from '@tradeguild/contracts';
import type { ReadDb } from '../runtime/read-db.ts';

const OPEN_SUBJECTS_MAX = 200;

const openRowSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string(),
  subjectAuthorId: z.string(),
  subjectAuthorName: z.string().nullable(),
  parentId: z.string().nullable(),
  excerpt: z.string(),
  reportId: z.string(),
  reporterId: z.string(),
  reporterName: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  filedAt: z.string(),
});

const iso = (v: string) => new Date(v).toISOString();

/** Subjects with open reports, grouped: the most reported first, then the most recently reported. */
export async function openReportedSubjects(db: ReadDb): Promise<ReportedSubject[]> {
  const rows = await db.any(sql.type(openRowSchema)`
    WITH open_subjects AS (
      SELECT r.subject_id, count(*) AS n, max(r.filed_at) AS latest FROM moderation_reports r
       WHERE r.status = 'open' GROUP BY r.subject_id
       ORDER BY n DESC, latest DESC LIMIT ${OPEN_SUBJECTS_MAX})
    SELECT s.subject_type, s.subject_id, s.author_id AS subject_author_id, au.name AS subject_author_name, s.parent_id, s.excerpt,
           r.report_id, r.reporter_id, ru.name AS reporter_name, r.reason, r.details, r.filed_at
      FROM open_subjects o
      JOIN moderation_subjects s ON s.subject_id = o.subject_id
      JOIN moderation_reports r ON r.subject_id = o.subject_id AND r.status = 'open'
      LEFT JOIN moderation_users au ON au.user_id = s.author_id
      LEFT JOIN moderation_users ru ON ru.user_id = r.reporter_id
     ORDER BY o.n DESC, o.latest DESC, o.subject_id, r.filed_at DESC, r.report_id`);
  const subjects = new Map<string, ReportedSubject>();
  for (const { reportId, reporterId, reporterName, reason, details, filedAt, ...s } of rows) {
    let subject = subjects.get(s.subjectId);
    if (!subject) {
      subject = { ...s, reportCount: 0, lastReportedAt: iso(filedAt), reports: [] };
      subjects.set(s.subjectId, subject);
    }
    subject.reportCount += 1;
    subject.reports.push({ reportId, reporterId, reporterName, reason, details, filedAt: iso(filedAt) });
  }
  return [...subjects.values()];
}

const factsSchema = z.object({ authorId: z.string(), parentId: z.string().nullable(), excerpt: z.string() });
export type SubjectFacts = z.infer<typeof factsSchema>;

/**
 * What a report is about, read from the subject's own read model: its author, where it lives and
 * its text; null when nothing by that id exists (or is gone), or, for a message, when the reporter
 * is not its receiver (only the person a message was sent to reports it).
 */
export function reportSubjectFacts(db: ReadDb, type: ReportSubjectType, id: string, reporterId: string): Promise<SubjectFacts | null> {
  const query: Record<ReportSubjectType, FragmentSqlToken> = {
    forumPost: sql.fragment`SELECT p.author_id, NULL::uuid AS parent_id, p.title || ': ' || p.content AS excerpt
                              FROM forum_posts p WHERE p.id = ${id} AND NOT p.hidden`,
    forumReply: sql.fragment`SELECT r.author_id, r.post_id AS parent_id, r.content AS excerpt
                               FROM forum_replies r WHERE r.id = ${id} AND NOT r.hidden`,
    review: sql.fragment`SELECT v.client_id AS author_id, v.tradesman_id AS parent_id,
                                coalesce(nullif(v.comment, ''), v.rating || ' stars, no comment') AS excerpt
                           FROM reviews v WHERE v.id = ${id}`,
    profile: sql.fragment`SELECT t.user_id AS author_id, NULL::uuid AS parent_id,
                                 t.business_name || coalesce(': ' || t.description, '') AS excerpt
                            FROM tradesmen t WHERE t.id = ${id}`,
    message: sql.fragment`SELECT m.sender_id AS author_id, NULL::uuid AS parent_id, m.content AS excerpt
                            FROM messages m WHERE m.id = ${id} AND m.receiver_id = ${reporterId}`,
  };
  return db.maybeOne(sql.type(factsSchema)`${query[type]}`);
}

/** Whether a subject is hidden through a report (a hidden profile is a 404 but for its owner and admins). */
export const isSubjectHidden = (db: ReadDb, type: ReportSubjectType, id: string): Promise<boolean> =>
  db.exists(sql.unsafe`SELECT 1 FROM hidden_subjects hs WHERE hs.subject_id = ${id} AND hs.subject_type = ${type}`);

/** The Moderation tab's "Hidden" list: what is hidden, whose it was, by whom and why, most recent first. */
export async function hiddenSubjects(db: ReadDb): Promise<HiddenSubject[]> {
  const rows = await db.any(sql.type(hiddenSubjectSchema)`
    SELECT h.subject_type, h.subject_id, h.author_id AS subject_author_id, au.name AS subject_author_name,
           s.parent_id, coalesce(s.excerpt, '') AS excerpt, h.reason, bu.name AS hidden_by_name, h.hidden_at
      FROM hidden_subjects h
      LEFT JOIN moderation_subjects s ON s.subject_id = h.subject_id
      LEFT JOIN moderation_users au ON au.user_id = h.author_id
      LEFT JOIN moderation_users bu ON bu.user_id = h.hidden_by
     ORDER BY h.hidden_at DESC, h.subject_id LIMIT ${OPEN_SUBJECTS_MAX}`);
  return rows.map((r) => ({ ...r, hiddenAt: iso(r.hiddenAt) }));
}
