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
  const registered = events.find((e) => isEventOfType(e, 'UserRegistered'));
  if (!registered || !isEventOfType(registered, 'UserRegistered')) return null;
  const { userId, email, firstName, lastName, profileImageUrl, userType } = registered.data;
  return { id: userId, email, firstName, lastName, profileImageUrl, userType, createdAt: registered.metadata.occurredAt };
}
