import { describe, expect, it } from 'vitest';
import { baselineFrom, compareRatios, formatComparison, mayWriteBaseline, parseBaseline, ratiosOf } from './baseline.ts';

describe('compareRatios', () => {
  it('names every ratio more than 15% below its baseline, and only those', () => {
    const c = compareRatios(
      { 'append.1writer.vsPlain': 0.8, 'readAll.vsPlain': 1.0, 'lag.500.headroom': 2.0, 'landing.js.headroom': 1.2 },
      { 'append.1writer.vsPlain': 0.6, 'readAll.vsPlain': 0.86, 'lag.500.headroom': 1.69, 'landing.js.headroom': 1.5 },
    );
    // 0.6 / 0.8 = -25% and 1.69 / 2 = -15.5% fell; -14% and a rise hold.
    expect(c.failed).toEqual(['append.1writer.vsPlain', 'lag.500.headroom']);
    expect(c.compared).toBe(4);
    expect(c.verdicts.map((v) => [v.key, v.status])).toEqual([
      ['append.1writer.vsPlain', 'fell'],
      ['lag.500.headroom', 'fell'],
      ['landing.js.headroom', 'ok'],
      ['readAll.vsPlain', 'ok'],
    ]);
  });

  it('holds a ratio exactly 15% below, and fails one just past it', () => {
    expect(compareRatios({ k: 1 }, { k: 0.85 }).failed).toEqual([]);
    expect(compareRatios({ k: 1 }, { k: 0.849 }).failed).toEqual(['k']);
  });

  it('skips a key missing from the run or from the baseline, without failing', () => {
    const c = compareRatios(
      { 'lag.200.headroom': 3, 'append.1writer.vsEmmett': 2.5 },
      { 'append.1writer.vsEmmett': 2.6, 'landing.lcp.headroom': 1.1 },
    );
    expect(c.failed).toEqual([]);
    expect(c.compared).toBe(1);
    expect(c.verdicts).toEqual([
      { key: 'append.1writer.vsEmmett', status: 'ok', baseline: 2.5, current: 2.6, change: expect.closeTo(0.04, 6) },
      { key: 'lag.200.headroom', status: 'missing-in-run', baseline: 3 },
      { key: 'landing.lcp.headroom', status: 'missing-in-baseline', current: 1.1 },
    ]);
    const lines = formatComparison(c);
    expect(lines[1]).toMatch(/^ {2}skip {4}lag\.200\.headroom +not in this run/);
    expect(lines[2]).toMatch(/^ {2}skip {4}landing\.lcp\.headroom +1\.100 +not in the baseline/);
  });

  it('fails a key the run has but could not measure (NaN, written as null)', () => {
    const ratios = ratiosOf([{ ratios: { 'readAll.vsPlain': NaN } }, { ratios: { 'lag.500.headroom': 1.2 } }, {}]);
    expect(ratios).toEqual({ 'readAll.vsPlain': null, 'lag.500.headroom': 1.2 });
    const c = compareRatios({ 'readAll.vsPlain': 0.9, 'lag.500.headroom': 1.2 }, ratios);
    expect(c.failed).toEqual(['readAll.vsPlain']);
    expect(c.compared).toBe(1);
  });

  it('prints each ratio beside its baseline', () => {
    const lines = formatComparison(compareRatios({ a: 1, bb: 2, c: 0.7 }, { a: 1.1, bb: 1, c: 0.69999 }));
    expect(lines).toEqual([
      '  ok      a      1.100  baseline    1.000   +10.0%',
      '  FELL    bb     1.000  baseline    2.000   -50.0%  (more than 15% below)',
      '  ok      c      0.700  baseline    0.700    +0.0%',
    ]);
  });
});

describe('writing a baseline', () => {
  it('is refused at a 1-minute load average of 1.5 or more, unless forced', () => {
    expect(mayWriteBaseline(1.49, false)).toEqual({ ok: true });
    expect(mayWriteBaseline(1.5, false).ok).toBe(false);
    expect(mayWriteBaseline(1.5, false).reason).toContain('--force');
    expect(mayWriteBaseline(6, true)).toEqual({ ok: true });
  });

  it('keeps only measured ratios, sorted and rounded, with what the run recorded', () => {
    const recorded = { date: '2026-11-27T13:00:00.000Z', commit: 'abc1234', load: [0.4, 0.6, 0.9] };
    const b = baselineFrom(recorded, { 'readAll.vsPlain': 0.912345, 'append.1writer.vsPlain': 0.7, broken: null });
    expect(b).toEqual({ recorded, ratios: { 'append.1writer.vsPlain': 0.7, 'readAll.vsPlain': 0.9123 } });
    expect(Object.keys(b.ratios)).toEqual(['append.1writer.vsPlain', 'readAll.vsPlain']);
    expect(parseBaseline(JSON.parse(JSON.stringify(b)))).toEqual(b);
  });

  it('says what is wrong with a baseline file', () => {
    expect(() => parseBaseline({ ratios: {} })).toThrow('"recorded" needs date, commit and load');
    expect(() => parseBaseline({ recorded: { date: 'd', commit: 'c', load: [] }, ratios: { k: 'x' } })).toThrow('"ratios"');
  });
});
