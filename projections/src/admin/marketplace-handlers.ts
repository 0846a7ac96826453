/** Users, client projects and messages: feed items, directory rows and counters. */
import type { AccountEvent, AdminEvent, ClientProjectEvent, MessagingEvent } from '@tradeguild/contracts';
import { personName, quoted, tabPath, user, userName, type AdminHandlers } from './activity.ts';

export const marketplaceHandlers: AdminHandlers<AccountEvent | ClientProjectEvent | MessagingEvent | AdminEvent> = {
  UserRegistered: async (event, s) => {
    const d = event.data;
    const name = personName({ firstName: d.firstName, lastName: d.lastName, email: d.email, id: d.userId });
    // The user row first, so the item can name its actor.
    await s.insertUser({
      id: d.userId,
      email: d.email.toLowerCase(),
      firstName: d.firstName,
      lastName: d.lastName,
      userType: d.userType,
      displayName: name,
      createdAt: event.metadata.occurredAt,
    });
    const article = d.userType === 'admin' ? 'an' : 'a';
    if (
      !(await s.announce(event, {
        type: 'user',
        description: `${name} joined as ${article} ${d.userType}`,
        entityPath: tabPath('users'),
        actorId: d.userId,
      }))
    )
      return;
    await s.countNew('users', 'signups', event.metadata.occurredAt);
  },

  ProjectPosted: async (event, s) => {
    const d = event.data;
    const client = await userName(s, d.clientId);
    const trades = d.requiredTrades.length ? ` (${d.requiredTrades.join(', ')})` : '';
    const where = d.location ? ` in ${d.location}` : '';
    const description = `${client} posted ${quoted(d.title)}${trades}${where}`;
    if (!(await s.announce(event, { type: 'project', description, entityPath: tabPath('projects', d.title), actorId: d.clientId }))) return;
    await s.insertProject({
      id: d.projectId,
      clientId: d.clientId,
      clientName: client,
      title: d.title,
      location: d.location,
      budget: d.budget,
      requiredTrades: d.requiredTrades,
      createdAt: d.postedAt,
    });
    await s.countNew('active_projects', 'projects', d.postedAt);
    await s.bumpMix('open_projects', d.requiredTrades, 1);
  },

  // Not a feed item (the client's own page says what changed); the Projects tab shows the current details.
  ProjectDetailsEdited: async (event, s) => {
    const { title, location, budget } = event.data.changes;
    await s.editProject(event.data.projectId, { title, location, budget });
  },

  MessageSent: async (event, s) => {
    const d = event.data;
    const [sender, receiver] = [await userName(s, d.senderId), await user(s, d.receiverId)];
    // Never the content: the feed is glanced at, the content is opened (and that is recorded).
    const about = d.projectId ? ' about a project' : '';
    if (
      !(await s.announce(event, {
        type: 'message',
        description: `${sender} messaged ${receiver.text}${about}`,
        entityPath: tabPath('messages'),
        actorId: d.senderId,
        parts: [receiver.part],
      }))
    )
      return;
    await s.insertMessage({
      id: d.messageId,
      senderId: d.senderId,
      senderName: sender,
      receiverId: d.receiverId,
      receiverName: receiver.text,
      projectId: d.projectId,
      content: d.content,
      streamId: event.streamId,
      createdAt: d.sentAt,
    });
    await s.countNew('messages', 'messages', d.sentAt);
  },

  ConversationRead: async (event, s) => {
    const d = event.data;
    const [reader, partner] = [await userName(s, d.readerId), await user(s, d.partnerId)];
    if (
      !(await s.announce(event, {
        type: 'message',
        description: `${reader} read the messages from ${partner.text}`,
        entityPath: tabPath('messages'),
        actorId: d.readerId,
        parts: [partner.part],
      }))
    )
      return;
    await s.markRead(d.readerId, d.partnerId, d.readAt);
  },

  ConversationInspected: async (event, s) => {
    const d = event.data;
    const [admin, a, b] = [await userName(s, d.inspectedBy), await user(s, d.participantIds[0]), await user(s, d.participantIds[1])];
    await s.announce(event, {
      type: 'audit',
      description: `${admin} opened a message between ${a.text} and ${b.text}`,
      entityPath: tabPath('messages'),
      actorId: d.inspectedBy,
      parts: [a.part, b.part],
    });
  },
};
