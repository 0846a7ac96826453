import { afterEach, describe, expect, it } from 'vitest';
import { markToastShown, shownCount, toast, toastStore } from './toast-store';

describe('the toast store', () => {
  afterEach(() => toastStore.getState().clear());

  it('forgets a toast that was on screen once it is gone, so a long session does not collect them', () => {
    for (let i = 0; i < 5; i++) markToastShown(toast({ title: `Saved ${i}` }));
    expect(toastStore.getState().toasts).toHaveLength(1);
    expect(shownCount()).toBe(1);
    toastStore.getState().clear();
    expect(shownCount()).toBe(0);
  });
});
