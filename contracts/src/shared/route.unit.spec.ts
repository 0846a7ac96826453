import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPath, defineRoute, idParam, matchParam, type RouteBody, type RouteParams, type RouteResponse } from './route.ts';

const reviewRoute = defineRoute({
  method: 'POST',
  path: '/api/tradesmen/:id/reviews',
  params: { id: idParam('Tradesman') },
  body: z.object({ rating: z.number() }),
  response: z.object({ id: z.string(), position: z.string() }),
});

describe('a route of the table', () => {
  it('fills in its path, each parameter encoded as one segment', () => {
    expect(buildPath(reviewRoute, { id: 'a1' })).toBe('/api/tradesmen/a1/reviews');
    const stream = defineRoute({ method: 'GET', path: '/api/audit/streams/:streamId/events', params: { streamId: z.string() } });
    expect(buildPath(stream, { streamId: 'conversation-a:b/c d' })).toBe('/api/audit/streams/conversation-a%3Ab%2Fc%20d/events');
    expect(buildPath(defineRoute({ method: 'GET', path: '/api/blog/posts' }))).toBe('/api/blog/posts');
  });

  it('says what a missing id or a slug off its pattern answers', () => {
    expect(idParam('Tradesman')).toEqual({ kind: 'id', notFound: 'Tradesman not found' });
    expect(matchParam(/^[a-z]+$/, 'Blog post not found')).toMatchObject({ kind: 'match', notFound: 'Blog post not found' });
  });

  it('types its parameters, body and answer from its path and schemas', () => {
    const params: RouteParams<typeof reviewRoute> = { id: 'x' };
    const body: RouteBody<typeof reviewRoute> = { rating: 5 };
    const answer: RouteResponse<typeof reviewRoute> = { id: 'x', position: '1.2' };
    expect([params, body, answer]).toHaveLength(3);
    // @ts-expect-error a path parameter the route does not describe
    defineRoute({ method: 'GET', path: '/api/jobs/:id' });
    // @ts-expect-error a parameter the path does not have
    defineRoute({ method: 'GET', path: '/api/jobs', params: { id: idParam('Job') } });
    // @ts-expect-error every parameter of the path is needed to build it
    expect(() => buildPath(reviewRoute)).toThrow('no value for :id');
  });
});
