import { z } from 'zod';
import { ownedBy, personal } from '../shared/personal-data.ts';
import { defineEvent } from '../shared/event-registry.ts';
import { userTypeSchema } from './user.types.ts';

export const userRegisteredSchema = z.object({
  type: z.literal('UserRegistered'),
  data: z.object({
    userId: z.string(),
    email: z.string().email(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    userType: userTypeSchema,
  }),
});
export type UserRegistered = z.infer<typeof userRegisteredSchema>;

export type AccountEvent = UserRegistered;

export const accountEventDefinitions = [
  defineEvent(userRegisteredSchema, {
    personal: personal(ownedBy('userId'), { email: 'email', firstName: 'name', lastName: 'lastName' }),
  }),
];
