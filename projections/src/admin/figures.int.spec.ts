import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { at, message, posted, profile, registered, uuid } from '../../../tests/fixtures/admin-events.ts';
import { adminProjection } from './projection.ts';

const spec = projectionSpec(adminProjection);

describe('admin projection: figures and directory rows', () => {
  it('keeps counters, per-day figures and the trade mix that a repeat does not move', async () => {
    const { rows } = await spec.given([
      registered('sarah', 'Sarah', null, 'client', 1),
      registered('tom', 'Tom', null, 'tradesman', 1),
      registered('ann', 'Ann', null, 'tradesman', 2),
      { type: 'TradesmanProfileCreated', data: { ...profile(10, 'Tom Plumbing', ['plumber', 'tiler']), userId: 'tom', createdAt: at(2) } },
      { type: 'TradesmanProfileCreated', data: { ...profile(11, 'Ann Sparks', ['electrician']), userId: 'ann', createdAt: at(2) } },
      { type: 'TradesmanProfileUpdated', data: { ...profile(10, 'Tom Plumbing', ['plumber']), userId: 'tom', updatedAt: at(3) } },
      posted(1, 'Loft conversion'),
      message(20, 'sarah', 'tom', 'Hello Tom'),
      message(21, 'tom', 'sarah', 'Hello Sarah'),
    ]);
    const counters = Object.fromEntries(rows('admin_counters').map((r) => [r.name, Number(r.value)]));
    expect(counters).toEqual({ users: 3, tradesmen: 2, active_projects: 1, messages: 2 });
    const daily = rows('admin_daily').map((r) => [r.metric, (r.day as Date).toISOString().slice(0, 10), Number(r.value)]);
    expect(daily).toEqual(
      expect.arrayContaining([
        ['signups', '2025-06-01', 2],
        ['signups', '2025-06-02', 1],
        ['messages', '2025-06-03', 2],
        ['projects', '2025-06-02', 1],
      ]),
    );
    const mix = rows('admin_trade_mix')
      .filter((r) => Number(r.count) > 0)
      .map((r) => `${r.scope}:${r.trade}=${r.count}`)
      .sort();
    expect(mix).toEqual(['open_projects:Carpenter=1', 'tradesmen:electrician=1', 'tradesmen:plumber=1']);
  });

  it('keeps directory rows: verification, average rating, read messages', async () => {
    const { rows } = await spec.given([
      registered('sarah', 'Sarah', null, 'client'),
      registered('tom', 'Tom', null, 'tradesman'),
      { type: 'TradesmanProfileCreated', data: { ...profile(10, 'Tom Plumbing', ['plumber']), userId: 'tom', createdAt: at(2) } },
      { type: 'TradesmanVerified', data: { tradesmanId: uuid(10), verifiedBy: 'sarah', verifiedAt: at(3) } },
      {
        type: 'ReviewSubmitted',
        data: {
          tradesmanId: uuid(10),
          reviewId: uuid(30),
          clientId: 'sarah',
          portfolioProjectId: null,
          projectId: uuid(40),
          isVerified: true,
          invitationId: null,
          rating: 5,
          comment: null,
          submittedAt: at(3),
        },
      },
      {
        type: 'ReviewSubmitted',
        data: {
          tradesmanId: uuid(10),
          reviewId: uuid(31),
          clientId: 'sarah',
          portfolioProjectId: null,
          projectId: null,
          isVerified: false,
          invitationId: null,
          rating: 4,
          comment: null,
          submittedAt: at(3),
        },
      },
      message(20, 'sarah', 'tom', 'Hello Tom'),
      { type: 'ConversationRead', data: { readerId: 'tom', partnerId: 'sarah', readAt: at(4) } },
      message(22, 'sarah', 'tom', 'Are you there?', 5),
      {
        type: 'ConversationInspected',
        data: { messageId: uuid(20), participantIds: ['sarah', 'tom'], inspectedBy: 'sarah', inspectedAt: at(6) },
      },
    ]);
    // Only the verified job review counts (issue 23): the unverified 4 is in the feed, not the rating.
    expect(rows('admin_tradesmen')[0]).toMatchObject({ business_name: 'Tom Plumbing', verified: true, total_reviews: 1 });
    expect(Number(rows('admin_tradesmen')[0]!.rating_sum)).toBe(5);
    expect(
      rows('admin_messages')
        .map((m) => [m.content, m.is_read])
        .sort(),
    ).toEqual([
      ['Are you there?', false],
      ['Hello Tom', true],
    ]);
    expect(rows('admin_activity').map((a) => a.description)).toEqual(
      expect.arrayContaining([
        'Sarah verified Tom Plumbing',
        'Sarah rated Tom Plumbing 5/5 for a job (verified job)',
        'Sarah rated Tom Plumbing 4/5',
        'Sarah messaged Tom',
        'Sarah opened a message between Sarah and Tom',
      ]),
    );
  });
});
