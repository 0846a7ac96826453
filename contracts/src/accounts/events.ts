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

/**
 * The person closed their account (Settings, after typing their e-mail). They are signed out
 * everywhere and hidden from search at once; unless they reopen it, the erasure job erases the
 * account at `erasureDueAt` (ACCOUNT_ERASURE_DAYS after closing; decision 0061).
 */
export const accountClosedSchema = z.object({
  type: z.literal('AccountClosed'),
  data: z.object({ userId: z.string(), closedAt: z.string(), erasureDueAt: z.string() }),
});
export type AccountClosed = z.infer<typeof accountClosedSchema>;

/** The person signed in again within the grace period and chose to keep their account. */
export const accountReopenedSchema = z.object({
  type: z.literal('AccountReopened'),
  data: z.object({ userId: z.string(), reopenedAt: z.string() }),
});
export type AccountReopened = z.infer<typeof accountReopenedSchema>;

/**
 * The account is erased: its data key destroyed, its rows purged from every read model (the
 * projections handle this event, so a rebuild gives the same rows), its uploads and sessions deleted.
 * `by` says why: the grace period after closing ended (the scheduled job, no actor), or an admin
 * handled a request (the admin's id is in `erasedBy`, their reason in `reason`, the time in the
 * metadata's occurredAt). Signing in with the same identity afterwards starts a new account.
 */
export const accountErasedSchema = z.object({
  type: z.literal('AccountErased'),
  data: z.object({
    userId: z.string(),
    by: z.enum(['grace-period-ended', 'admin']),
    erasedBy: z.string().nullable(),
    reason: z.string().nullable(),
    erasedAt: z.string(),
    /**
     * The review invitations tradesmen had sent to the person's e-mail when they were erased (v2):
     * the read models show those without the address, in a rebuild too (the invitation is sealed with
     * the tradesman's key, so the address itself would read back). Version 1 events: none.
     */
    reviewInvitationIds: z.array(z.string()),
  }),
});
export type AccountErased = z.infer<typeof accountErasedSchema>;

export type AccountEvent = UserRegistered | AccountClosed | AccountReopened | AccountErased;

export const accountEventDefinitions = [
  defineEvent(userRegisteredSchema, {
    personal: personal(ownedBy('userId'), { email: 'email', firstName: 'name', lastName: 'lastName' }),
  }),
  defineEvent(accountClosedSchema),
  defineEvent(accountReopenedSchema),
  defineEvent(accountErasedSchema, { version: 2, upcasters: { 1: (d) => ({ reviewInvitationIds: [], ...d }) } }),
];
