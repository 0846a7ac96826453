import { portfolioProjectRequestSchema, type PortfolioProject } from '@tradeguild/contracts';
import { formSchema } from '@/lib/forms';

export type PortfolioFormValues = {
  title: string;
  description: string;
  category: string;
  projectType: string;
  completedAt: string;
  budgetRange: string;
  timeline: string;
  beforeImages: string[];
  afterImages: string[];
  challenge: string;
  solution: string;
  clientTestimonial: string;
  materials: string[];
  techniques: string[];
  videos: string[];
};

export function toFormValues(p: PortfolioProject | null): PortfolioFormValues {
  return {
    title: p?.title ?? '',
    description: p?.description ?? '',
    category: p?.category ?? '',
    projectType: p?.projectType ?? '',
    completedAt: p?.completedAt ?? '',
    budgetRange: p?.budgetRange ?? '',
    timeline: p?.timeline ?? '',
    beforeImages: p?.beforeImages ?? [],
    afterImages: p?.afterImages ?? [],
    challenge: p?.challenge ?? '',
    solution: p?.solution ?? '',
    clientTestimonial: p?.clientTestimonial ?? '',
    materials: p?.materials ?? [],
    techniques: p?.techniques ?? [],
    videos: p?.videos ?? [],
  };
}

/** Today as a calendar date in the tradesman's own time zone, 2025-03-14. */
export const localToday = () => new Date().toLocaleDateString('en-CA');

/** The shared contract, plus the server's one rule it cannot express: no completion date in the future. */
export const portfolioFormSchema = formSchema<PortfolioFormValues>()(
  portfolioProjectRequestSchema.extend({
    completedAt: portfolioProjectRequestSchema.shape.completedAt.refine(
      (date) => date === undefined || date <= localToday(),
      'Completed date cannot be in the future',
    ),
  }),
);
