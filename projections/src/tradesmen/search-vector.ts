import { TRADE_CATEGORY_LABELS, type ProfileDetails, type TradeCategory } from '@tradeguild/contracts';

/**
 * The free-text document of a profile: business name (A), trades and specializations (B),
 * description (C), location (D). Ranking (ts_rank_cd) weighs a name hit above a description hit.
 * `$n` placeholders are filled in the order of `searchVectorValues`.
 */
export const searchVectorSql = (first: number) => `
  setweight(to_tsvector('english', $${first}), 'A') ||
  setweight(to_tsvector('english', $${first + 1}), 'B') ||
  setweight(to_tsvector('english', $${first + 2}), 'C') ||
  setweight(to_tsvector('english', $${first + 3}), 'D')`;

/**
 * Words a trade is found by beside its label: painters were labelled 'Painter & Decorator', and a
 * search for "decorator" still finds them, in documents written before and after the label changed.
 */
const TRADE_SEARCH_WORDS: Partial<Record<TradeCategory, string>> = { painter: 'Decorator' };

const tradeText = (c: string) =>
  [TRADE_CATEGORY_LABELS[c as TradeCategory] ?? c, TRADE_SEARCH_WORDS[c as TradeCategory]].filter(Boolean).join(' ');

export const tradesText = (categories: readonly string[], specializations: readonly string[]) =>
  [...categories.map(tradeText), ...specializations].join(' ');

export const searchVectorValues = (
  d: Pick<ProfileDetails, 'businessName' | 'tradeCategories' | 'specializations' | 'description' | 'location'>,
) => [d.businessName, tradesText(d.tradeCategories, d.specializations), d.description ?? '', d.location ?? ''];
