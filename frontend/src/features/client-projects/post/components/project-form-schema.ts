import type { z } from 'zod';
import { postProjectRequestSchema } from '@tradeguild/contracts';

/** The contract the server validates with, minus the command id the submit adds per attempt. */
export const projectFormSchema = postProjectRequestSchema.omit({ commandId: true });
export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

export const emptyProject: ProjectFormValues = {
  title: '',
  description: '',
  category: '',
  projectType: '',
  location: '',
  budget: '',
  timeline: '',
  requiredTrades: [],
  isMultiTrade: false,
};
