import { z } from 'zod';
import { ACTIVITY_TYPES } from './constants.ts';
import { defineRoute } from '../shared/route.ts';

/** One line of the Recent Activity list: a sentence with names, who did it, what it is about, when. */
export const activityItemSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** The event behind it (ProjectPosted, MessageSent, ...). */
  eventType: z.string(),
  description: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** An app path to the thing it is about, when there is a page for it. */
  entityPath: z.string().nullable(),
  /** The stream whose history holds it (the audit pages open `/audit/streams/<streamId>`). */
  streamId: z.string(),
  timestamp: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityListSchema = z.array(activityItemSchema);

/** GET /api/admin/activity */
export const activityQuerySchema = z.object({
  type: z.enum(ACTIVITY_TYPES, { errorMap: () => ({ message: `type must be one of ${ACTIVITY_TYPES.join(', ')}` }) }).optional(),
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(100),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** GET /api/admin/stats: spec section 3 "Admin stats", from counters the admin projection keeps. */
export const adminStatsSchema = z.object({
  totalTradesmen: z.number().int().nonnegative(),
  newTradesmenThisMonth: z.number().int().nonnegative(),
  activeProjects: z.number().int().nonnegative(),
  newProjectsThisMonth: z.number().int().nonnegative(),
  totalMessages: z.number().int().nonnegative(),
  newMessagesThisWeek: z.number().int().nonnegative(),
  totalUsers: z.number().int().nonnegative(),
  newUsersThisMonth: z.number().int().nonnegative(),
  recentActivity: z.array(z.object({ type: z.enum(ACTIVITY_TYPES), description: z.string(), timestamp: z.string() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/charts: per-day series over the last CHART_DAYS days and the mix of trades. */
export const adminChartsSchema = z.object({
  days: z.array(z.object({ date: z.string(), signUps: z.number().int(), projects: z.number().int(), messages: z.number().int() })),
  tradeMix: z.object({
    tradesmen: z.array(z.object({ trade: z.string(), count: z.number().int() })),
    openProjects: z.array(z.object({ trade: z.string(), count: z.number().int() })),
  }),
});
export type AdminCharts = z.infer<typeof adminChartsSchema>;

export const adminStatsRoute = defineRoute({ method: 'GET', path: '/api/admin/stats', response: adminStatsSchema });
export const adminActivityRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/activity',
  query: activityQuerySchema,
  response: activityListSchema,
});
export const adminChartsRoute = defineRoute({ method: 'GET', path: '/api/admin/charts', response: adminChartsSchema });
