import { z } from 'zod';
import { CLIENT_PROJECT_STATUSES, PROJECT_TRADES, PROJECT_TYPES, TRADE_CATEGORIES } from '../shared/constants.ts';
import { defineRoute, idParam } from '../shared/route.ts';

/** GET /api/client-projects: one row of the caller's projects, newest first. */
export const clientProjectSchema = z.object({
  id: z.string().uuid(),
  clientId: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(TRADE_CATEGORIES).nullable(),
  projectType: z.enum(PROJECT_TYPES).nullable(),
  location: z.string().nullable(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  requiredTrades: z.array(z.enum(PROJECT_TRADES)),
  status: z.enum(CLIENT_PROJECT_STATUSES),
  isMultiTrade: z.boolean(),
  /** Upload addresses (at most 10), set by editing the project. */
  photos: z.array(z.string()).default([]),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The day the work starts (YYYY-MM-DD), chosen with the last hire; null until the project is in progress. */
  startDate: z.string().nullable(),
});
export type ClientProject = z.infer<typeof clientProjectSchema>;
export const clientProjectListSchema = z.array(clientProjectSchema);

/** The client's own projects. */
export const clientProjectsRoute = defineRoute({ method: 'GET', path: '/api/client-projects', response: clientProjectListSchema });
/** The owner; tradesmen while it is open or once hired on it. */
export const clientProjectRoute = defineRoute({
  method: 'GET',
  path: '/api/client-projects/:id',
  params: { id: idParam('Project') },
  response: clientProjectSchema,
});
