import { z } from 'zod';
import { CLIENT_PROJECT_STATUSES, PROJECT_TRADES } from '../shared/constants.ts';
import { optionalText, requiredText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { MAX_PROPOSED_COST } from './constants.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

export const COST_MESSAGES = {
  required: 'Proposed cost is required',
  format: 'Enter the cost in pounds, like 1250 or 1250.50',
  positive: 'Proposed cost must be more than £0',
  max: 'Proposed cost must be at most £99,999,999.99',
} as const;

/**
 * Pounds with at most 2 decimals, as typed ('1,250.5', '£1250') or as a number; normalised to a
 * decimal string with 2 places ('1250.50') so no float ever holds money.
 */
export const proposedCostSchema = z
  .union([z.string(), z.number()], { required_error: COST_MESSAGES.required, invalid_type_error: COST_MESSAGES.format })
  .transform((v, ctx) => {
    const text = (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'x') : v).replace(/[£,\s]/g, '');
    if (text === '') return (ctx.addIssue({ code: 'custom', message: COST_MESSAGES.required }), z.NEVER);
    const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
    if (!m) return (ctx.addIssue({ code: 'custom', message: COST_MESSAGES.format }), z.NEVER);
    const pounds = m[1]!.replace(/^0+(?=\d)/, '');
    const normalised = `${pounds}.${(m[2] ?? '').padEnd(2, '0')}`;
    if (Number(normalised) <= 0) return (ctx.addIssue({ code: 'custom', message: COST_MESSAGES.positive }), z.NEVER);
    if (Number(normalised) > MAX_PROPOSED_COST) return (ctx.addIssue({ code: 'custom', message: COST_MESSAGES.max }), z.NEVER);
    return normalised;
  });

/** POST /api/client-projects/{id}/applications: a tradesman's quote. 201 CommandResult (id = the application). */
export const submitApplicationRequestSchema = z.object({
  message: requiredText('Message is required', 2000),
  proposedCost: proposedCostSchema,
  estimatedDuration: requiredText('Estimated duration is required', 100),
  trades: z
    .array(z.enum(PROJECT_TRADES), { required_error: 'Select at least one trade', invalid_type_error: 'Select at least one trade' })
    .min(1, 'Select at least one trade')
    .max(PROJECT_TRADES.length)
    .refine((t) => new Set(t).size === t.length, 'Each trade may be listed once'),
  commandId: commandIdSchema,
});
export type SubmitApplicationRequest = z.input<typeof submitApplicationRequestSchema>;
export type SubmitApplication = z.output<typeof submitApplicationRequestSchema>;

/** POST /api/applications/{id}/reject: an optional message to the tradesman. */
export const rejectApplicationRequestSchema = z.object({ message: optionalText(1000) }).default({});
export type RejectApplicationRequest = z.input<typeof rejectApplicationRequestSchema>;

const START_DATE_MESSAGE = 'Enter the start date as a date, like 2026-12-01';
/** A calendar day, YYYY-MM-DD, that exists (not 2026-02-30). */
export const calendarDateSchema = z
  .string({ required_error: START_DATE_MESSAGE, invalid_type_error: START_DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, START_DATE_MESSAGE)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), START_DATE_MESSAGE);

/** When the work starts once the team is complete: now, or on a day (today or later; the decider checks the day). */
export const projectStartSchema = z.union([z.literal('now'), z.object({ date: calendarDateSchema }).strict()], {
  errorMap: (issue, ctx) =>
    issue.code === 'invalid_union' || issue.code === 'invalid_literal' || issue.code === 'invalid_type'
      ? { message: "Choose when the work starts: 'now' or a date" }
      : { message: ctx.defaultError },
});
export type ProjectStart = z.infer<typeof projectStartSchema>;

/** POST /api/applications/{id}/accept: `start` is needed when the hire completes the team. */
export const acceptApplicationRequestSchema = z.object({ start: projectStartSchema.optional() }).default({});
export type AcceptApplicationRequest = z.input<typeof acceptApplicationRequestSchema>;

/** PUT /api/client-projects/{id}/status. */
export const changeProjectStatusRequestSchema = z.object({
  status: z.enum(CLIENT_PROJECT_STATUSES, { required_error: 'Status is required', invalid_type_error: 'Unknown status' }),
});
export type ChangeProjectStatusRequest = z.input<typeof changeProjectStatusRequestSchema>;

/** POST /api/tradesmen/{id}/quote-requests: 'Get Quote' for one of the client's open projects. */
export const requestQuoteRequestSchema = z.object({
  projectId: z.string({ required_error: 'Choose one of your open projects' }).uuid('Choose one of your open projects'),
});
export type RequestQuoteRequest = z.input<typeof requestQuoteRequestSchema>;

const quoteId = { id: idParam('Quote') };

export const submitApplicationRoute = defineRoute({
  method: 'POST',
  path: '/api/client-projects/:id/applications',
  params: { id: idParam('Project') },
  body: submitApplicationRequestSchema,
  response: commandResultSchema,
});
/** The steps a quote goes through; the project's decider says who may take each. */
export const shortlistApplicationRoute = defineRoute({
  method: 'POST',
  path: '/api/applications/:id/shortlist',
  params: quoteId,
  response: commandResultSchema,
});
export const acceptApplicationRoute = defineRoute({
  method: 'POST',
  path: '/api/applications/:id/accept',
  params: quoteId,
  body: acceptApplicationRequestSchema,
  response: commandResultSchema,
});
export const withdrawApplicationRoute = defineRoute({
  method: 'POST',
  path: '/api/applications/:id/withdraw',
  params: quoteId,
  response: commandResultSchema,
});
export const rejectApplicationRoute = defineRoute({
  method: 'POST',
  path: '/api/applications/:id/reject',
  params: quoteId,
  body: rejectApplicationRequestSchema,
  response: commandResultSchema,
});
export const changeProjectStatusRoute = defineRoute({
  method: 'PUT',
  path: '/api/client-projects/:id/status',
  params: { id: idParam('Project') },
  body: changeProjectStatusRequestSchema,
  response: commandResultSchema,
});
/** 'Get Quote' on a tradesman's profile. */
export const requestQuoteRoute = defineRoute({
  method: 'POST',
  path: '/api/tradesmen/:id/quote-requests',
  params: { id: idParam('Tradesman') },
  body: requestQuoteRequestSchema,
  response: commandResultSchema,
});
