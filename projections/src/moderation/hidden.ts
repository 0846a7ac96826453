/**
 * The one way reads leave hidden subjects out: an indexed NOT EXISTS on `hidden_subjects` (its
 * primary key), skipped for admins and kept true for the subject's own author.
 */
import { sql, type FragmentSqlToken } from 'slonik';
import type { ReportSubjectType } from '@tradeguild/contracts';

/** Who is reading: null for a visitor (sees nothing hidden). */
export interface ModerationViewer {
  userId: string;
  isAdmin: boolean;
}

/**
 * True for a row the viewer may see. `id` is the subject's uuid column, `author` its author's
 * column (omit it where the author never reads through this query).
 */
export function notHidden(
  type: ReportSubjectType,
  id: FragmentSqlToken,
  viewer: ModerationViewer | null,
  author?: FragmentSqlToken,
): FragmentSqlToken {
  if (viewer?.isAdmin) return sql.fragment`true`;
  const absent = sql.fragment`NOT EXISTS (SELECT 1 FROM hidden_subjects hs WHERE hs.subject_id = ${id} AND hs.subject_type = ${type})`;
  return viewer && author ? sql.fragment`(${author} = ${viewer.userId} OR ${absent})` : absent;
}
