import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@tradeguild/contracts';
import { projectionSpec, type Given } from '../../../tests/support/projection-spec.ts';
import { notificationsProjection } from './projection.ts';
import { notificationId } from './sentences.ts';

const spec = projectionSpec(notificationsProjection);

const projectId = '8d2b1e4a-3f5c-4e7d-8a9b-1c2d3e4f5a6b';
const [quote1, quote2] = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
const [trades1, trades2] = ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'];
const at = (minute: number) => `2025-06-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
/** Events with fixed ids, so a test can name the notification an event made. */
const ev = (eventId: string, e: DomainEvent): Given<DomainEvent> => ({ ...e, metadata: { eventId } });
const eid = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const registered = (userId: string, firstName: string, lastName: string | null, userType: 'client' | 'tradesman'): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, email: `${userId}@example.com`, firstName, lastName, profileImageUrl: null, userType },
});
const profile = (tradesmanId: string, userId: string, businessName: string): DomainEvent => ({
  type: 'TradesmanProfileCreated',
  data: {
    tradesmanId,
    userId,
    businessName,
    description: null,
    location: 'Leeds',
    postcode: null,
    outcode: null,
    phone: null,
    website: null,
    yearsExperience: null,
    hourlyRate: null,
    specializations: [],
    certifications: [],
    equipment: [],
    availability: 'available',
    tradeCategories: ['plumber'],
    responseTime: null,
    serviceRadiusMiles: 25,
    createdAt: at(0),
  },
});
const submitted = (applicationId: string, tradesmanId: string, userId: string, minute: number): DomainEvent => ({
  type: 'ApplicationSubmitted',
  data: {
    projectId,
    applicationId,
    tradesmanId,
    tradesmanUserId: userId,
    message: 'Happy to help',
    proposedCost: '1250.50',
    estimatedDuration: '3 weeks',
    trades: ['Plumber'],
    submittedAt: at(minute),
  },
});

const history: Given<DomainEvent>[] = [
  registered('client-1', 'Sarah', 'Thompson', 'client'),
  registered('trades-1', 'Pete', null, 'tradesman'),
  registered('trades-2', 'Tara', null, 'tradesman'),
  profile(trades1, 'trades-1', 'Hartley Plumbing'),
  profile(trades2, 'trades-2', 'Bright Sparks'),
  {
    type: 'ProjectPosted',
    data: {
      projectId,
      clientId: 'client-1',
      title: 'Kitchen knock-through',
      description: 'x',
      category: null,
      projectType: 'renovation',
      location: 'Leeds',
      budget: null,
      timeline: null,
      requiredTrades: ['Plumber', 'Electrician'],
      isMultiTrade: true,
      photos: [],
      postedAt: at(1),
    },
  },
  ev(eid(1), submitted(quote1, trades1, 'trades-1', 2)),
  ev(eid(2), { type: 'QuoteRequested', data: { projectId, tradesmanId: trades2, tradesmanUserId: 'trades-2', requestedAt: at(3) } }),
  ev(eid(3), submitted(quote2, trades2, 'trades-2', 4)),
  ev(eid(4), { type: 'ApplicationAccepted', data: { projectId, applicationId: quote1, at: at(5), trades: ['Plumber'] } }),
  ev(eid(5), { type: 'ApplicationRejected', data: { projectId, applicationId: quote2, at: at(6), message: 'Sorry' } }),
  ev(eid(6), { type: 'ProjectStatusChanged', data: { projectId, from: 'open', to: 'in_progress', changedAt: at(7) } }),
  ev(eid(7), {
    type: 'RoomMessagePosted',
    data: {
      projectId,
      messageId: '20000000-0000-4000-8000-000000000001',
      senderId: 'client-1',
      content: 'Welcome  aboard!',
      sentAt: at(8),
    },
  }),
  ev(eid(8), {
    type: 'RoomMessagePosted',
    data: {
      projectId,
      messageId: '20000000-0000-4000-8000-000000000002',
      senderId: 'trades-1',
      content: 'Thanks, see you Monday',
      sentAt: at(9),
    },
  }),
  ev(eid(9), { type: 'ProjectStatusChanged', data: { projectId, from: 'in_progress', to: 'completed', changedAt: at(10) } }),
];

const texts = (rows: Record<string, unknown>[], recipient: string) =>
  rows
    .filter((r) => r.recipient_id === recipient)
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) || 0)
    .map((r) => [r.kind, r.text, r.link]);

describe('notifications projection', () => {
  it('tells each person what happened to them, in a sentence with names and the title, with a link', async () => {
    const { rows } = await spec.given(history);
    const all = rows('notifications');
    expect(texts(all, 'client-1')).toEqual([
      ['quote_received', "Hartley Plumbing quoted £1,250.50 for 'Kitchen knock-through'", `/my-projects/${projectId}`],
      ['quote_received', "Bright Sparks quoted £1,250.50 for 'Kitchen knock-through'", `/my-projects/${projectId}`],
      [
        'room_message',
        `Hartley Plumbing wrote in the project room of 'Kitchen knock-through': "Thanks, see you Monday"`,
        `/my-projects/${projectId}/room`,
      ],
    ]);
    expect(texts(all, 'trades-1')).toEqual([
      ['quote_accepted', "Sarah Thompson accepted your quote for 'Kitchen knock-through'", `/jobs/${projectId}`],
      ['project_started', "Work has started on 'Kitchen knock-through'", `/jobs/${projectId}`],
      [
        'room_message',
        `Sarah Thompson wrote in the project room of 'Kitchen knock-through': "Welcome aboard!"`,
        `/jobs/${projectId}#room-${projectId}`,
      ],
      ['project_completed', "Sarah Thompson marked 'Kitchen knock-through' as completed", `/jobs/${projectId}`],
    ]);
    // Invited, declined, and never hired: no word of the work starting or the room.
    expect(texts(all, 'trades-2')).toEqual([
      ['quote_requested', "Sarah Thompson invited you to quote for 'Kitchen knock-through'", `/jobs/${projectId}`],
      ['quote_rejected', "Sarah Thompson declined your quote for 'Kitchen knock-through'", `/jobs/${projectId}`],
    ]);
    expect(all.every((r) => r.is_read === false)).toBe(true);
    expect(all.find((r) => r.kind === 'quote_accepted')!.id).toBe(notificationId(eid(4), 'trades-1'));
  });

  it('tells the client, and only the client, when a hired tradesman marks a part done', async () => {
    const partDone = ev(eid(10), {
      type: 'TradePartDone',
      data: { projectId, tradesmanUserId: 'trades-1', trades: ['Plumber'], doneAt: at(10) },
    });
    const all = (await spec.given([...history.slice(0, -1), partDone])).rows('notifications');
    expect(texts(all, 'client-1').at(-1)).toEqual([
      'part_done',
      "Hartley Plumbing marked Plumber done on 'Kitchen knock-through'",
      `/my-projects/${projectId}/room`,
    ]);
    expect(all.filter((r) => r.kind === 'part_done').map((r) => r.recipient_id)).toEqual(['client-1']);
  });

  it('pushes each new notification to its recipient once; a repeat of the events pushes none', async () => {
    const { pushes, repeatPushes } = await spec.given(history);
    const news = pushes.filter((p) => p.event === 'notification:new');
    expect(news).toHaveLength(9);
    expect(news[0]).toMatchObject({ room: 'user:client-1', payload: { kind: 'quote_received', isRead: false, createdAt: at(2) } });
    expect(repeatPushes.filter((p) => p.event === 'notification:new')).toEqual([]);
  });

  it('folds read marks from the events, so a rebuild keeps them, and only for their reader', async () => {
    const reads: Given<DomainEvent>[] = [
      {
        type: 'NotificationsRead',
        data: { userId: 'trades-1', notificationIds: [notificationId(eid(4), 'trades-1')], upTo: null, readAt: at(11) },
      },
      // Someone naming another person's notification reads nothing of theirs.
      {
        type: 'NotificationsRead',
        data: { userId: 'trades-2', notificationIds: [notificationId(eid(6), 'trades-1')], upTo: null, readAt: at(11) },
      },
      { type: 'NotificationsRead', data: { userId: 'client-1', notificationIds: [], upTo: at(3), readAt: at(12) } },
    ];
    const first = await spec.given([...history, ...reads]);
    const unread = (rows: Record<string, unknown>[]) =>
      rows
        .filter((r) => !r.is_read)
        .map((r) => `${r.recipient_id} ${r.kind}`)
        .sort();
    const expected = [
      'client-1 quote_received',
      'client-1 room_message',
      'trades-1 project_completed',
      'trades-1 project_started',
      'trades-1 room_message',
      'trades-2 quote_rejected',
      'trades-2 quote_requested',
    ];
    expect(unread(first.rows('notifications'))).toEqual(expected);
    expect(first.pushes.filter((p) => p.event === 'notifications:read').map((p) => p.room)).toEqual([
      'user:trades-1',
      'user:trades-2',
      'user:client-1',
    ]);
    // A rebuild: the same events into fresh tables give the same rows, read marks included.
    // (Positions differ between the two runs of this spec; in a real rebuild they are the store's own.)
    const rebuilt = await spec.given([...history, ...reads]);
    const withoutPosition = (rows: Record<string, unknown>[]) =>
      rows.map(({ event_pos: _p, ...r }) => r).sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(withoutPosition(rebuilt.rows('notifications'))).toEqual(withoutPosition(first.rows('notifications')));
  });

  it('names a tradesman by a renamed business from then on', async () => {
    const renamed: DomainEvent = {
      type: 'TradesmanProfileUpdated',
      data: (({ userId: _u, createdAt: _c, ...details }) => ({ ...details, userId: null, updatedAt: at(1) }))(
        (profile(trades1, 'trades-1', 'Hartley & Sons') as Extract<DomainEvent, { type: 'TradesmanProfileCreated' }>).data,
      ),
    };
    const { rows } = await spec.given([...history.slice(0, 6), renamed, ...history.slice(6, 7)]);
    expect(rows('notifications').map((r) => r.text)).toEqual(["Hartley & Sons quoted £1,250.50 for 'Kitchen knock-through'"]);
  });
});
