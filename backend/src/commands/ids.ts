import { v5 as uuidv5 } from 'uuid';

const EVENT_ID_NAMESPACE = '6f1c1d2e-8a51-4d0e-9a64-3c7d1f3b9e21';

/** The same command id always yields the same ids, so a retried command lands on the same stream. */
export const idFromCommand = (commandId: string, salt = ''): string => uuidv5(`${salt}${commandId}`, EVENT_ID_NAMESPACE);

/**
 * An id derived from a client's command id for what that person's command creates (a project, a
 * message): scoped to the person, so someone reusing another person's command id cannot reach the
 * other person's entity.
 */
export const actorScopedId = (actorId: string | null, commandId: string, salt: string): string =>
  idFromCommand(`${actorId ?? 'anonymous'}|${commandId}`, salt);

/**
 * The id a client's command id is stored under: scoped to (actor, command type), so two people (or
 * one person's two kinds of command) never share one, whatever ids their clients choose.
 */
export const scopedCommandId = (actorId: string | null, commandType: string, commandId: string): string =>
  idFromCommand(`${actorId ?? 'anonymous'}|${commandType}|${commandId}`, 'command:');

/**
 * One business profile per user: its id is derived from the user id, so /profile/me needs no lookup
 * table, and the portfolio and quotes find the tradesman stream of the person asking.
 */
export const profileIdOfUser = (userId: string) => idFromCommand(userId, 'tradesmanProfile:');
