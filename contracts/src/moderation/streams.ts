import type { ReportSubjectType } from './constants.ts';

/** One stream per reported subject: its reports, and the admin's outcome. */
export const moderationStreamId = (subjectType: ReportSubjectType, subjectId: string) => `moderation-${subjectType}-${subjectId}`;
