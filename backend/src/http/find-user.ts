import { isEventOfType, userStreamId, type EventStore, type User } from '@tradeguild/contracts';
import { findUserById, type ReadDb } from '@tradeguild/projections';

/**
 * A signed-in user: from the users read model, or, right after the first login while that read
 * model is still catching up, folded from the user's own stream (the store is the truth). A user
 * who really exists is therefore never answered as logged out.
 */
export async function findUser(deps: { db: ReadDb; store: EventStore }, id: string): Promise<User | null> {
  const row = await findUserById(deps.db, id);
  if (row) return row;
  const { events } = await deps.store.readStream(userStreamId(id));
  // The account as it stands: registered (again, after an erasure), perhaps closed (decision 0061).
  let found = null as User | null;
  for (const e of events) {
    if (isEventOfType(e, 'UserRegistered')) {
      const { userId, email, firstName, lastName, profileImageUrl, userType } = e.data;
      found = { id: userId, email, firstName, lastName, profileImageUrl, userType, createdAt: e.metadata.occurredAt };
    } else if (isEventOfType(e, 'AccountErased')) found = null;
    else if (found && isEventOfType(e, 'AccountClosed')) found = { ...found, closedAt: e.data.closedAt, erasureDueAt: e.data.erasureDueAt };
    else if (found && isEventOfType(e, 'AccountReopened')) found = { ...found, closedAt: null, erasureDueAt: null };
  }
  return found;
}
