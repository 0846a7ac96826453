import { z } from 'zod';
import { PROJECT_TRADES, PROJECT_TYPES, TRADE_CATEGORIES } from '../shared/constants.ts';
import { optionalText, requiredText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { defineRoute } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';
import { projectPhotosSchema } from './edit-project.types.ts';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /api/client-projects: the PostProject command as the form sends it. */
export const postProjectRequestSchema = z.object({
  title: requiredText('Title is required', 200),
  description: requiredText('Description is required', 5000),
  category: z.preprocess(emptyToUndefined, z.enum(TRADE_CATEGORIES).optional()),
  projectType: z.preprocess(emptyToUndefined, z.enum(PROJECT_TYPES).optional()),
  location: optionalText(200),
  budget: optionalText(100),
  timeline: optionalText(100),
  requiredTrades: z
    .array(z.enum(PROJECT_TRADES), { required_error: 'Select at least one trade' })
    .min(1, 'Select at least one trade')
    .refine((t) => new Set(t).size === t.length, 'Each trade may be listed once'),
  status: z.literal('open').default('open'),
  isMultiTrade: z.boolean().default(false),
  /** Optional photos of the job (checked uploads), as an edit takes them. */
  photos: projectPhotosSchema,
  commandId: commandIdSchema,
});
export type PostProjectRequest = z.input<typeof postProjectRequestSchema>;
export type PostProject = z.output<typeof postProjectRequestSchema>;

export const postProjectRoute = defineRoute({
  method: 'POST',
  path: '/api/client-projects',
  body: postProjectRequestSchema,
  response: commandResultSchema,
});
