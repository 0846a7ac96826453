import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@tradeguild/contracts';
import { projectionSpec, type Given } from '../../../tests/support/projection-spec.ts';
import type { Projection } from '../runtime/types.ts';
import { adminProjection } from './projection.ts';

const spec = projectionSpec(adminProjection);
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (day: number, minute = 0) => `2025-06-${String(day).padStart(2, '0')}T09:${String(minute).padStart(2, '0')}:00.000Z`;

const registered = (
  id: string,
  firstName: string,
  lastName: string | null,
  userType: 'client' | 'tradesman',
  day = 1,
): Given<DomainEvent> => ({
  type: 'UserRegistered',
  data: { userId: id, email: `${id}@example.com`, firstName, lastName, profileImageUrl: null, userType },
  metadata: { occurredAt: at(day) },
});
const posted = (n: number, title: string, day = 2): Given<DomainEvent> => ({
  type: 'ProjectPosted',
  data: {
    projectId: uuid(n),
    clientId: 'sarah',
    title,
    description: 'Boarding and a window',
    category: null,
    projectType: null,
    location: 'Leeds',
    budget: '£5,000',
    timeline: null,
    requiredTrades: ['Carpenter'],
    isMultiTrade: false,
    postedAt: at(day),
  },
  metadata: { actorId: 'sarah', occurredAt: at(day) },
});
const profile = (n: number, businessName: string, trades: ('plumber' | 'tiler' | 'electrician')[]) => ({
  businessName,
  description: null,
  location: 'Leeds',
  postcode: null,
  outcode: null,
  phone: null,
  website: null,
  yearsExperience: null,
  hourlyRate: null,
  specializations: ['Boilers', 'Leaks', 'Bathrooms'],
  certifications: [],
  equipment: [],
  availability: 'available' as const,
  tradeCategories: trades,
  responseTime: null,
  serviceRadiusMiles: 25,
  tradesmanId: uuid(n),
});
const message = (n: number, from: string, to: string, content: string, day = 3): Given<DomainEvent> => ({
  type: 'MessageSent',
  data: { messageId: uuid(n), senderId: from, receiverId: to, projectId: null, content, sentAt: at(day, n) },
  metadata: { actorId: from, occurredAt: at(day, n) },
});

