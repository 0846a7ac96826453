import { portfolioProjectRequestSchema, type PortfolioProject, type PortfolioProjectRequest } from '@tradeguild/contracts';

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

export type PortfolioFieldErrors = Partial<Record<keyof PortfolioFormValues, string>>;

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

type Validation = { ok: true; body: PortfolioProjectRequest } | { ok: false; errors: PortfolioFieldErrors };

/** The shared contract, plus the server's one rule it cannot express: no completion date in the future. */
export function validatePortfolio(values: PortfolioFormValues, today: string): Validation {
  const result = portfolioProjectRequestSchema.safeParse(values);
  const errors: PortfolioFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof PortfolioFormValues | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  if (!errors.completedAt && values.completedAt && values.completedAt > today)
    errors.completedAt = 'Completed date cannot be in the future';
  if (result.success && Object.keys(errors).length === 0) return { ok: true, body: result.data };
  return { ok: false, errors };
}
