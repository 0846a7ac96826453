import { z } from 'zod';

// Not in @tradeguild/contracts yet (profiles arrive in a later issue): parsed leniently here.
const numeric = z.union([z.number(), z.string()]).nullish().transform((v) => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
});

export const tradesmanSummarySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  businessName: z.string().nullish(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  rating: numeric,
  totalReviews: numeric,
  verified: z.boolean().nullish().transform(Boolean),
  specializations: z.array(z.string()).nullish().transform((v) => v ?? []),
});
export type TradesmanSummary = z.output<typeof tradesmanSummarySchema>;

export const tradesmanSummaryListSchema = z.array(tradesmanSummarySchema);
