import { z } from 'zod';

export const eventMetadataSchema = z.object({
  eventId: z.string().uuid(),
  commandId: z.string().uuid().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  actorId: z.string().nullable(),
  occurredAt: z.string(),
  schemaVersion: z.number().int().positive(),
  /**
   * A digest of the command (its type, target stream and data) that carried `commandId`: a retry
   * with the same id and the same request is recognised, the same id on a different request is
   * refused. Absent on events written before it existed and on commands without an id.
   */
  commandHash: z.string().optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** An optional client-generated id that makes a command idempotent. */
export const commandIdSchema = z.string().uuid().optional();
