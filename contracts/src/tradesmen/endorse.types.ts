import { z } from 'zod';
import { optionalText, requiredText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/**
 * POST /api/tradesmen/{id}/endorsements: EndorseTradesman. Only a tradesman with a profile, never
 * for themselves (403); the same skill once per endorser (409). 201 CommandResult.
 */
export const endorseRequestSchema = z.object({
  skill: requiredText('Skill is required', 80),
  comment: optionalText(1000),
  commandId: commandIdSchema,
});
export type EndorseRequest = z.input<typeof endorseRequestSchema>;
export type Endorse = z.output<typeof endorseRequestSchema>;

export const endorseTradesmanRoute = defineRoute({
  method: 'POST',
  path: '/api/tradesmen/:id/endorsements',
  params: { id: idParam('Tradesman') },
  body: endorseRequestSchema,
  response: commandResultSchema,
});
