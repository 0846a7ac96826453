import { z } from 'zod';
import { ownedBy, personal } from '../shared/personal-data.ts';
import { defineEvent } from '../shared/event-registry.ts';
import { REPORT_REASONS, REPORT_SUBJECT_TYPES } from './constants.ts';

const subject = {
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string().uuid(),
};
/** Where the subject lives and what it said, as its first report saw it (for the reporters' notifications). */
const seen = { parentId: z.string().uuid().nullable(), excerpt: z.string() };

/**
 * A member reported a subject. The route read the subject's author, a short excerpt and where it
 * lives (`parentId`: the thread of a reply, the profile of a review) from the read models, so the
 * Moderation tab shows what was reported even if it is edited later.
 */
export const reportFiledSchema = z.object({
  type: z.literal('ReportFiled'),
  data: z.object({
    ...subject,
    reportId: z.string().uuid(),
    reporterId: z.string(),
    subjectAuthorId: z.string(),
    parentId: z.string().uuid().nullable(),
    excerpt: z.string(),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    filedAt: z.string(),
  }),
});

/** An admin hid the subject: gone for everyone but its author and admins. `reporterIds`: the open reports it settles. */
export const subjectHiddenSchema = z.object({
  type: z.literal('SubjectHidden'),
  data: z.object({
    ...subject,
    ...seen,
    subjectAuthorId: z.string(),
    reason: z.string(),
    by: z.string(),
    reporterIds: z.array(z.string()),
    hiddenAt: z.string(),
  }),
});

/**
 * An admin found nothing wrong: the open reports are closed, the subject stays. v2 names the
 * subject's author, whose key seals the excerpt (crypto-shredding); null in a v1 dismissal, whose
 * excerpt the recorded rewrite of decision 0068 sealed under the author its stream names.
 */
export const reportsDismissedSchema = z.object({
  type: z.literal('ReportsDismissed'),
  data: z.object({
    ...subject,
    ...seen,
    subjectAuthorId: z.string().nullable(),
    by: z.string(),
    reporterIds: z.array(z.string()),
    dismissedAt: z.string(),
  }),
});

/**
 * An admin restored a hidden subject (a mistake, or an appeal upheld): it is visible again and counts
 * again. The reports it settled stay settled; a new report can be filed by someone who has not reported it.
 */
export const subjectRestoredSchema = z.object({
  type: z.literal('SubjectRestored'),
  data: z.object({ ...subject, subjectAuthorId: z.string(), reason: z.string(), by: z.string(), restoredAt: z.string() }),
});

export type ReportFiled = z.infer<typeof reportFiledSchema>;
export type SubjectHidden = z.infer<typeof subjectHiddenSchema>;
export type ReportsDismissed = z.infer<typeof reportsDismissedSchema>;
export type SubjectRestored = z.infer<typeof subjectRestoredSchema>;
export type ModerationEvent = ReportFiled | SubjectHidden | ReportsDismissed | SubjectRestored;

export const moderationEventDefinitions = [
  defineEvent(reportFiledSchema, {
    personal: [personal(ownedBy('reporterId'), { details: 'text' }), personal(ownedBy('subjectAuthorId'), { excerpt: 'text' })],
  }),
  defineEvent(subjectHiddenSchema, { personal: personal(ownedBy('subjectAuthorId'), { excerpt: 'text' }) }),
  defineEvent(reportsDismissedSchema, {
    version: 2,
    upcasters: { 1: (data) => ({ subjectAuthorId: null, ...data }) },
    personal: personal(ownedBy('subjectAuthorId'), { excerpt: 'text' }),
  }),
  defineEvent(subjectRestoredSchema),
];
