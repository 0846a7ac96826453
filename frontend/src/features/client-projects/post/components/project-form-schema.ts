import type { z } from 'zod';
import type { postProjectRequestSchema } from '@tradeguild/contracts';

/** The form validates with the contract the server uses; the submit adds the command id per attempt. */
export type ProjectFormValues = z.input<typeof postProjectRequestSchema>;
export type ProjectFormOutput = z.output<typeof postProjectRequestSchema>;

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
  photos: [],
};
