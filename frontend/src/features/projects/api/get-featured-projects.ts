import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '@/lib/api-client';

// Not in @tradeguild/contracts yet (portfolio projects arrive in a later issue): parsed leniently.
export const featuredProjectSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  projectType: z.string().nullish(),
  budgetRange: z.string().nullish(),
  afterImages: z.array(z.string()).nullish().transform((v) => v ?? []),
  beforeImages: z.array(z.string()).nullish().transform((v) => v ?? []),
});
export type FeaturedProject = z.output<typeof featuredProjectSchema>;

/** Featured project showcases; any failure reads as "none featured" until the endpoint exists. */
export async function getFeaturedProjects(): Promise<FeaturedProject[]> {
  try {
    return await getJson('/api/projects/featured', z.array(featuredProjectSchema));
  } catch {
    return [];
  }
}

export const getFeaturedProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['projects', 'featured'], queryFn: getFeaturedProjects });

export const useFeaturedProjects = () => useQuery(getFeaturedProjectsQueryOptions());
