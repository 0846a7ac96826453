import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, idParam } from '@tradeguild/contracts';
import { apiUrl } from './api-url';

const search = defineRoute({
  method: 'GET',
  path: '/t/shops/:id/items',
  params: { id: idParam('Shop') },
  query: z.object({
    q: z.string().optional(),
    limit: z.number().optional(),
    open: z.boolean().optional(),
    tag: z.string().nullable().optional(),
  }),
});
const login = defineRoute({ method: 'GET', path: '/t/login', query: z.object({ role: z.string().optional() }) });

describe('apiUrl', () => {
  it('encodes each path parameter as one segment', () => {
    expect(apiUrl(search, { params: { id: 'a/b c' } })).toBe('/t/shops/a%2Fb%20c/items');
  });

  it('adds the query, encoded, leaving out undefined, null and empty values', () => {
    expect(apiUrl(search, { params: { id: '1' }, query: { q: 'tap & basin', limit: 20, open: true, tag: null } })).toBe(
      '/t/shops/1/items?q=tap+%26+basin&limit=20&open=true',
    );
    expect(apiUrl(search, { params: { id: '1' }, query: { q: '', limit: undefined } })).toBe('/t/shops/1/items');
  });

  it('builds a navigation address the same way', () => {
    expect(apiUrl(login)).toBe('/t/login');
    expect(apiUrl(login, { query: { role: 'tradesman' } })).toBe('/t/login?role=tradesman');
  });
});
