import { z } from 'zod';
import { optionalText, requiredText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { commandResultSchema } from '../shared/errors.ts';
import { defineRoute, idParam, matchParam } from '../shared/route.ts';
import { MODERATION_LIMITS, MODERATION_MESSAGES, REPORT_REASONS, REPORT_SUBJECT_TYPES } from './constants.ts';

/** POST /api/reports (any signed-in person, once per subject): 201 `{ id, position }`, the report's id. */
export const fileReportRequestSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES, { errorMap: () => ({ message: MODERATION_MESSAGES.subjectType }) }),
  subjectId: z
    .string({ required_error: MODERATION_MESSAGES.subjectId, invalid_type_error: MODERATION_MESSAGES.subjectId })
    .uuid(MODERATION_MESSAGES.subjectId)
    .transform((id) => id.toLowerCase()),
  reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: MODERATION_MESSAGES.reason }) }),
  details: optionalText(MODERATION_LIMITS.details),
  commandId: commandIdSchema,
});
export type FileReportRequest = z.input<typeof fileReportRequestSchema>;

/** The report dialog's own fields (the subject comes from where the dialog was opened); nothing chosen is ''. */
export const reportFormSchema = z.object({
  reason: z.string({ required_error: MODERATION_MESSAGES.reason }).pipe(fileReportRequestSchema.shape.reason),
  details: fileReportRequestSchema.shape.details,
});
export type ReportFormInput = z.input<typeof reportFormSchema>;

/** POST /api/admin/reports/{subjectType}/{subjectId}/hide: why it is hidden (told to the reporters). */
export const hideSubjectRequestSchema = z.object({
  reason: requiredText(MODERATION_MESSAGES.hideReason, MODERATION_LIMITS.hideReason),
  commandId: commandIdSchema,
});
export type HideSubjectRequest = z.input<typeof hideSubjectRequestSchema>;

/** A reported subject as the Moderation tab shows it: what it is, whose, where it lives, a preview. */
const subjectSeen = {
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string(),
  subjectAuthorId: z.string(),
  subjectAuthorName: z.string().nullable(),
  parentId: z.string().nullable(),
  excerpt: z.string(),
};

/** POST /api/admin/reports/hidden/{subjectType}/{subjectId}/restore: why a hidden subject is shown again (kept in its history). */
export const restoreSubjectRequestSchema = z.object({
  reason: requiredText(MODERATION_MESSAGES.restoreReason, MODERATION_LIMITS.restoreReason),
  commandId: commandIdSchema,
});
export type RestoreSubjectRequest = z.input<typeof restoreSubjectRequestSchema>;

/** One hidden subject, as the Moderation tab's "Hidden" list shows it: what, by whom, why, when. */
export const hiddenSubjectSchema = z.object({
  ...subjectSeen,
  reason: z.string(),
  hiddenByName: z.string().nullable(),
  hiddenAt: z.string(),
});
export type HiddenSubject = z.infer<typeof hiddenSubjectSchema>;
export const hiddenSubjectListSchema = z.array(hiddenSubjectSchema);

export const dismissReportsRequestSchema = z.object({ commandId: commandIdSchema }).default({});

/** One open report, as the Moderation tab lists it under its subject. */
export const openReportSchema = z.object({
  reportId: z.string(),
  reporterId: z.string(),
  reporterName: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  filedAt: z.string(),
});
export type OpenReport = z.infer<typeof openReportSchema>;

/** A subject with open reports: what it is, a preview, and the reports, newest first. */
export const reportedSubjectSchema = z.object({
  ...subjectSeen,
  reportCount: z.number().int(),
  lastReportedAt: z.string(),
  reports: z.array(openReportSchema),
});
export type ReportedSubject = z.infer<typeof reportedSubjectSchema>;
export const reportedSubjectListSchema = z.array(reportedSubjectSchema);

const subjectParams = {
  subjectType: matchParam(new RegExp(`^(${REPORT_SUBJECT_TYPES.join('|')})$`), 'Report not found'),
  subjectId: idParam('Report'),
};

export const fileReportRoute = defineRoute({
  method: 'POST',
  path: '/api/reports',
  body: fileReportRequestSchema,
  response: commandResultSchema,
});
/** GET /api/admin/reports (admins): subjects with open reports, most reported first, then newest. */
export const adminReportsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/reports',
  response: reportedSubjectListSchema,
});
export const hideReportedSubjectRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/reports/:subjectType/:subjectId/hide',
  params: subjectParams,
  body: hideSubjectRequestSchema,
  response: commandResultSchema,
});
/** GET /api/admin/reports/hidden (admins): hidden subjects, most recently hidden first (at most 200). */
export const adminHiddenSubjectsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/hidden',
  response: hiddenSubjectListSchema,
});
export const restoreHiddenSubjectRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/reports/hidden/:subjectType/:subjectId/restore',
  params: subjectParams,
  body: restoreSubjectRequestSchema,
  response: commandResultSchema,
});
export const dismissReportsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/reports/:subjectType/:subjectId/dismiss',
  params: subjectParams,
  body: dismissReportsRequestSchema,
  response: commandResultSchema,
});
