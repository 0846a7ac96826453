import { z } from 'zod';
import { portfolioProjectListSchema, tradesmanListSchema } from './tradesman.types.ts';
import { defineRoute, idParam } from '../shared/route.ts';

const limit = (fallback: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(12).default(fallback));

/**
 * GET /api/tradesmen/featured (public): verified tradesmen with at least one portfolio project,
 * best rated first (rating, then number of reviews). Default 4, ?limit up to 12.
 */
export const featuredTradesmenQuerySchema = z.object({ limit: limit(4) });
export const featuredTradesmenResponseSchema = tradesmanListSchema;

/**
 * GET /api/projects/featured (public): portfolio projects of verified tradesmen that have after
 * images, the best of each trade category (so at most 10), best rated first, then most reviewed,
 * then most recently completed. Default 3, ?limit up to 12.
 */
export const featuredProjectsQuerySchema = z.object({ limit: limit(3) });
export const featuredProjectsResponseSchema = portfolioProjectListSchema;

/** GET /api/projects/{id}/similar: same category or a shared trade, never itself. Default 4. */
export const similarProjectsQuerySchema = z.object({ limit: limit(4) });

export const featuredTradesmenRoute = defineRoute({
  method: 'GET',
  path: '/api/tradesmen/featured',
  query: featuredTradesmenQuerySchema,
  response: featuredTradesmenResponseSchema,
});
export const featuredProjectsRoute = defineRoute({
  method: 'GET',
  path: '/api/projects/featured',
  query: featuredProjectsQuerySchema,
  response: featuredProjectsResponseSchema,
});
export const similarProjectsRoute = defineRoute({
  method: 'GET',
  path: '/api/projects/:id/similar',
  params: { id: idParam('Project') },
  query: similarProjectsQuerySchema,
  response: portfolioProjectListSchema,
});
