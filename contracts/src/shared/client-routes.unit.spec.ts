import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes.ts';

describe('isClientRoute', () => {
  it.each(['/', '/search', '/search/', '/SEARCH', '/tradesmen/abc-123', '/portfolio/7/edit', '/community/posts/9', '/admin/blog'])(
    'knows %s',
    (p) => expect(isClientRoute(p)).toBe(true),
  );
  it.each(['/nope', '/tradesmen', '/tradesmen/1/2', '/portfolio/7', '/admin/users', '/blog/a/b', '//x'])('does not know %s', (p) =>
    expect(isClientRoute(p)).toBe(false),
  );
});
