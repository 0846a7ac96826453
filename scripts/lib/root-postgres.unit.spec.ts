import { describe, expect, it } from 'vitest';
import { ancestors, relocatedDataDir } from './root-postgres.ts';

describe('ancestors', () => {
  it('lists every directory from / down to the target', () => {
    expect(ancestors('/root/x/.data/postgres')).toEqual(['/', '/root', '/root/x', '/root/x/.data', '/root/x/.data/postgres']);
  });

  it('ends at / for /', () => {
    expect(ancestors('/')).toEqual(['/']);
  });
});

describe('relocatedDataDir', () => {
  it('gives the same checkout the same place, so make run finds its data again', () => {
    const first = relocatedDataDir('/var/lib/tradeguild', '/root/x/.data/postgres');
    expect(relocatedDataDir('/var/lib/tradeguild', '/root/x/.data/../.data/postgres')).toBe(first);
    expect(first).toMatch(/^\/var\/lib\/tradeguild\/data-[0-9a-f]{12}\/postgres$/);
  });

  it('gives two checkouts two places', () => {
    expect(relocatedDataDir('/h', '/root/x/.data/postgres')).not.toBe(relocatedDataDir('/h', '/root/y/.data/postgres'));
  });
});