describe('admin projection', () => {
  it('names people in the feed and pushes every new item to the admins', async () => {
    const { rows, pushes, repeatPushes } = await spec.given([
      registered('sarah', 'Sarah', 'Thompson', 'client'),
      posted(1, 'Loft conversion'),
    ]);
    expect(
      rows('admin_activity')
        .map((a) => a.description)
        .sort(),
    ).toEqual(['Sarah Thompson joined as a client', "Sarah Thompson posted 'Loft conversion' (Carpenter) in Leeds"]);
    expect(pushes.map((p) => [p.room, p.event, (p.payload as { description: string }).description])).toEqual([
      ['admins', 'activity:new', 'Sarah Thompson joined as a client'],
      ['admins', 'activity:new', "Sarah Thompson posted 'Loft conversion' (Carpenter) in Leeds"],
    ]);
    expect(repeatPushes).toEqual([]);
    const item = rows('admin_activity').find((a) => a.event_type === 'ProjectPosted')!;
    expect(item).toMatchObject({
      type: 'project',
      actor_id: 'sarah',
      actor_name: 'Sarah Thompson',
      entity_path: '/admin?tab=projects&search=Loft%20conversion',
    });
  });

  it('keeps counters, per-day figures and the trade mix that a repeat does not move', async () => {
    const { rows } = await spec.given([
      registered('sarah', 'Sarah', null, 'client', 1),
      registered('tom', 'Tom', null, 'tradesman', 1),
      registered('ann', 'Ann', null, 'tradesman', 2),
      { type: 'TradesmanProfileCreated', data: { ...profile(10, 'Tom Plumbing', ['plumber', 'tiler']), userId: 'tom', createdAt: at(2) } },
      { type: 'TradesmanProfileCreated', data: { ...profile(11, 'Ann Sparks', ['electrician']), userId: 'ann', createdAt: at(2) } },
      { type: 'TradesmanProfileUpdated', data: { ...profile(10, 'Tom Plumbing', ['plumber']), updatedAt: at(3) } },
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
          projectId: null,
          isVerified: false,
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
    expect(rows('admin_tradesmen')[0]).toMatchObject({ business_name: 'Tom Plumbing', verified: true, total_reviews: 2 });
    expect(Number(rows('admin_tradesmen')[0]!.rating_sum)).toBe(9);
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
        'Sarah rated Tom Plumbing 5/5',
        'Sarah messaged Tom',
        'Sarah opened a message between Sarah and Tom',
      ]),
    );
  });

  it('names blog posts by title and links a published one to its article', async () => {
    const content = {
      title: 'Bleeding radiators',
      slug: 'bleeding-radiators',
      excerpt: 'x',
      content: '<p>x</p>',
      featuredImage: null,
      category: 'Heating',
      tags: [],
      metaTitle: null,
      metaDescription: null,
    };
    const { rows } = await spec.given([
      { type: 'BlogPostCreated', data: { ...content, postId: uuid(40), authorId: 'admin', createdAt: at(1) } },
      { type: 'BlogPostPublished', data: { postId: uuid(40), publishedAt: at(2) } },
    ]);
    expect(rows('admin_activity').find((a) => a.event_type === 'BlogPostPublished')).toMatchObject({
      description: "Blog post 'Bleeding radiators' was published",
      entity_path: '/blog/bleeding-radiators',
      type: 'blog',
    });
  });

  describe('forum', () => {
    const thread = uuid(50);
    const forum = (n: number, given: Given<DomainEvent>): Given<DomainEvent> => ({
      ...given,
      metadata: { occurredAt: at(7, n), ...given.metadata },
    });

    it('names threads, replies, solutions and moderation, links each to its thread, and leaves out likes and views', async () => {
      const { rows, pushes, repeatPushes } = await spec.given([
        registered('sarah', 'Sarah', 'Thompson', 'client'),
        registered('tom', 'Tom', 'Whitfield', 'tradesman'),
        registered('admin', 'Ada', 'Admin', 'client'),
        forum(1, {
          type: 'ForumPostCreated',
          data: {
            postId: thread,
            authorId: 'sarah',
            title: 'Best way to bleed radiators?',
            content: 'Cold at the top',
            category: 'technical',
            tags: [],
            createdAt: at(7, 1),
          },
          metadata: { actorId: 'sarah' },
        }),
        forum(2, {
          type: 'ForumPostCreated',
          data: {
            postId: uuid(51),
            authorId: 'tom',
            title: 'Ten tips for tiling',
            content: 'One: level',
            category: 'tips',
            tags: [],
            createdAt: at(7, 2),
          },
          metadata: { actorId: 'tom' },
        }),
        forum(3, { type: 'ForumPostViewed', data: { postId: thread, userId: 'tom', viewedAt: at(7, 3) }, metadata: { actorId: 'tom' } }),
        forum(4, { type: 'ForumPostLiked', data: { postId: thread, userId: 'tom', likedAt: at(7, 4) }, metadata: { actorId: 'tom' } }),
        forum(5, { type: 'ForumPostUnliked', data: { postId: thread, userId: 'tom', unlikedAt: at(7, 5) }, metadata: { actorId: 'tom' } }),
        forum(6, {
          type: 'ForumReplyPosted',
          data: { replyId: uuid(60), postId: thread, authorId: 'tom', content: 'Use a key', createdAt: at(7, 6) },
          metadata: { actorId: 'tom' },
        }),
        forum(7, {
          type: 'ForumReplyLiked',
          data: { replyId: uuid(60), postId: thread, userId: 'sarah', likedAt: at(7, 7) },
          metadata: { actorId: 'sarah' },
        }),
        forum(8, {
          type: 'ForumPostSolved',
          data: { postId: thread, replyId: uuid(60), solvedAt: at(7, 8) },
          metadata: { actorId: 'sarah' },
        }),
        forum(9, {
          type: 'ForumPostEdited',
          data: {
            postId: thread,
            title: 'Bleeding radiators: solved',
            content: 'Cold at the top',
            category: 'technical',
            tags: [],
            editedAt: at(7, 9),
          },
          metadata: { actorId: 'sarah' },
        }),
        forum(10, {
          type: 'ForumReplyHidden',
          data: { replyId: uuid(60), postId: thread, reason: 'Advertising', hiddenBy: 'admin', hiddenAt: at(7, 10) },
          metadata: { actorId: 'admin' },
        }),
        forum(11, {
          type: 'ForumPostHidden',
          data: { postId: uuid(51), reason: 'Off topic', hiddenBy: 'admin', hiddenAt: at(7, 11) },
          metadata: { actorId: 'admin' },
        }),
        forum(12, {
          type: 'ForumReplyDeleted',
          data: { replyId: uuid(60), postId: thread, deletedAt: at(7, 12) },
          metadata: { actorId: 'tom' },
        }),
        forum(13, { type: 'ForumPostDeleted', data: { postId: uuid(51), deletedAt: at(7, 13) }, metadata: { actorId: 'tom' } }),
      ]);
      const items = rows('admin_activity')
        .filter((a) => a.type === 'forum')
        .sort((a, b) => Number(a.seq) - Number(b.seq));
      expect(items.map((a) => [a.description, a.entity_path, a.actor_name])).toEqual([
        ["Sarah Thompson asked 'Best way to bleed radiators?' in Technical", `/community/posts/${thread}`, 'Sarah Thompson'],
        ["Tom Whitfield posted 'Ten tips for tiling' in Tips", `/community/posts/${uuid(51)}`, 'Tom Whitfield'],
        ["Tom Whitfield replied to 'Best way to bleed radiators?'", `/community/posts/${thread}`, 'Tom Whitfield'],
        [
          "Sarah Thompson marked Tom Whitfield's reply as the answer to 'Best way to bleed radiators?'",
          `/community/posts/${thread}`,
          'Sarah Thompson',
        ],
        ["Sarah Thompson edited the forum thread 'Bleeding radiators: solved'", `/community/posts/${thread}`, 'Sarah Thompson'],
        ["Ada Admin hid Tom Whitfield's reply to 'Bleeding radiators: solved': 'Advertising'", `/community/posts/${thread}`, 'Ada Admin'],
        ["Ada Admin hid the forum thread 'Ten tips for tiling': 'Off topic'", `/community/posts/${uuid(51)}`, 'Ada Admin'],
        ["Tom Whitfield deleted their reply to 'Bleeding radiators: solved'", `/community/posts/${thread}`, 'Tom Whitfield'],
        ["Tom Whitfield deleted the forum thread 'Ten tips for tiling'", '/community', 'Tom Whitfield'],
      ]);
      expect(rows('admin_activity').map((a) => a.event_type)).not.toEqual(expect.arrayContaining(['ForumPostViewed']));
      expect(rows('admin_activity').filter((a) => String(a.event_type).includes('Like'))).toEqual([]);
      expect(pushes.filter((p) => (p.payload as { type: string }).type === 'forum')).toHaveLength(9);
      expect(repeatPushes).toEqual([]);
    });
  });

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

  /**
   * Every `given` above also runs through the set-based `applyBatch` (one batch, then batches of two,
   * each applied twice) and must give the handlers' rows and pushes (tests/support/projection-spec.ts).
   * These cover what the other scripts do not, in orders that make one batch read what another wrote.
   */
  describe('set-based batches', () => {
    const details = {
      title: 'Kitchen refit',
      description: null,
      category: null,
      projectType: null,
      beforeImages: [],
      afterImages: [],
      videos: [],
      challenge: null,
      solution: null,
      materials: [],
      techniques: [],
      budgetRange: null,
      timeline: null,
      clientTestimonial: null,
      completedAt: null,
    };
    const blog = {
      slug: 'radiators',
      excerpt: 'x',
      content: '<p>x</p>',
      featuredImage: null,
      category: 'Heating',
      tags: [],
      metaTitle: null,
      metaDescription: null,
    };
    const script: Given<DomainEvent>[] = [
      registered('sarah', 'Sarah', 'Thompson', 'client'),
      registered('tom', 'Tom', null, 'tradesman'),
      { type: 'TradesmanProfileCreated', data: { ...profile(10, 'Tom Plumbing', ['plumber', 'tiler']), userId: 'tom', createdAt: at(2) } },
      // A profile whose owner never registered, and one with an upper-case id (the uuid columns ignore case).
      {
        type: 'TradesmanProfileCreated',
        data: { ...profile(11, 'Ghost Ltd', ['electrician']), tradesmanId: uuid(11).toUpperCase(), userId: 'nobody', createdAt: at(2) },
      },
      {
        type: 'TradesmanEndorsed',
        data: { tradesmanId: uuid(10), endorsementId: uuid(70), endorserId: uuid(11), skill: 'Boilers', comment: null, endorsedAt: at(3) },
      },
      {
        type: 'PortfolioProjectAdded',
        data: { ...details, tradesmanId: uuid(10), projectId: uuid(80), addedAt: at(3) },
        metadata: { actorId: 'tom' },
      },
      {
        type: 'PortfolioProjectUpdated',
        data: { ...details, title: 'Kitchen refit (after)', tradesmanId: uuid(10), projectId: uuid(80), updatedAt: at(3) },
        metadata: { actorId: 'tom' },
      },
      {
        type: 'PortfolioProjectRemoved',
        data: { tradesmanId: uuid(10), projectId: uuid(80), removedAt: at(3) },
        metadata: { actorId: 'tom' },
      },
      { type: 'TradesmanVerified', data: { tradesmanId: uuid(10), verifiedBy: 'sarah', verifiedAt: at(3) } },
      {
        type: 'ReviewSubmitted',
        data: {
          tradesmanId: uuid(10),
          reviewId: uuid(31),
          clientId: 'sarah',
          portfolioProjectId: null,
          projectId: null,
          isVerified: false,
          rating: 3,
          comment: null,
          submittedAt: at(3),
        },
      },
      { type: 'TradesmanUnverified', data: { tradesmanId: uuid(10), unverifiedBy: 'sarah', unverifiedAt: at(4) } },
      { type: 'TradesmanProfileUpdated', data: { ...profile(10, 'Tom Plumbing & Heating', ['plumber', 'electrician']), updatedAt: at(4) } },
      { type: 'TradesmanProfileUpdated', data: { ...profile(12, 'Nobody Ltd', ['tiler']), updatedAt: at(4) } },
      {
        type: 'ReviewSubmitted',
        data: {
          tradesmanId: uuid(10),
          reviewId: uuid(32),
          clientId: 'sarah',
          portfolioProjectId: null,
          projectId: uuid(99),
          isVerified: true,
          rating: 5,
          comment: null,
          submittedAt: at(4),
        },
      },
      message(20, 'sarah', 'tom', 'Hello Tom'),
      { type: 'ConversationRead', data: { readerId: 'tom', partnerId: 'sarah', readAt: at(3, 30) } },
      message(40, 'sarah', 'tom', 'Later one'),
      message(21, 'tom', 'sarah', 'Hello Sarah'),
      { type: 'ConversationRead', data: { readerId: 'sarah', partnerId: 'tom', readAt: at(3, 10) } },
      { type: 'BlogPostCreated', data: { ...blog, title: 'Radiators', postId: uuid(41), authorId: 'sarah', createdAt: at(5) } },
      {
        type: 'BlogPostUpdated',
        data: { ...blog, title: 'Bleeding radiators', slug: 'bleeding-radiators', postId: uuid(41), updatedAt: at(5) },
      },
      { type: 'BlogPostPublished', data: { postId: uuid(41), publishedAt: at(5) } },
      { type: 'BlogPostUnpublished', data: { postId: uuid(41), unpublishedAt: at(5) } },
      { type: 'BlogPostDeleted', data: { postId: uuid(41), deletedAt: at(6) } },
      { type: 'BlogPostPublished', data: { postId: uuid(41), publishedAt: at(6) } },
      { type: 'BlogPostCreated', data: { ...blog, title: 'Radiators again', postId: uuid(41), authorId: 'sarah', createdAt: at(6) } },
      {
        type: 'BlogPostCreated',
        data: { ...blog, title: 'Gutters', slug: 'gutters', postId: uuid(42), authorId: 'sarah', createdAt: at(6) },
      },
      { type: 'BlogPostDeleted', data: { postId: uuid(42), deletedAt: at(6) } },
      {
        type: 'BlogCategoryCreated',
        data: { categoryId: uuid(43), name: 'Heating', slug: 'heating', description: null, isActive: true, createdAt: at(6) },
      },
      { type: 'BlogCategoryDeleted', data: { categoryId: uuid(43), deletedAt: at(6) } },
      {
        type: 'ForumPostCreated',
        data: { postId: uuid(50), authorId: 'tom', title: 'Ten tips', content: 'x', category: 'tips', tags: [], createdAt: at(7) },
        metadata: { actorId: 'tom' },
      },
      {
        type: 'ForumReplyPosted',
        data: { replyId: uuid(60), postId: uuid(50), authorId: 'sarah', content: 'Thanks', createdAt: at(7) },
        metadata: { actorId: 'sarah' },
      },
      {
        type: 'ForumReplyEdited',
        data: { replyId: uuid(60), postId: uuid(50), content: 'Thanks!', editedAt: at(7) },
        metadata: { actorId: 'sarah' },
      },
      {
        type: 'ForumPostEdited',
        data: { postId: uuid(50), title: 'Eleven tips', content: 'x', category: 'general', tags: [], editedAt: at(7) },
        metadata: { actorId: null },
      },
      { type: 'ForumPostSolved', data: { postId: uuid(50), replyId: uuid(60), solvedAt: at(7) }, metadata: { actorId: 'tom' } },
      posted(1, 'Loft conversion', 8),
      posted(1, 'Loft conversion (a second post of the same id)', 8),
      {
        type: 'ProjectStatusChanged',
        data: { projectId: uuid(1), from: 'open', to: 'cancelled', changedAt: at(8) },
        metadata: { actorId: 'sarah', occurredAt: at(8) },
      },
      {
        type: 'ProjectStatusChanged',
        data: { projectId: uuid(1), from: 'cancelled', to: 'open', changedAt: at(9) },
        metadata: { actorId: 'sarah', occurredAt: at(9) },
      },
      {
        type: 'ProjectStatusChanged',
        data: { projectId: uuid(2), from: 'open', to: 'in_progress', changedAt: at(9) },
        metadata: { actorId: 'sarah', occurredAt: at(9) },
      },
      {
        type: 'RoomMessagePosted',
        data: { projectId: uuid(1), messageId: uuid(90), senderId: 'sarah', content: 'Hello team', sentAt: at(9) },
        metadata: { actorId: 'sarah', occurredAt: at(9) },
      },
      {
        type: 'RoomRead',
        data: { projectId: uuid(1), readerId: 'tom', upTo: 1, readAt: at(9) },
        metadata: { actorId: 'tom', occurredAt: at(9) },
      },
      {
        type: 'TradePartDone',
        data: { projectId: uuid(1), tradesmanUserId: 'tom', trades: ['Plumber', 'Tiler'], doneAt: at(9) },
        metadata: { actorId: 'tom', occurredAt: at(9) },
      },
    ];

    it('give the rows and pushes of the one-by-one handlers for every admin event type', async () => {
      const { rows, pushes } = await spec.given(script);
      // A few anchors, so the comparison is known to have looked at something.
      expect(rows('admin_blog_posts').map((p) => p.title)).toEqual(['Radiators again']);
      expect(
        rows('admin_messages')
          .map((m) => [m.content, m.is_read])
          .sort(),
      ).toEqual([
        ['Hello Sarah', false],
        ['Hello Tom', true],
        ['Later one', false],
      ]);
      const tom = rows('admin_tradesmen').find((t) => t.business_name === 'Tom Plumbing & Heating')!;
      expect([tom.verified, Number(tom.rating_sum), tom.total_reviews, tom.trade_categories]).toEqual([
        false,
        8,
        2,
        ['plumber', 'electrician'],
      ]);
      expect(rows('admin_projects').map((p) => [p.title, p.status])).toEqual([['Loft conversion', 'open']]);
      expect(pushes).toHaveLength(rows('admin_activity').length);
    });

    const broken: Projection<DomainEvent> = {
      ...adminProjection,
      applyBatch: (events, ctx) => adminProjection.applyBatch!(events.slice(0, -1), ctx),
    };
    const brokenSpec = projectionSpec(broken);
    it('are compared with the handlers: a batch path that drops an event is refused', async () => {
      await expect(brokenSpec.given([registered('sarah', 'Sarah', 'Thompson', 'client'), posted(1, 'Loft conversion')])).rejects.toThrow(
        /applyBatch/,
      );
    });
  });
});
