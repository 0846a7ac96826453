import { beforeEach, describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toast, toastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => toastStore.getState().clear());

  it('shows a default toast', () => {
    toast({ title: 'Success!', description: 'Your project has been posted successfully.' });
    expect(toastStore.getState().toasts).toMatchObject([{ title: 'Success!', variant: 'default' }]);
  });

  it('keeps at most one toast: the newest replaces the older', () => {
    toast({ title: 'First' });
    toast({ title: 'Unauthorized', variant: 'destructive' });
    const { toasts } = toastStore.getState();
    expect(TOAST_LIMIT).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Unauthorized', variant: 'destructive' });
  });

  it('dismisses a toast by id', () => {
    const id = toast({ title: 'Error' });
    toastStore.getState().dismiss(id);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('ignores dismissing an unknown id', () => {
    toast({ title: 'Stay' });
    toastStore.getState().dismiss('toast-unknown');
    expect(toastStore.getState().toasts).toHaveLength(1);
  });
});
