import { z } from 'zod';
import { PROJECT_TYPES, TRADE_CATEGORIES } from '../shared/constants.ts';
import { optionalText, requiredText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { emptyToUndefined, httpsUrlSchema, imageUrlSchema, textList } from './fields.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/**
 * POST /api/projects (AddPortfolioProject, 201) and PUT /api/projects/{id} (UpdatePortfolioProject,
 * 200, full replacement): a portfolio showcase of the caller's own profile (spec section 3, projects).
 * DELETE /api/projects/{id} (RemovePortfolioProject) has no body. All answer CommandResult.
 * Images are addresses returned by POST /api/upload/image.
 */
export const portfolioProjectRequestSchema = z.object({
  title: requiredText('Title is required', 200),
  description: optionalText(5000),
  category: z.preprocess(emptyToUndefined, z.enum(TRADE_CATEGORIES).optional()),
  projectType: z.preprocess(emptyToUndefined, z.enum(PROJECT_TYPES).optional()),
  beforeImages: z.array(imageUrlSchema).max(12, 'At most 12 before images').default([]),
  afterImages: z.array(imageUrlSchema).max(12, 'At most 12 after images').default([]),
  videos: z.array(httpsUrlSchema).max(5, 'At most 5 videos').default([]),
  challenge: optionalText(3000),
  solution: optionalText(3000),
  materials: textList(20, 80),
  techniques: textList(20, 80),
  budgetRange: optionalText(100),
  timeline: optionalText(100),
  clientTestimonial: optionalText(2000),
  /** A calendar date, 2025-03-14; not in the future. */
  completedAt: z.preprocess(emptyToUndefined, z.string().date('Completed date must look like 2025-03-14').optional()),
  commandId: commandIdSchema,
});
export type PortfolioProjectRequest = z.input<typeof portfolioProjectRequestSchema>;
export type PortfolioProjectInput = z.output<typeof portfolioProjectRequestSchema>;

export const addPortfolioProjectRoute = defineRoute({
  method: 'POST',
  path: '/api/projects',
  body: portfolioProjectRequestSchema,
  response: commandResultSchema,
});
export const updatePortfolioProjectRoute = defineRoute({
  method: 'PUT',
  path: '/api/projects/:id',
  params: { id: idParam('Project') },
  body: portfolioProjectRequestSchema,
  response: commandResultSchema,
});
export const removePortfolioProjectRoute = defineRoute({
  method: 'DELETE',
  path: '/api/projects/:id',
  params: { id: idParam('Project') },
  response: commandResultSchema,
});
