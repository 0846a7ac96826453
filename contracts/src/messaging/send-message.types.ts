import { z } from 'zod';
import { commandIdSchema } from '../shared/metadata.ts';
import { defineRoute } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

export const MESSAGE_MAX_LENGTH = 5000;

/** POST /api/messages */
export const sendMessageRequestSchema = z.object({
  receiverId: z.string({ required_error: 'Choose who to message' }).trim().min(1, 'Choose who to message').max(200),
  content: z
    .string({ required_error: 'Message cannot be empty' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(MESSAGE_MAX_LENGTH, `Keep messages under ${MESSAGE_MAX_LENGTH} characters`),
  projectId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().uuid('Unknown project').optional()),
  commandId: commandIdSchema,
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
export type SendMessage = z.output<typeof sendMessageRequestSchema>;

export const sendMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/messages',
  body: sendMessageRequestSchema,
  response: commandResultSchema,
});
