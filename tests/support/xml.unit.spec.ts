import { describe, expect, it } from 'vitest';
import { findAll, parseXml, textOf } from './xml.ts';

describe('the test XML reader', () => {
  it('reads a well-formed document with entities', () => {
    const doc = parseXml('<?xml version="1.0"?><rss a="1"><item><title>A &amp; B &lt;&#39;&#x22;</title></item><br/></rss>');
    expect(textOf(findAll(doc, 'title')[0])).toBe('A & B <\'"');
  });
  it.each([
    ['<a><b></a></b>', /does not match/],
    ['<a>x & y</a>', /bare '&'/],
    ['<a>&nbsp;</a>', /unknown entity/],
    ['<a b=1></a>', /not quoted/],
    ['<a b="1" b="2"></a>', /repeated/],
    ['<a></a><b></b>', /more than one root/],
    ['<a>', /unclosed/],
    ['<a>\u0001</a>', /does not allow/],
  ])('refuses %s', (xml, message) => {
    expect(() => parseXml(xml)).toThrow(message);
  });
});
