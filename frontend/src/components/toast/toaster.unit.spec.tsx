import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, toastStore, whenToastShown } from '@/lib/toast-store';
import { renderWithApp } from '@/test/render';
import { Toaster } from './toaster';

// Counts how often the Radix part (./toast-region) is loaded: once per test file, at the first toast.
const regionLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./toast-region', async (importOriginal) => {
  regionLoads.count += 1;
  return importOriginal();
});

// A visitor: /api/auth/user answers 401.
beforeEach(() => {
  toastStore.getState().clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('Unauthorized', { status: 401 })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const shown = () => within(region()).queryAllByRole('listitem');

async function showToast(input: Parameters<typeof toast>[0]) {
  act(() => void toast(input));
  // The first toast of a test run waits for the Radix part's code to load (and be transformed).
  const loaded = await screen.findByRole('region', { name: 'Notifications (F8)' }, { timeout: 5000 });
  return within(loaded).findByText(input.title);
}

describe('Toaster', () => {
  // First in the file: the Radix part, once loaded, stays loaded for the tests after it.
  it('loads nothing until the first toast, then shows its title and description', async () => {
    renderWithApp(<Toaster />);
    // The visitor's /api/auth/user has been asked, and whatever import the render started is done.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.dynamicImportSettled();
    expect(regionLoads.count).toBe(0);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
    await showToast({ title: 'Success!', description: 'Your project has been posted successfully.' });
    expect(shown()).toHaveLength(1);
    expect(within(region()).getByText('Your project has been posted successfully.')).toBeInTheDocument();
    expect(regionLoads.count).toBe(1);
  });

  it('shows one toast at a time: a second replaces the first', async () => {
    renderWithApp(<Toaster />);
    await showToast({ title: 'Message sent!' });
    await showToast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
    expect(shown()).toHaveLength(1);
    expect(within(region()).queryByText('Message sent!')).toBeNull();
  });

  it('has a destructive variant, announced assertively; the default one politely', async () => {
    renderWithApp(<Toaster />);
    await showToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    expect(shown()[0]).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(screen.getByText(/^Notification Unauthorized/)).toHaveAttribute('aria-live', 'assertive'));
    await showToast({ title: 'Success!' });
    expect(shown()[0]).toHaveAttribute('data-variant', 'default');
    await waitFor(() => expect(screen.getByText(/^Notification Success!/)).toHaveAttribute('aria-live', 'polite'));
  });

  it('closes after 5 seconds, not before', async () => {
    renderWithApp(<Toaster />);
    await showToast({ title: 'Warm-up' });
    vi.useFakeTimers();
    act(() => void toast({ title: 'Blog post created successfully' }));
    expect(within(region()).getByText('Blog post created successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(shown()).toHaveLength(0);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('closes on its close button', async () => {
    const { user } = renderWithApp(<Toaster />);
    await showToast({ title: 'Category created successfully' });
    await user.click(within(region()).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(shown()).toHaveLength(0));
  });

  it('is dismissed by a swipe right of 50 px or more, not by a shorter one', async () => {
    renderWithApp(<Toaster />);
    const swipe = (item: HTMLElement, dx: number) => {
      fireEvent.pointerDown(item, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 100 + dx / 2, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
    };
    await showToast({ title: 'Image uploaded successfully' });
    swipe(shown()[0]!, 40);
    expect(shown()).toHaveLength(1);
    swipe(shown()[0]!, 60);
    await waitFor(() => expect(shown()).toHaveLength(0));
  });

  it('gives the toast area focus on F8', async () => {
    renderWithApp(<Toaster />);
    await showToast({ title: 'Post hidden' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(within(region()).getByRole('list')).toHaveFocus();
  });
  it('tells whoever waits for a toast (the login redirect) once it is on screen, and not before', async () => {
    renderWithApp(<Toaster />);
    let onScreen: boolean | undefined;
    act(() => {
      const id = toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
      void whenToastShown(id, 60_000).then(() => {
        onScreen = screen.queryByText('You are logged out. Logging in again...', { selector: 'li *' }) !== null;
      });
    });
    await waitFor(() => expect(onScreen).toBeDefined());
    expect(onScreen).toBe(true);
  });

  it('gives up waiting for a toast that never reaches the screen', async () => {
    let done = false;
    void whenToastShown('toast-never-shown', 20).then(() => (done = true));
    await waitFor(() => expect(done).toBe(true));
  });
});
