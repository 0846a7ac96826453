import { describe, expect, it } from 'vitest';
import { mentionsIn, mentionsOf, nameOf, reword, wordsOf } from './mentions.ts';

describe('mentions: the parts of a sentence that are someone else’s', () => {
  const tom = nameOf('u-tom', 'Tom');
  const title = wordsOf('u-tom', "'Tomato beds'", "'[removed]'");

  it('finds each part after the one before, so a name inside an earlier word is not taken for it', () => {
    const sentence = "Tomasz Timber messaged Tom about 'Tomato beds'";
    const found = mentionsIn(sentence, [nameOf('u-tz', 'Tomasz Timber'), tom, title]);
    expect(found.map((m) => [m.id, m.at, sentence.slice(m.at, m.at + m.text.length)])).toEqual([
      ['u-tz', 0, 'Tomasz Timber'],
      ['u-tom', 23, 'Tom'],
      ['u-tom', 33, "'Tomato beds'"],
    ]);
  });

  it("rewords only the erased person's parts and moves the others to match, as a rebuild would word them", () => {
    const sentence = "Tom asked Tomasz Timber to quote for 'Tomato beds'";
    const mentions = mentionsIn(sentence, [tom, nameOf('u-tz', 'Tomasz Timber'), title]);
    const worded = reword(sentence, mentions, 'u-tom');
    expect(worded.sentence).toBe("Former member asked Tomasz Timber to quote for '[removed]'");
    expect(worded.mentions).toEqual(
      mentionsIn(worded.sentence, [nameOf('u-tom', 'Former member'), nameOf('u-tz', 'Tomasz Timber'), { ...title!, text: "'[removed]'" }]),
    );
    // Erasing the other one later finds their part where it now is.
    expect(reword(worded.sentence, worded.mentions, 'u-tz').sentence).toBe("Former member asked Former member to quote for '[removed]'");
  });

  it('keeps the parts of another column apart (a link that holds a title)', () => {
    const link = { ...wordsOf('u-tom', 'Tomato%20beds', '%5Bremoved%5D')!, in: 'entity_path' };
    const row = { description: "Pat quoted for 'Tomato beds'", entity_path: '/admin?tab=projects&search=Tomato%20beds' };
    const found = mentionsOf(row, [title, link]);
    expect(found.map((m) => [m.in ?? 'description', m.at])).toEqual([
      ['description', row.description.indexOf("'Tomato")],
      ['entity_path', row.entity_path.indexOf('Tomato')],
    ]);
    expect(nameOf(null, 'A client')).toBeNull();
  });
});
