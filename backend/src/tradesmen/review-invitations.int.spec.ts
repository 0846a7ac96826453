/** Review invitations and replies over HTTP (issue 23): who may invite, review through one, and reply. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myReviewInvitationSchema, reviewListSchema, sentReviewInvitationSchema } from '@tradeguild/contracts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { loginReady, profileInput, projectInput, read, send } from '../../../tests/fixtures/tradesmen-seed.ts';

let server: TestServer;
let james: HttpClient;
let priya: HttpClient;
let sarah: HttpClient;
let david: HttpClient;
let jamesId: string;
let projectId: string;
let invitationId: string;
let reviewId: string;

const INVITATIONS = '/api/tradesmen/me/review-invitations';

beforeAll(async () => {
  server = await startTestServer();
  james = await loginReady(server.url, { email: 'james@example.co.uk', userType: 'tradesman' });
  priya = await loginReady(server.url, { email: 'priya@example.co.uk', userType: 'tradesman' });
  sarah = await loginReady(server.url, { email: 'Sarah@Example.co.uk', firstName: 'Sarah', userType: 'client' });
  david = await loginReady(server.url, { email: 'david@example.co.uk', firstName: 'David', userType: 'client' });
  jamesId = (await send(james, 'POST', '/api/tradesmen/profile', profileInput())).body.id;
  await send(priya, 'POST', '/api/tradesmen/profile', profileInput({ businessName: 'Patel Plumbing', tradeCategories: ['plumber'] }));
  projectId = (await send(james, 'POST', '/api/projects', projectInput())).body.id;
});
afterAll(() => server?.stop());

describe('review invitations', () => {
  it('a tradesman invites a past customer by e-mail for one of their projects', async () => {
    const res = await send(james, 'POST', INVITATIONS, { email: '  SARAH@example.co.uk ', portfolioProjectId: projectId });
    expect(res.status).toBe(201);
    invitationId = res.body.id;
    const sent = sentReviewInvitationSchema.array().parse((await read(james, INVITATIONS)).body);
    expect(sent).toEqual([
      expect.objectContaining({ id: invitationId, email: 'sarah@example.co.uk', portfolioProjectId: projectId, usedAt: null }),
    ]);
    const again = await send(james, 'POST', INVITATIONS, { email: 'sarah@example.co.uk', portfolioProjectId: projectId });
    expect(again.status).toBe(409);
  });

  it('refuses bad input, another tradesman’s project, clients and visitors', async () => {
    const bad = await send(james, 'POST', INVITATIONS, { email: 'not an e-mail', portfolioProjectId: projectId });
    expect(bad.status).toBe(400);
    expect(bad.body.issues ?? bad.body.message).toBeTruthy();
    expect((await send(james, 'POST', INVITATIONS, { email: 'a@example.com' })).status).toBe(400);
    expect((await send(priya, 'POST', INVITATIONS, { email: 'a@example.com', portfolioProjectId: projectId })).body.message).toBe(
      'Project not found in your portfolio',
    );
    expect((await send(sarah, 'POST', INVITATIONS, { email: 'a@example.com', portfolioProjectId: projectId })).status).toBe(403);
    expect((await new HttpClient(server.url).post(INVITATIONS, { email: 'a@example.com', portfolioProjectId: projectId })).status).toBe(
      401,
    );
    expect((await send(sarah, 'GET', INVITATIONS)).status).toBe(403);
  });

  it('allows at most 20 open invitations', async () => {
    for (let i = 1; i < 20; i++)
      expect((await send(james, 'POST', INVITATIONS, { email: `c${i}@example.com`, portfolioProjectId: projectId })).status).toBe(201);
    const over = await send(james, 'POST', INVITATIONS, { email: 'c20@example.com', portfolioProjectId: projectId });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('You can have at most 20 open review invitations');
  });

  it('the invited customer sees it; nobody else does', async () => {
    const mine = myReviewInvitationSchema.array().parse((await read(sarah, '/api/reviews/invitations', james.lastPosition)).body);
    expect(mine).toEqual([expect.objectContaining({ id: invitationId, tradesmanId: jamesId, portfolioProjectId: projectId })]);
    expect((await read(david, '/api/reviews/invitations', james.lastPosition)).body).toEqual([]);
    expect((await send(james, 'GET', '/api/reviews/invitations')).status).toBe(403);
  });

  it('a review through it is labelled, never counted, and the invitation is used once', async () => {
    expect((await send(david, 'POST', `/api/tradesmen/${jamesId}/reviews`, { rating: 1, invitationId })).body).toMatchObject({
      message: 'This review invitation was sent to someone else',
      code: 'forbidden',
    });
    const res = await send(sarah, 'POST', `/api/tradesmen/${jamesId}/reviews`, { rating: 5, comment: 'Lovely', invitationId });
    expect(res.status).toBe(201);
    reviewId = res.body.id;
    const second = await send(sarah, 'POST', `/api/tradesmen/${jamesId}/reviews`, { rating: 5, invitationId });
    expect(second.status).toBe(403);
    expect(second.body.message).toBe('This review invitation has already been used');
    const reviews = reviewListSchema.parse((await read(david, `/api/tradesmen/${jamesId}/reviews`, sarah.lastPosition)).body);
    expect(reviews).toEqual([expect.objectContaining({ id: reviewId, invitationId, isVerified: false, portfolioProjectId: projectId })]);
    expect((await read(david, `/api/tradesmen/${jamesId}`)).body).toMatchObject({ rating: 0, totalReviews: 0 });
    expect((await read(david, `/api/projects/${projectId}`)).body).toMatchObject({ averageRating: null, reviewCount: 0 });
    expect((await read(sarah, '/api/reviews/invitations')).body).toEqual([]);
    const sent = sentReviewInvitationSchema.array().parse((await read(james, INVITATIONS, sarah.lastPosition)).body);
    expect(sent.find((i) => i.id === invitationId)).toMatchObject({ reviewId, usedAt: expect.any(String) });
    // A used invitation frees a place under the cap.
    expect((await send(james, 'POST', INVITATIONS, { email: 'c20@example.com', portfolioProjectId: projectId })).status).toBe(201);
  });
});

describe('replies', () => {
  const reply = (who: HttpClient, text: unknown, id = reviewId) => send(who, 'PUT', `/api/reviews/${id}/reply`, { text });

  it('the reviewed tradesman replies, and may edit it; shown under the review', async () => {
    expect((await reply(james, 'Thank you, Sarah!')).status).toBe(200);
    expect((await reply(james, 'Thank you so much, Sarah!')).status).toBe(200);
    const [review] = reviewListSchema.parse((await read(david, `/api/tradesmen/${jamesId}/reviews`, james.lastPosition)).body);
    expect(review).toMatchObject({ reply: 'Thank you so much, Sarah!', repliedAt: expect.any(String) });
  });

  it('nobody else replies; bad input is a 400, an unknown review a 404', async () => {
    expect((await reply(priya, 'Me too')).body).toMatchObject({ code: 'forbidden' });
    expect((await reply(sarah, 'Me too')).status).toBe(403);
    expect((await new HttpClient(server.url).request('PUT', `/api/reviews/${reviewId}/reply`, { text: 'x' })).status).toBe(401);
    for (const text of ['', '   ', 'x'.repeat(1001), 42, undefined]) expect((await reply(james, text)).status, String(text)).toBe(400);
    expect((await reply(james, 'Thanks', '7d1c2f7e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await reply(james, 'Thanks', 'not-a-uuid')).status).toBe(404);
  });
});
