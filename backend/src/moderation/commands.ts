import type { ReportReason, ReportSubjectType } from '@tradeguild/contracts';

/** What the route read of the subject from the read models (null: nothing by that id, or not visible). */
export interface ReportedSubjectFacts {
  authorId: string;
  parentId: string | null;
  excerpt: string;
}

interface Subject {
  subjectType: ReportSubjectType;
  subjectId: string;
}

/** A subject's moderation stream: its reports and the admin's outcome. */
export type ModerationCommand =
  | {
      type: 'FileReport';
      data: Subject & {
        reportId: string;
        reporterId: string;
        subject: ReportedSubjectFacts | null;
        reason: ReportReason;
        details: string | null;
      };
    }
  | { type: 'HideSubject'; data: Subject & { by: string; reason: string } }
  | { type: 'DismissReports'; data: Subject & { by: string } }
  | { type: 'RestoreSubject'; data: Subject & { by: string; reason: string } };
