import { z } from 'zod';
import { ownedBy, ownedByActor, ownedByAuthor, personal } from '../shared/personal-data.ts';
import { defineEvent } from '../shared/event-registry.ts';
import { CLIENT_PROJECT_STATUSES, PROJECT_TRADES, PROJECT_TYPES, TRADE_CATEGORIES } from '../shared/constants.ts';

export const projectPostedSchema = z.object({
  type: z.literal('ProjectPosted'),
  data: z.object({
    projectId: z.string().uuid(),
    clientId: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.enum(TRADE_CATEGORIES).nullable(),
    projectType: z.enum(PROJECT_TYPES).nullable(),
    location: z.string().nullable(),
    budget: z.string().nullable(),
    timeline: z.string().nullable(),
    requiredTrades: z.array(z.enum(PROJECT_TRADES)),
    isMultiTrade: z.boolean(),
    /** v2: the photos posted with the project (upload addresses, at most 10); v1 events had none. */
    photos: z.array(z.string()),
    postedAt: z.string(),
  }),
});
export type ProjectPosted = z.infer<typeof projectPostedSchema>;

/** A tradesman's quote. proposedCost is pounds as a decimal string ('1250.00'), never a float. */
export const applicationSubmittedSchema = z.object({
  type: z.literal('ApplicationSubmitted'),
  data: z.object({
    projectId: z.string().uuid(),
    applicationId: z.string().uuid(),
    tradesmanId: z.string().uuid(),
    tradesmanUserId: z.string(),
    message: z.string(),
    proposedCost: z.string(),
    estimatedDuration: z.string(),
    trades: z.array(z.enum(PROJECT_TRADES)),
    submittedAt: z.string(),
  }),
});
export type ApplicationSubmitted = z.infer<typeof applicationSubmittedSchema>;

const step = { projectId: z.string().uuid(), applicationId: z.string().uuid(), at: z.string() };

export const applicationWithdrawnSchema = z.object({ type: z.literal('ApplicationWithdrawn'), data: z.object(step) });
export type ApplicationWithdrawn = z.infer<typeof applicationWithdrawnSchema>;
export const applicationShortlistedSchema = z.object({ type: z.literal('ApplicationShortlisted'), data: z.object(step) });
export type ApplicationShortlisted = z.infer<typeof applicationShortlistedSchema>;
/** Hires the quote's tradesman for the quote's trades. */
export const applicationAcceptedSchema = z.object({
  type: z.literal('ApplicationAccepted'),
  data: z.object({ ...step, trades: z.array(z.enum(PROJECT_TRADES)) }),
});
export type ApplicationAccepted = z.infer<typeof applicationAcceptedSchema>;
/**
 * Why a quote was declined: the client declined it, a trade it covers was hired from another quote
 * ('Not selected this time'), or the project was completed or cancelled ('This project is no longer
 * hiring'). Absent on events before issue 23: the client's.
 */
export const QUOTE_DECLINE_REASONS = ['client', 'trade_hired', 'project_closed'] as const;
export type QuoteDeclineReason = (typeof QUOTE_DECLINE_REASONS)[number];
export const NOT_SELECTED_MESSAGE = 'Not selected this time';
export const NO_LONGER_HIRING_MESSAGE = 'This project is no longer hiring';
export const applicationRejectedSchema = z.object({
  type: z.literal('ApplicationRejected'),
  data: z.object({ ...step, message: z.string().nullable(), reason: z.enum(QUOTE_DECLINE_REASONS).optional() }),
});
export type ApplicationRejected = z.infer<typeof applicationRejectedSchema>;

export const projectStatusChangedSchema = z.object({
  type: z.literal('ProjectStatusChanged'),
  data: z.object({
    projectId: z.string().uuid(),
    from: z.enum(CLIENT_PROJECT_STATUSES),
    to: z.enum(CLIENT_PROJECT_STATUSES),
    changedAt: z.string(),
    /** To in_progress: the day the work starts (YYYY-MM-DD, today or later). Absent before issue 23: the day of changedAt. */
    startDate: z.string().optional(),
  }),
});
export type ProjectStatusChanged = z.infer<typeof projectStatusChangedSchema>;

