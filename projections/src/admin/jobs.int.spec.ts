import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@tradeguild/contracts';
import { projectionSpec, type Given } from '../../../tests/support/projection-spec.ts';
import { at, posted, profile, registered, uuid } from '../../../tests/fixtures/admin-events.ts';
import { adminProjection } from './projection.ts';

const spec = projectionSpec(adminProjection);

describe('admin projection', () => {
  describe('jobs', () => {
    const loft = uuid(1);
    const quote = (n: number, tradesmanId: string, userId: string, cost: string): Given<DomainEvent> => ({
      type: 'ApplicationSubmitted',
      data: {
        projectId: loft,
        applicationId: uuid(n),
        tradesmanId,
        tradesmanUserId: userId,
        message: 'Can start Monday',
        proposedCost: cost,
        estimatedDuration: '2 weeks',
        trades: ['Carpenter'],
        submittedAt: at(4, n),
      },
      metadata: { actorId: userId, occurredAt: at(4, n) },
    });
    const step = <T extends 'ApplicationWithdrawn' | 'ApplicationShortlisted'>(type: T, n: number, actorId: string): Given<DomainEvent> =>
      ({
        type,
        data: { projectId: loft, applicationId: uuid(n), at: at(5, n) },
        metadata: { actorId, occurredAt: at(5, n) },
      }) as Given<DomainEvent>;
    const status = (
      projectId: string,
      from: 'open' | 'in_progress',
      to: 'in_progress' | 'completed' | 'cancelled',
      day: number,
    ): Given<DomainEvent> => ({
      type: 'ProjectStatusChanged',
      data: { projectId, from, to, changedAt: at(day) },
      metadata: { actorId: 'sarah', occurredAt: at(day) },
    });
    it("keeps the Projects tab's details current when the client edits them, and its status", async () => {
      const edited = (day: number, changes: Record<string, string | null>): Given<DomainEvent> => ({
        type: 'ProjectDetailsEdited',
        data: { projectId: loft, clientId: 'sarah', changes, editedAt: at(day) },
        metadata: { actorId: 'sarah', occurredAt: at(day) },
      });
      const { rows } = await spec.given([
        registered('sarah', 'Sarah', 'Thompson', 'client'),
        posted(1, 'Loft conversion'),
        status(loft, 'open', 'in_progress', 3),
        edited(4, { title: 'Loft conversion with dormer', budget: null }),
        edited(5, { location: 'York', description: 'Bigger window' }),
      ]);
      expect(rows('admin_projects')).toEqual([
        expect.objectContaining({ id: loft, title: 'Loft conversion with dormer', location: 'York', budget: null, status: 'in_progress' }),
      ]);
    });

    const people: Given<DomainEvent>[] = [
      registered('sarah', 'Sarah', 'Thompson', 'client'),
      registered('tom', 'Tom', 'Whitfield', 'tradesman'),
      registered('ann', 'Ann', 'Oak', 'tradesman'),
      { type: 'TradesmanProfileCreated', data: { ...profile(10, 'Whitfield Carpentry', ['plumber']), userId: 'tom', createdAt: at(1) } },
      { type: 'TradesmanProfileCreated', data: { ...profile(11, 'Oak & Sons', ['tiler']), userId: 'ann', createdAt: at(1) } },
    ];

    it('names quotes, shortlists, hires, declines, invitations and status changes, and links them to the project row', async () => {
      const { rows, repeatPushes } = await spec.given([
        ...people,
        posted(1, 'Loft conversion'),
        {
          type: 'QuoteRequested',
          data: { projectId: loft, tradesmanId: uuid(11), tradesmanUserId: 'ann', requestedAt: at(3) },
          metadata: { actorId: 'sarah', occurredAt: at(3) },
        },
        quote(20, uuid(10), 'tom', '1250.00'),
        quote(21, uuid(11), 'ann', '980.50'),
        step('ApplicationShortlisted', 20, 'sarah'),
        {
          type: 'ApplicationRejected',
          data: { projectId: loft, applicationId: uuid(21), message: 'Too far away', at: at(5, 30) },
          metadata: { actorId: 'sarah', occurredAt: at(5, 30) },
        },
        {
          type: 'ApplicationAccepted',
          data: { projectId: loft, applicationId: uuid(20), trades: ['Carpenter'], at: at(5, 40) },
          metadata: { actorId: 'sarah', occurredAt: at(5, 40) },
        },
        status(loft, 'open', 'in_progress', 5),
        {
          type: 'RoomMessagePosted',
          data: { projectId: loft, messageId: uuid(40), senderId: 'tom', content: 'Starting Monday', sentAt: at(5, 50) },
          metadata: { actorId: 'tom', occurredAt: at(5, 50) },
        },
        {
          type: 'RoomRead',
          data: { projectId: loft, readerId: 'sarah', upTo: 1, readAt: at(5, 52) },
          metadata: { actorId: 'sarah', occurredAt: at(5, 52) },
        },
        {
          type: 'TradePartDone',
          data: { projectId: loft, tradesmanUserId: 'tom', trades: ['Carpenter'], doneAt: at(5, 55) },
          metadata: { actorId: 'tom', occurredAt: at(5, 55) },
        },
        {
          type: 'ReviewSubmitted',
          data: {
            tradesmanId: uuid(10),
            reviewId: uuid(30),
            clientId: 'sarah',
            portfolioProjectId: null,
            projectId: loft,
            isVerified: true,
            invitationId: null,
            rating: 5,
            comment: null,
            submittedAt: at(6),
          },
        },
      ]);
      const items = rows('admin_activity')
        .filter((a) => ['job', 'project', 'review', 'message'].includes(String(a.type)))
        .sort((a, b) => Number(a.seq) - Number(b.seq));
      const projectRow = '/admin?tab=projects&search=Loft%20conversion';
      expect(items.map((a) => [a.type, a.description, a.actor_name])).toEqual([
        ['project', "Sarah Thompson posted 'Loft conversion' (Carpenter) in Leeds", 'Sarah Thompson'],
        ['job', "Sarah Thompson asked Oak & Sons to quote for 'Loft conversion'", 'Sarah Thompson'],
        ['job', "Whitfield Carpentry quoted £1,250.00 for 'Loft conversion'", 'Tom Whitfield'],
        ['job', "Oak & Sons quoted £980.50 for 'Loft conversion'", 'Ann Oak'],
        ['job', "Sarah Thompson shortlisted Whitfield Carpentry for 'Loft conversion'", 'Sarah Thompson'],
        ['job', "Sarah Thompson declined the quote from Oak & Sons for 'Loft conversion'", 'Sarah Thompson'],
        ['job', "Sarah Thompson hired Whitfield Carpentry (Carpenter) for 'Loft conversion'", 'Sarah Thompson'],
        ['project', "Work began on 'Loft conversion'", 'Sarah Thompson'],
        ['message', "Tom Whitfield wrote in the project room of 'Loft conversion'", 'Tom Whitfield'],
        ['message', "Sarah Thompson read the project room of 'Loft conversion'", 'Sarah Thompson'],
        ['job', "Tom Whitfield marked Carpenter done on 'Loft conversion'", 'Tom Whitfield'],
        ['review', "Sarah Thompson rated Whitfield Carpentry 5/5 for 'Loft conversion' (verified job)", 'Sarah Thompson'],
      ]);
      expect(items.filter((a) => a.type !== 'review').every((a) => a.entity_path === projectRow)).toBe(true);
      // The client's note to a declined tradesman stays between them.
      expect(rows('admin_activity').some((a) => String(a.description).includes('Too far away'))).toBe(false);
      expect(rows('admin_activity').some((a) => String(a.description).includes('Starting Monday'))).toBe(false);
      expect(repeatPushes).toEqual([]);
    });

    it('names the tradesman who withdraws a quote', async () => {
      const { rows } = await spec.given([
        ...people,
        posted(1, 'Loft conversion'),
        quote(20, uuid(10), 'tom', '12500'),
        step('ApplicationWithdrawn', 20, 'tom'),
      ]);
      expect(
        rows('admin_activity')
          .filter((a) => a.type === 'job')
          .map((a) => [a.description, a.actor_id])
          .sort(),
      ).toEqual([
        ["Whitfield Carpentry quoted £12,500.00 for 'Loft conversion'", 'tom'],
        ["Whitfield Carpentry withdrew their quote for 'Loft conversion'", 'tom'],
      ]);
    });

    it('takes a project out of active projects and the open-projects mix when it is completed or cancelled, once however often applied', async () => {
      const { rows } = await spec.given([
        ...people,
        posted(1, 'Loft conversion'),
        posted(2, 'Garden shed'),
        posted(3, 'New staircase'),
        status(uuid(1), 'open', 'in_progress', 3),
        status(uuid(2), 'open', 'cancelled', 3),
        status(uuid(1), 'in_progress', 'completed', 4),
      ]);
      const counters = Object.fromEntries(rows('admin_counters').map((r) => [r.name, Number(r.value)]));
      expect(counters.active_projects).toBe(1);
      expect(
        rows('admin_trade_mix')
          .filter((r) => r.scope === 'open_projects')
          .map((r) => Number(r.count)),
      ).toEqual([1]);
      expect(
        rows('admin_projects')
          .map((p) => [p.title, p.status])
          .sort(),
      ).toEqual([
        ['Garden shed', 'cancelled'],
        ['Loft conversion', 'completed'],
        ['New staircase', 'open'],
      ]);
      expect(
        rows('admin_activity')
          .filter((a) => a.event_type === 'ProjectStatusChanged')
          .map((a) => a.description)
          .sort(),
      ).toEqual([
        "Sarah Thompson cancelled 'Garden shed'",
        "Sarah Thompson marked 'Loft conversion' as completed",
        "Work began on 'Loft conversion'",
      ]);
    });

    it('keeps a project that starts work among the active ones', async () => {
      const { rows } = await spec.given([...people, posted(1, 'Loft conversion'), status(uuid(1), 'open', 'in_progress', 3)]);
      expect(rows('admin_counters').find((r) => r.name === 'active_projects')).toMatchObject({ value: '1' });
    });
  });
});
