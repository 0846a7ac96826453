import { z } from 'zod';

export const eventMetadataSchema = z.object({
  eventId: z.string().uuid(),
  commandId: z.string().uuid().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  actorId: z.string().nullable(),
  occurredAt: z.string(),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** An optional client-generated id that makes a command idempotent. */
export const commandIdSchema = z.string().uuid().optional();
