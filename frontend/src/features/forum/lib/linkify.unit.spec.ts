import { describe, expect, it } from 'vitest';
import { excerpt, linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://www.hse.gov.uk/electricity. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://www.hse.gov.uk/electricity', href: 'https://www.hse.gov.uk/electricity' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('never links other schemes, and keeps markup as text', () => {
    const parts = linkify('javascript:alert(1) <img src=x onerror=alert(1)> data:text/html,<script>');
    expect(parts).toEqual([{ kind: 'text', text: 'javascript:alert(1) <img src=x onerror=alert(1)> data:text/html,<script>' }]);
  });

  it('stops an address at quotes and angle brackets', () => {
    expect(linkify('"https://a.example/x"><script>').filter((p) => p.kind === 'link')).toEqual([
      { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
    ]);
  });
});

describe('excerpt', () => {
  it('flattens line breaks and cuts long text at a word', () => {
    expect(excerpt('One\n\ntwo')).toBe('One two');
    expect(excerpt('word '.repeat(100), 20)).toBe('word word word word…');
  });
});
