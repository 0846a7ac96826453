/**
 * The parts of a stored sentence that are someone's: their name, or their words (decision 0068). A
 * read model that stores worded sentences (the admin feed, notifications) keeps them beside the
 * sentence, so erasing a person rewords exactly those parts, and only in the sentences that hold
 * them: the name another person shares, a word that happens to contain the name, stay. What each
 * part becomes (`as`) is how a rebuild from the shredded events words it ("Former member",
 * '[removed]'), so the live purge and a rebuild give the same rows.
 */
import type { HandlerContext } from '../runtime/types.ts';

/**
 * A part of a sentence: whose it is, as it reads, and what it reads once they are erased; `in`:
 * another column of the row than the sentence's (a link that holds a title).
 */
export interface Part {
  id: string;
  text: string;
  as: string;
  in?: string;
}

/** A part found in its sentence, at a UTF-16 offset (as stored in a `mentions` jsonb column). */
export interface Mention extends Part {
  at: number;
}

/** The placeholders, spelt as the event store's crypto-shredding spells them (issue 24 item 1). */
export const FORMER_MEMBER = 'Former member';
export const REMOVED_TEXT = '[removed]';

/** A person's name in a sentence (nothing without a person: a system actor, an unknown id). */
export const nameOf = (id: string | null | undefined, text: string): Part | null => (id ? { id, text, as: FORMER_MEMBER } : null);

/** A person's words as the sentence holds them (quoted, cut), and what `[removed]` reads as there. */
export const wordsOf = (id: string | null | undefined, text: string, as: string): Part | null => (id ? { id, text, as } : null);

/**
 * Finds the parts in the sentence, each after the one before: give them in the order the sentence
 * holds them. A part the sentence does not hold is left out.
 */
export function mentionsIn(sentence: string, parts: readonly (Part | null | undefined)[]): Mention[] {
  const out: Mention[] = [];
  let from = 0;
  for (const p of parts) {
    if (!p || p.text === '') continue;
    const at = sentence.indexOf(p.text, from);
    if (at < 0) continue;
    out.push({ ...p, at });
    from = at + p.text.length;
  }
  return out;
}

/** The sentence with the person's parts reading as their `as`, and every mention moved to match. */
export function reword(sentence: string, mentions: readonly Mention[], id: string): { sentence: string; mentions: Mention[] } {
  let out = '';
  let last = 0;
  let shift = 0;
  const moved: Mention[] = [];
  for (const m of [...mentions].sort((a, b) => a.at - b.at)) {
    const text = m.id === id ? m.as : m.text;
    out += sentence.slice(last, m.at) + text;
    moved.push({ ...m, at: m.at + shift, text });
    shift += text.length - m.text.length;
    last = m.at + m.text.length;
  }
  return { sentence: out + sentence.slice(last), mentions: moved };
}

/** The mentions of a row's columns: the sentence's first, then each other column's (marked `in`), as stored. */
export function mentionsOf(columns: Record<string, string | null>, parts: readonly (Part | null | undefined)[]): Mention[] {
  const [main] = Object.keys(columns);
  return Object.entries(columns).flatMap(([column, text]) =>
    text === null
      ? []
      : mentionsIn(
          text,
          parts.filter((p) => p && (p.in ?? main) === column),
        ),
  );
}

/**
 * Rewords every row of a table (its physical name) that mentions the person: `columns` are the
 * sentence's column, then any other that mentions may be `in`; `mentions` holds the parts, `key`
 * is the row's key. A scan of the table (no index on the mentions: an erasure is rare, the inserts
 * are not), then one update.
 */
export async function rewordMentions(
  ctx: Pick<HandlerContext, 'tx'>,
  target: { table: string; columns: readonly string[]; key?: string },
  personId: string,
): Promise<void> {
  const { table: t, columns, key = 'id' } = target;
  const { rows } = await ctx.tx.query<{ id: string; mentions: Mention[]; [column: string]: unknown }>(
    `SELECT ${key}::text AS id, ${columns.join(', ')}, mentions FROM ${t} WHERE mentions @> $1::jsonb`,
    [JSON.stringify([{ id: personId }])],
  );
  if (rows.length === 0) return;
  const worded = rows.map((r) => {
    const values: (string | null)[] = [];
    const mentions: Mention[] = [];
    for (const column of columns) {
      const mine = r.mentions.filter((m) => (m.in ?? columns[0]) === column);
      const text = (r[column] as string | null | undefined) ?? null;
      const w = text === null ? { sentence: null, mentions: mine } : reword(text, mine, personId);
      values.push(w.sentence);
      mentions.push(...w.mentions);
    }
    return { id: r.id, values, mentions: JSON.stringify(mentions) };
  });
  const sets = columns.map((c, i) => `${c} = u.v${i}`).join(', ');
  const from = columns.map((_c, i) => `$${i + 3}::text[]`).join(', ');
  const names = columns.map((_c, i) => `v${i}`).join(', ');
  await ctx.tx.query(
    `UPDATE ${t} t SET ${sets}, mentions = u.mentions
       FROM unnest($1::text[], $2::jsonb[], ${from}) u(id, mentions, ${names}) WHERE t.${key}::text = u.id`,
    [worded.map((w) => w.id), worded.map((w) => w.mentions), ...columns.map((_c, i) => worded.map((w) => w.values[i]))],
  );
}
