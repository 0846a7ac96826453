/** Reports and moderation (issue 23 item 3; docs/decisions/0051-reports-and-moderation.md). */

/** What can be reported: each is a uuid in its own context. */
export const REPORT_SUBJECT_TYPES = ['forumPost', 'forumReply', 'review', 'profile', 'message'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

export const REPORT_SUBJECT_LABELS: Record<ReportSubjectType, string> = {
  forumPost: 'Forum post',
  forumReply: 'Forum reply',
  review: 'Review',
  profile: 'Profile',
  message: 'Message',
};

export const REPORT_REASONS = ['spam', 'fake', 'offensive', 'harassment', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  fake: 'Fake or misleading',
  offensive: 'Offensive content',
  harassment: 'Harassment or bullying',
  other: 'Something else',
};

export const MODERATION_LIMITS = {
  details: 1_000,
  hideReason: 500,
  restoreReason: 500,
  /** How much of the reported text the report keeps, for the Moderation tab's preview. */
  excerpt: 280,
} as const;

export const MODERATION_MESSAGES = {
  subjectType: `Subject type must be one of: ${REPORT_SUBJECT_TYPES.join(', ')}`,
  subjectId: 'Choose what to report',
  reason: 'Choose a reason',
  hideReason: 'A reason is required',
  restoreReason: 'Say why it is restored',
  notHidden: 'This is not hidden',
  notFound: 'There is nothing to report here',
  own: 'You cannot report your own content',
  already: 'You have already reported this',
  alreadyHidden: 'This has already been hidden',
  noOpenReports: 'There are no open reports on this',
} as const;

/** socket.io, in the admins' room: a report was filed or settled (the Moderation tab refetches). */
export const MODERATION_SOCKET_EVENTS = { changed: 'moderation:changed' } as const;
