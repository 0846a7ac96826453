/**
 * Every domain event the app writes, in one registry keyed by type and schema version. Event
 * stores decode through it (upcasting old versions); commands encode through it. A new context
 * adds its definitions here.
 */
import { accountEventDefinitions, type AccountEvent } from './accounts/events.ts';
import { adminEventDefinitions, type AdminEvent } from './admin/events.ts';
import { auditEventDefinitions, type AuditEventRecord } from './audit/events.ts';
import { blogEventDefinitions, type BlogEvent } from './blog/events.ts';
import { clientProjectEventDefinitions, type ClientProjectEvent } from './client-projects/events.ts';
import { messagingEventDefinitions, type MessagingEvent } from './messaging/events.ts';
import { forumEventDefinitions, type ForumEvent } from './forum/events.ts';
import { moderationEventDefinitions, type ModerationEvent } from './moderation/events.ts';
import { notificationEventDefinitions, type NotificationEvent } from './notifications/events.ts';
import { mailEventDefinitions, type MailEvent } from './mail/events.ts';
import { createEventRegistry } from './shared/event-registry.ts';
import type { RecordedEvent } from './shared/event-store.ts';
import { tradesmanEventDefinitions, type TradesmanEvent } from './tradesmen/events.ts';

export type DomainEvent =
  | AccountEvent
  | ClientProjectEvent
  | MessagingEvent
  | TradesmanEvent
  | BlogEvent
  | ForumEvent
  | AdminEvent
  | NotificationEvent
  | ModerationEvent
  | AuditEventRecord
  | MailEvent;
export type DomainEventType = DomainEvent['type'];
export type EventOfType<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Every definition, in one list (the registry below; the registry's unit test walks their schemas). */
export const domainEventDefinitions = [
  ...accountEventDefinitions,
  ...clientProjectEventDefinitions,
  ...messagingEventDefinitions,
  ...tradesmanEventDefinitions,
  ...blogEventDefinitions,
  ...forumEventDefinitions,
  ...adminEventDefinitions,
  ...notificationEventDefinitions,
  ...moderationEventDefinitions,
  ...auditEventDefinitions,
  ...mailEventDefinitions,
];

export const domainEvents = createEventRegistry(domainEventDefinitions);

/**
 * Narrows an event read from a store (which decoded it with this registry, so its type tag and
 * payload agree) to that type's payload.
 */
export const isEventOfType = <T extends DomainEventType>(event: RecordedEvent, type: T): event is RecordedEvent<EventOfType<T>> =>
  event.type === type;
