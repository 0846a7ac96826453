import { describe, expect, it, beforeEach } from 'vitest';
import { minPositionStore } from './min-position-store';

// Real positions as the server sends them: "transaction id.global position" (pg_current_xact_id, identity).
const remember = (p: string) => minPositionStore.getState().remember(p);
const position = () => minPositionStore.getState().position;

beforeEach(() => minPositionStore.setState({ position: null }));

describe('minPositionStore', () => {
  it('takes the first position it is given', () => {
    remember('1841.20517');
    expect(position()).toBe('1841.20517');
  });

  it('keeps the later of two answers that arrive out of order', () => {
    remember('1905.20601');
    remember('1841.20517');
    expect(position()).toBe('1905.20601');
    remember('1905.20600');
    expect(position()).toBe('1905.20601');
  });

  it('orders by transaction first: a later transaction may hold a smaller global position', () => {
    remember('1841.20517');
    remember('1842.20480');
    expect(position()).toBe('1842.20480');
  });

  it('compares beyond float precision', () => {
    remember('9007199254740993.1');
    remember('9007199254740992.5');
    expect(position()).toBe('9007199254740993.1');
  });

  it('ignores a malformed position instead of replacing a good one or throwing', () => {
    remember('1841.20517');
    expect(() => remember('not-a-position')).not.toThrow();
    remember('');
    expect(position()).toBe('1841.20517');
  });
});
