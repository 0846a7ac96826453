/**
 * The activity feed: every event the admin projection handles becomes one item, inserted under the
 * event's id. The insert doubles as the projection's idempotency guard: a handler runs its counters
 * only when its item is new, so applying an event twice changes nothing (counters included).
 */
import { ADMIN_SOCKET_EVENTS, ADMINS_ROOM, type ActivityItem, type EventShape, type RecordedEvent } from '@tradeguild/contracts';
import { mentionsOf, nameOf, REMOVED_TEXT, wordsOf, type Mention, type Part } from '../privacy/mentions.ts';
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
  return (await business(s, tradesmanId)).text;
}

/** A name in a sentence, and the part of it that is its owner's (decision 0068). */
export interface Named {
  text: string;
  part: Part | null;
}

/** A business name, its owner's. */
export async function business(s: AdminStore, tradesmanId: string): Promise<Named> {
  const t = await s.tradesman(tradesmanId);
  const text = t?.businessName || `Business ${tradesmanId}`;
  return { text, part: nameOf(t?.userId, text) };
}

/** A user's name. */
export async function user(s: AdminStore, id: string): Promise<Named> {
  const text = await userName(s, id);
  return { text, part: nameOf(id, text) };
}

/** A person's title as quoted() puts it in a sentence, and as a tab link's search holds it. */
export const titled = (ownerId: string | null | undefined, title: string): Part | null =>
  wordsOf(ownerId, quoted(title), quoted(REMOVED_TEXT));
export const searched = (ownerId: string | null | undefined, title: string): Part | null =>
  ownerId ? { id: ownerId, text: encodeURIComponent(title), as: encodeURIComponent(REMOVED_TEXT), in: 'entity_path' } : null;

/** The parts of an announcement as stored beside it: the description's, then the link's. */
export const activityMentions = (a: Announcement): Mention[] =>
  mentionsOf({ description: a.description, entity_path: a.entityPath }, a.parts ?? []);

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
