import { z } from 'zod';
import { PROJECT_TRADES, PROJECT_TYPES, TRADE_CATEGORIES } from '../shared/constants.ts';

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
    postedAt: z.string(),
  }),
});
export type ProjectPosted = z.infer<typeof projectPostedSchema>;

export type ClientProjectEvent = ProjectPosted;
