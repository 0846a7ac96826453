import { describe, expect, it } from 'vitest';
import { laterPosition, minPositionStore } from './min-position-store';

describe('laterPosition', () => {
  it('takes the first position', () => {
    expect(laterPosition(null, '12')).toBe('12');
  });

  it('keeps the numerically larger position, beyond float precision', () => {
    expect(laterPosition('9', '10')).toBe('10');
    expect(laterPosition('9007199254740993', '9007199254740992')).toBe('9007199254740993');
  });

  it('takes the newest answer when positions are not integers', () => {
    expect(laterPosition('a', 'b')).toBe('b');
  });
});

describe('minPositionStore', () => {
  it('never moves backwards', () => {
    minPositionStore.getState().remember('5');
    minPositionStore.getState().remember('3');
    expect(minPositionStore.getState().position).toBe('5');
  });
});
