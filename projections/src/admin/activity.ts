/**
 * The activity feed: every event the admin projection handles becomes one item, inserted under the
 * event's id. The insert doubles as the projection's idempotency guard: a handler runs its counters
 * only when its item is new, so applying an event twice changes nothing (counters included).
 */
import { ADMIN_SOCKET_EVENTS, ADMINS_ROOM, type ActivityItem, type EventShape, type RecordedEvent } from '@tradeguild/contracts';
import type { AdminStore, Announcement } from './store.ts';

/** An admin handler: one event type, written against the store (one-by-one or batched). */
export type AdminHandler<E extends RecordedEvent = RecordedEvent> = (event: E, s: AdminStore) => Promise<void>;

/** A person as the feed names them: first and last name, else e-mail, else 'User {id}'. */
export const personName = (u: { firstName: string | null; lastName: string | null; email: string | null; id: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email || `User ${u.id}`;

/** A user's name for a sentence: 'User {id}' when nobody registered with that id (a seed's author, a system actor). */
export async function userName(s: AdminStore, id: string): Promise<string> {
  return (await s.displayName(id)) ?? `User ${id}`;
}

export async function businessName(s: AdminStore, tradesmanId: string): Promise<string> {
  return (await s.tradesman(tradesmanId))?.businessName || `Business ${tradesmanId}`;
}

/** The admin tab filtered to one thing: the link for things without a page an admin can open (users, client projects, messages). */
export const tabPath = (tab: string, search?: string) => `/admin?tab=${tab}${search ? `&search=${encodeURIComponent(search)}` : ''}`;

/** Quotes a title in a sentence, cut so one long title cannot flood the feed. */
export const quoted = (text: string, max = 80) => `'${text.length > max ? `${text.slice(0, max - 1)}…` : text}'`;

/** One admin handler per event type it listens to. */
export type AdminHandlers<E extends EventShape> = { [T in E['type']]?: AdminHandler<RecordedEvent<Extract<E, { type: T }>>> };

/** What `new Date(at).toISOString()` gives: a string already in that form as it is (saves a parse per event in a rebuild). */
const CANONICAL = /^\d{4}-(0\d|1[0-2])-([0-2]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;
export const isoTimestamp = (at: string) => (CANONICAL.test(at) ? at : new Date(at).toISOString());

/** The activity item (and push payload) of an announcement; actorName as the users table has it. */
export function activityItem(event: RecordedEvent, a: Announcement, actorName: string | null): ActivityItem {
  const actorId = a.actorId === undefined ? event.metadata.actorId : a.actorId;
  return {
    id: event.metadata.eventId,
    type: a.type,
    eventType: event.type,
    description: a.description,
    actorId,
    actorName,
    entityPath: a.entityPath,
    streamId: event.streamId,
    timestamp: isoTimestamp(event.metadata.occurredAt),
  };
}

export const activityPush = (item: ActivityItem) => ({ room: ADMINS_ROOM, event: ADMIN_SOCKET_EVENTS.activity, payload: item });
