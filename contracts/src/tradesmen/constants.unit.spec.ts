import { describe, expect, it } from 'vitest';
import { PROJECT_TRADES, TRADE_CATEGORIES } from '../shared/constants.ts';
import { TRADE_CATEGORY_LABELS } from './constants.ts';

describe('trade labels', () => {
  // The admin's trade chart showed 'Painter & Decorator' (tradesmen) beside 'Painter' (projects).
  it('give each trade category the label of its post-project trade, one label per trade', () => {
    const labels = TRADE_CATEGORIES.map((c) => TRADE_CATEGORY_LABELS[c]);
    expect(new Set(labels).size).toBe(TRADE_CATEGORIES.length);
    expect([...labels].sort()).toEqual([...PROJECT_TRADES].sort());
    expect(TRADE_CATEGORY_LABELS.painter).toBe('Painter');
  });
});
