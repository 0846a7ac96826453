import { postProjectRequestSchema, type PostProject } from '@tradeguild/contracts';

export type ProjectFormValues = {
  title: string;
  description: string;
  category: string;
  projectType: string;
  location: string;
  budget: string;
  timeline: string;
  requiredTrades: string[];
  isMultiTrade: boolean;
};

export type FieldErrors = Partial<Record<keyof ProjectFormValues, string>>;

type Validation = { ok: true; command: PostProject } | { ok: false; errors: FieldErrors };

/** Client-side check with the shared contract: the cleaned command, or the first message per field. */
export function validateProject(values: ProjectFormValues): Validation {
  const result = postProjectRequestSchema.safeParse({ ...values, status: 'open' });
  if (result.success) return { ok: true, command: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ProjectFormValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
