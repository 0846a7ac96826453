/**
 * Counts with the noun that goes with them, the one plural formatter of the app. Apart from
 * lib/format.ts (which re-exports it) so the landing can use it without date-fns.
 */
const numbers = new Intl.NumberFormat('en-GB');
const plurals = new Intl.PluralRules('en-GB');

/** A count with thousands separators: '2,500'. */
export const formatNumber = (n: number): string => numbers.format(n);

/** The noun that goes with a count: pluralNoun(1, 'reply', 'replies') is 'reply'. Both forms given, so irregular ones are right. */
export const pluralNoun = (n: number, one: string, other: string): string => (plurals.select(n) === 'one' ? one : other);

/** '1 reply', '2 replies', '1,204 views'. */
export const formatCount = (n: number, one: string, other: string): string => `${formatNumber(n)} ${pluralNoun(n, one, other)}`;
