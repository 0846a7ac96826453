import { z } from 'zod';
import { PROJECT_TYPES, RESPONSE_TIMES, TRADE_CATEGORIES } from '../shared/constants.ts';
import { ownedBy, ownedByActor, ownedByAuthor, personal } from '../shared/personal-data.ts';
import { defineEvent, type Upcaster } from '../shared/event-registry.ts';
import { DEFAULT_SERVICE_RADIUS_MILES, MAX_SERVICE_RADIUS_MILES, TRADESMAN_AVAILABILITY } from './constants.ts';

/** Every event of a `tradesman-<profileId>` stream; `tradesmanId` is the profile id. */

/** The profile as the owner wrote it; postcode is normalised ('LS6 2AB') and outcode derived from it. */
export const profileDetailsSchema = z.object({
  businessName: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  postcode: z.string().nullable(),
  outcode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  yearsExperience: z.number().int().nullable(),
  hourlyRate: z.number().nullable(),
  specializations: z.array(z.string()),
  certifications: z.array(z.string()),
  equipment: z.array(z.string()),
  availability: z.enum(TRADESMAN_AVAILABILITY),
  tradeCategories: z.array(z.enum(TRADE_CATEGORIES)),
  responseTime: z.enum(RESPONSE_TIMES).nullable(),
  /** Since schema version 2: how far the tradesman travels for work. */
  serviceRadiusMiles: z.number().int().min(1).max(MAX_SERVICE_RADIUS_MILES),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

export const projectDetailsSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(TRADE_CATEGORIES).nullable(),
  projectType: z.enum(PROJECT_TYPES).nullable(),
  beforeImages: z.array(z.string()),
  afterImages: z.array(z.string()),
  videos: z.array(z.string()),
  challenge: z.string().nullable(),
  solution: z.string().nullable(),
  materials: z.array(z.string()),
  techniques: z.array(z.string()),
  budgetRange: z.string().nullable(),
  timeline: z.string().nullable(),
  clientTestimonial: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

const id = z.string().uuid();

export const tradesmanProfileCreatedSchema = z.object({
  type: z.literal('TradesmanProfileCreated'),
  data: profileDetailsSchema.extend({ tradesmanId: id, userId: z.string(), createdAt: z.string() }),
});
export const tradesmanProfileUpdatedSchema = z.object({
  type: z.literal('TradesmanProfileUpdated'),
  /** `userId` (v3): the profile's owner, whose key seals the details whoever edits; null before (the owner edited). */
  data: profileDetailsSchema.extend({ tradesmanId: id, userId: z.string().nullable(), updatedAt: z.string() }),
});
export const portfolioProjectAddedSchema = z.object({
  type: z.literal('PortfolioProjectAdded'),
  /** `userId` (v2): the profile's owner, as TradesmanProfileUpdated's. */
  data: projectDetailsSchema.extend({ tradesmanId: id, projectId: id, userId: z.string().nullable(), addedAt: z.string() }),
});
export const portfolioProjectUpdatedSchema = z.object({
  type: z.literal('PortfolioProjectUpdated'),
  /** `userId` (v2): as PortfolioProjectAdded's. */
  data: projectDetailsSchema.extend({ tradesmanId: id, projectId: id, userId: z.string().nullable(), updatedAt: z.string() }),
});
export const portfolioProjectRemovedSchema = z.object({
  type: z.literal('PortfolioProjectRemoved'),
  data: z.object({ tradesmanId: id, projectId: id, removedAt: z.string() }),
});
export const reviewSubmittedSchema = z.object({
  type: z.literal('ReviewSubmitted'),
  data: z.object({
    tradesmanId: id,
    reviewId: id,
    clientId: z.string(),
    portfolioProjectId: id.nullable(),
    /** v2: the client project (job) the review is for; isVerified when that job was completed with this tradesman hired. */
    projectId: id.nullable(),
    isVerified: z.boolean(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    /** v3: the tradesman's review invitation it came through (never counted in the rating), else null. */
    invitationId: id.nullable(),
    submittedAt: z.string(),
  }),
});
/** The tradesman invites a past customer, by e-mail address (lower case), to review one portfolio project. */
export const reviewInvitationSentSchema = z.object({
  type: z.literal('ReviewInvitationSent'),
  data: z.object({ tradesmanId: id, invitationId: id, email: z.string(), portfolioProjectId: id, sentAt: z.string() }),
});
/** The reviewed tradesman's reply under a review; a later one (within 7 days of the first) replaces its text. */
export const reviewRepliedSchema = z.object({
  type: z.literal('ReviewReplied'),
  data: z.object({ tradesmanId: id, reviewId: id, text: z.string(), repliedAt: z.string() }),
});
export const tradesmanEndorsedSchema = z.object({
  type: z.literal('TradesmanEndorsed'),
  data: z.object({
    tradesmanId: id,
    endorsementId: id,
    endorserId: id,
    skill: z.string(),
    comment: z.string().nullable(),
    endorsedAt: z.string(),
  }),
});
export const tradesmanVerifiedSchema = z.object({
  type: z.literal('TradesmanVerified'),
  data: z.object({ tradesmanId: id, verifiedBy: z.string(), verifiedAt: z.string() }),
});
export const tradesmanUnverifiedSchema = z.object({
  type: z.literal('TradesmanUnverified'),
  data: z.object({ tradesmanId: id, unverifiedBy: z.string(), unverifiedAt: z.string() }),
});

export type TradesmanProfileCreated = z.infer<typeof tradesmanProfileCreatedSchema>;
export type TradesmanProfileUpdated = z.infer<typeof tradesmanProfileUpdatedSchema>;
export type PortfolioProjectAdded = z.infer<typeof portfolioProjectAddedSchema>;
export type PortfolioProjectUpdated = z.infer<typeof portfolioProjectUpdatedSchema>;
export type PortfolioProjectRemoved = z.infer<typeof portfolioProjectRemovedSchema>;
export type ReviewSubmitted = z.infer<typeof reviewSubmittedSchema>;
export type TradesmanEndorsed = z.infer<typeof tradesmanEndorsedSchema>;
export type TradesmanVerified = z.infer<typeof tradesmanVerifiedSchema>;
export type TradesmanUnverified = z.infer<typeof tradesmanUnverifiedSchema>;
export type ReviewInvitationSent = z.infer<typeof reviewInvitationSentSchema>;
export type ReviewReplied = z.infer<typeof reviewRepliedSchema>;

/**
 * Version 1 of the profile events had no service radius; profiles written then are read as
 * covering the spec's default search radius.
 */
const addServiceRadius: Upcaster = (data) => ({ serviceRadiusMiles: DEFAULT_SERVICE_RADIUS_MILES, ...data });

/** Version 1 reviews were never tied to a job, so never verified. */
const addJob: Upcaster = (data) => ({ projectId: null, isVerified: false, ...data });

/** Edits before the owner was named (sealed with the editor's key: only the owner could edit). */
const addOwner: Upcaster = (data) => ({ userId: null, ...data });

/** Version 2 reviews came before review invitations: none came through one. */
const addInvitation: Upcaster = (data) => ({ invitationId: null, ...data });

/** Personal fields of the profile and portfolio events (docs/decisions/0059-crypto-shredding.md). */
const PROFILE_FIELDS = { businessName: 'name', description: 'text', location: 'text', phone: 'phone', website: 'text' } as const;
const PROJECT_FIELDS = { title: 'text', description: 'text', challenge: 'text', solution: 'text', clientTestimonial: 'text' } as const;

export const tradesmanEventDefinitions = [
  defineEvent(tradesmanProfileCreatedSchema, {
    version: 2,
    upcasters: { 1: addServiceRadius },
    personal: personal(ownedBy('userId'), PROFILE_FIELDS),
  }),
  defineEvent(tradesmanProfileUpdatedSchema, {
    version: 3,
    upcasters: { 1: addServiceRadius, 2: addOwner },
    personal: personal(ownedByAuthor('userId'), PROFILE_FIELDS),
  }),
  defineEvent(portfolioProjectAddedSchema, {
    version: 2,
    upcasters: { 1: addOwner },
    personal: personal(ownedByAuthor('userId'), PROJECT_FIELDS),
  }),
  defineEvent(portfolioProjectUpdatedSchema, {
    version: 2,
    upcasters: { 1: addOwner },
    personal: personal(ownedByAuthor('userId'), PROJECT_FIELDS),
  }),
  defineEvent(portfolioProjectRemovedSchema),
  defineEvent(reviewSubmittedSchema, {
    version: 3,
    upcasters: { 1: addJob, 2: addInvitation },
    personal: personal(ownedBy('clientId'), { comment: 'text' }),
  }),
  defineEvent(tradesmanEndorsedSchema, { personal: personal(ownedBy('endorserId'), { comment: 'text' }) }),
  defineEvent(tradesmanVerifiedSchema),
  defineEvent(tradesmanUnverifiedSchema),
  defineEvent(reviewInvitationSentSchema, { personal: personal(ownedByActor, { email: 'email' }) }),
  defineEvent(reviewRepliedSchema, { personal: personal(ownedByActor, { text: 'text' }) }),
];

export type TradesmanEvent =
  | TradesmanProfileCreated
  | TradesmanProfileUpdated
  | PortfolioProjectAdded
  | PortfolioProjectUpdated
  | PortfolioProjectRemoved
  | ReviewSubmitted
  | TradesmanEndorsed
  | TradesmanVerified
  | TradesmanUnverified
  | ReviewInvitationSent
  | ReviewReplied;
