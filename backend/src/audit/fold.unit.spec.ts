import { describe, expect, it } from 'vitest';
import { tradesmanStreamId } from '@tradeguild/contracts';
import { diffStates } from './diff.ts';
import { foldStream, mergeData } from './fold.ts';

describe('the audit fold', () => {
  it('merges event data generically for a category without a decider', () => {
    const state = foldStream('somethingNew-1', [
      { type: 'Created', data: { name: 'A', tags: ['x'], address: { town: 'Leeds', postcode: 'LS1' } } },
      { type: 'Moved', data: { tags: ['y'], address: { town: 'York' } } },
    ]);
    expect(state).toEqual({ name: 'A', tags: ['y'], address: { town: 'York', postcode: 'LS1' } });
  });

  it("puts a decider's own state on top, with sets as sorted arrays", () => {
    const tradesmanId = '11111111-1111-4111-8111-111111111111';
    const state = foldStream(tradesmanStreamId(tradesmanId), [
      { type: 'TradesmanVerified', data: { tradesmanId, verifiedBy: 'admin', verifiedAt: '2026-01-01' } },
    ]);
    expect(state).toMatchObject({ tradesmanId: null, verified: true, projects: [], verifiedBy: 'admin' });
  });

  it('keeps child entities apart under their collection', () => {
    const state = foldStream('tradesman-t', [
      { type: 'PortfolioProjectAdded', data: { projectId: 'p1', title: 'One' } },
      { type: 'PortfolioProjectAdded', data: { projectId: 'p2', title: 'Two' } },
      { type: 'PortfolioProjectRemoved', data: { projectId: 'p1' } },
    ]);
    expect(state.portfolioProjects).toEqual({
      p1: { projectId: 'p1', title: 'One', removed: true },
      p2: { projectId: 'p2', title: 'Two' },
    });
  });

  it('folds in place to the same state, without writing into the events', () => {
    const events = [
      { type: 'Created', data: { name: 'A', address: { town: 'Leeds', postcode: 'LS1' }, tags: ['x'] } },
      { type: 'Moved', data: { address: { town: 'York', geo: { lat: 1 } } } },
      { type: 'Moved', data: { address: { geo: { lng: 2 } }, tags: null } },
      { type: 'PortfolioProjectAdded', data: { projectId: 'p1', title: 'One', meta: { a: 1 } } },
      { type: 'PortfolioProjectUpdated', data: { projectId: 'p1', meta: { b: 2 } } },
      { type: 'PortfolioProjectRemoved', data: { projectId: 'p1' } },
      { type: 'Replaced', data: { address: 'gone' } },
    ];
    const copy = structuredClone(events);
    for (const streamId of ['somethingNew-1', 'tradesman-t']) {
      expect(foldStream(streamId, events, { inPlace: true })).toEqual(foldStream(streamId, events));
    }
    expect(events).toEqual(copy);
  });

  it('folds a long stream of child entities in linear time', () => {
    const events = Array.from({ length: 20_000 }, (_, i) => ({
      type: 'MessageSent',
      data: { messageId: `m${i}`, content: `message ${i}` },
    }));
    const started = performance.now();
    const state = foldStream('conversation-a:b', events, { inPlace: true });
    expect(Object.keys(state.messages as object)).toHaveLength(20_000);
    // Copying the collection per event took minutes here; linear takes milliseconds (generous for a busy machine).
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('replaces rather than merges anything that is not an object', () => {
    expect(mergeData({ a: 1 }, [1])).toEqual([1]);
    expect(mergeData({ a: { b: 1 } }, { a: null })).toEqual({ a: null });
  });
});

describe('the field-level diff', () => {
  it('names added, removed and changed leaves by dotted path', () => {
    expect(diffStates({ a: 1, n: { x: 'old', gone: true }, list: [1] }, { a: 1, n: { x: 'new' }, list: [1, 2], extra: null })).toEqual([
      { path: 'extra', kind: 'added', before: null, after: null },
      { path: 'list', kind: 'changed', before: [1], after: [1, 2] },
      { path: 'n.gone', kind: 'removed', before: true, after: null },
      { path: 'n.x', kind: 'changed', before: 'old', after: 'new' },
    ]);
  });
});
