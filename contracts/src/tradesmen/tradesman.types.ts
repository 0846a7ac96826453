import { z } from 'zod';
import { profileDetailsSchema, projectDetailsSchema } from './events.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/**
 * GET /api/tradesmen/{id}, GET /api/tradesmen/profile/me and the featured list: spec section 3
 * tradesman_profiles in camelCase, plus tradeCategories, postcode and responseTime.
 * rating has 2 decimals (show 1); rating and totalReviews are derived from the reviews.
 */
export const tradesmanProfileSchema = profileDetailsSchema.omit({ outcode: true }).extend({
  id: z.string().uuid(),
  userId: z.string(),
  rating: z.number(),
  totalReviews: z.number().int(),
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TradesmanProfile = z.infer<typeof tradesmanProfileSchema>;
export const tradesmanListSchema = z.array(tradesmanProfileSchema);

/** GET /api/tradesmen rows: the profile plus, when `location` was a postcode, miles from it (1 decimal). */
export const tradesmanSearchResultSchema = tradesmanProfileSchema.extend({ distanceMiles: z.number().optional() });
export type TradesmanSearchResult = z.infer<typeof tradesmanSearchResultSchema>;

/**
 * GET /api/tradesmen/{id}/projects, /api/projects/{id}, /similar, /featured: spec section 3 projects,
 * plus averageRating (null when no review) and reviewCount from the project's reviews, and the
 * owner's businessName for cards. completedAt is a date '2025-03-14'.
 */
export const portfolioProjectSchema = projectDetailsSchema.extend({
  id: z.string().uuid(),
  tradesmanId: z.string().uuid(),
  tradesmanBusinessName: z.string(),
  createdAt: z.string(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;
export const portfolioProjectListSchema = z.array(portfolioProjectSchema);

/**
 * GET /api/tradesmen/{id}/reviews and /api/projects/{id}/reviews, newest first: spec section 3
 * reviews plus clientName (the reviewer's first name). projectId: the job of a verified review.
 */
export const reviewSchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid().nullable(),
  portfolioProjectId: z.string().uuid().nullable(),
  tradesmanId: z.string().uuid(),
  clientId: z.string(),
  clientName: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  isVerified: z.boolean(),
  /** Left through the tradesman's review invitation: shown as 'Invited by the tradesman', never counted. */
  invitationId: z.string().uuid().nullable(),
  /** The reviewed tradesman's reply ('Response from {businessName}') and when it was first posted. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/** GET /api/tradesmen/{id}/endorsements, newest first: spec section 3 plus the endorser's business name. */
export const endorsementSchema = z.object({
  id: z.string().uuid(),
  endorserId: z.string().uuid(),
  endorsedId: z.string().uuid(),
  endorserBusinessName: z.string(),
  skill: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Endorsement = z.infer<typeof endorsementSchema>;
export const endorsementListSchema = z.array(endorsementSchema);

const tradesmanId = { id: idParam('Tradesman') };
const projectId = { id: idParam('Project') };

export const myProfileRoute = defineRoute({ method: 'GET', path: '/api/tradesmen/profile/me', response: tradesmanProfileSchema });
export const tradesmanRoute = defineRoute({
  method: 'GET',
  path: '/api/tradesmen/:id',
  params: tradesmanId,
  response: tradesmanProfileSchema,
});
export const tradesmanPortfolioRoute = defineRoute({
  method: 'GET',
  path: '/api/tradesmen/:id/projects',
  params: tradesmanId,
  response: portfolioProjectListSchema,
});
export const tradesmanReviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/tradesmen/:id/reviews',
  params: tradesmanId,
  response: reviewListSchema,
});
export const tradesmanEndorsementsRoute = defineRoute({
  method: 'GET',
  path: '/api/tradesmen/:id/endorsements',
  params: tradesmanId,
  response: endorsementListSchema,
});
/** The admin verifies or unverifies a profile; doing it twice changes nothing. */
export const verifyTradesmanRoute = defineRoute({
  method: 'POST',
  path: '/api/tradesmen/:id/verify',
  params: tradesmanId,
  response: commandResultSchema,
});
export const unverifyTradesmanRoute = defineRoute({
  method: 'POST',
  path: '/api/tradesmen/:id/unverify',
  params: tradesmanId,
  response: commandResultSchema,
});

/** /api/projects are portfolio showcases (client projects live at /api/client-projects). */
export const portfolioProjectRoute = defineRoute({
  method: 'GET',
  path: '/api/projects/:id',
  params: projectId,
  response: portfolioProjectSchema,
});
export const portfolioProjectReviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/projects/:id/reviews',
  params: projectId,
  response: reviewListSchema,
});