/** 'Get Quote' on a profile: the client invites a tradesman to quote for one of their open projects. */
export const quoteRequestedSchema = z.object({
  type: z.literal('QuoteRequested'),
  data: z.object({
    projectId: z.string().uuid(),
    tradesmanId: z.string().uuid(),
    tradesmanUserId: z.string(),
    requestedAt: z.string(),
  }),
});
export type QuoteRequested = z.infer<typeof quoteRequestedSchema>;

/** A message in the project room (the client and the hired team). */
export const roomMessagePostedSchema = z.object({
  type: z.literal('RoomMessagePosted'),
  data: z.object({
    projectId: z.string().uuid(),
    messageId: z.string().uuid(),
    senderId: z.string(),
    content: z.string(),
    sentAt: z.string(),
  }),
});
export type RoomMessagePosted = z.infer<typeof roomMessagePostedSchema>;

/** Everything in the room up to message `upTo` (its place in the room, 1-based) is read by `readerId`. */
export const roomReadSchema = z.object({
  type: z.literal('RoomRead'),
  data: z.object({
    projectId: z.string().uuid(),
    readerId: z.string(),
    upTo: z.number().int().nonnegative(),
    readAt: z.string(),
  }),
});
export type RoomRead = z.infer<typeof roomReadSchema>;

/** A hired tradesman marks their part (the trades they were hired for) done. */
export const tradePartDoneSchema = z.object({
  type: z.literal('TradePartDone'),
  data: z.object({
    projectId: z.string().uuid(),
    tradesmanUserId: z.string(),
    trades: z.array(z.enum(PROJECT_TRADES)),
    doneAt: z.string(),
  }),
});
export type TradePartDone = z.infer<typeof tradePartDoneSchema>;

/**
 * The client changed details of an open project. Only the changed fields are present; a null clears
 * an optional one. `photos`, when present, is the whole new list (upload addresses, at most 10).
 */
export const projectDetailsEditedSchema = z.object({
  type: z.literal('ProjectDetailsEdited'),
  data: z.object({
    projectId: z.string().uuid(),
    /** The project's client (v2), whose key seals the changes whoever edits; null in v1 events (the client edited). */
    clientId: z.string().nullable(),
    changes: z.object({
      title: z.string().optional(),
      description: z.string().optional(),
      location: z.string().nullable().optional(),
      budget: z.string().nullable().optional(),
      timeline: z.string().nullable().optional(),
      photos: z.array(z.string()).optional(),
    }),
    editedAt: z.string(),
  }),
});
export type ProjectDetailsEdited = z.infer<typeof projectDetailsEditedSchema>;

export type ApplicationEvent =
  ApplicationSubmitted | ApplicationWithdrawn | ApplicationShortlisted | ApplicationAccepted | ApplicationRejected;
export type ClientProjectEvent =
  | ProjectPosted
  | ApplicationEvent
  | ProjectStatusChanged
  | QuoteRequested
  | RoomMessagePosted
  | RoomRead
  | TradePartDone
  | ProjectDetailsEdited;

export const clientProjectEventDefinitions = [
  defineEvent(projectPostedSchema, {
    version: 2,
    upcasters: { 1: (d) => ({ ...d, photos: [] }) },
    personal: personal(ownedBy('clientId'), { title: 'text', description: 'text', location: 'text' }),
  }),
  defineEvent(applicationSubmittedSchema, { personal: personal(ownedBy('tradesmanUserId'), { message: 'text' }) }),
  defineEvent(applicationWithdrawnSchema),
  defineEvent(applicationShortlistedSchema),
  defineEvent(applicationAcceptedSchema),
  defineEvent(applicationRejectedSchema, { personal: personal(ownedByActor, { message: 'text' }) }),
  defineEvent(projectStatusChangedSchema),
  defineEvent(quoteRequestedSchema),
  defineEvent(roomMessagePostedSchema, { personal: personal(ownedBy('senderId'), { content: 'text' }) }),
  defineEvent(roomReadSchema),
  defineEvent(tradePartDoneSchema),
  defineEvent(projectDetailsEditedSchema, {
    version: 2,
    upcasters: { 1: (d) => ({ clientId: null, ...d }) },
    personal: personal(ownedByAuthor('clientId'), { 'changes.title': 'text', 'changes.description': 'text', 'changes.location': 'text' }),
  }),
];
