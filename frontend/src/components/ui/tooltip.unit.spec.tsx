import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Tooltip, TooltipProvider } from './tooltip';

const EditButton = () => (
  <Tooltip content="Edit">
    <button aria-label="Edit Kitchen refit">✎</button>
  </Tooltip>
);

afterEach(() => vi.useRealTimers());

// Synchronous pointer events: user-event waits on timers, which are fake in the timing tests.
const hover = (el: HTMLElement) => fireEvent.pointerMove(el, { pointerType: 'mouse' });
// Leaving the trigger, then moving on away from it and its hint (Radix keeps a hint open while the pointer heads for it).
const leave = (el: HTMLElement) => {
  fireEvent.pointerLeave(el, { pointerType: 'mouse', clientX: 400, clientY: 400 });
  fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 });
};

describe('Tooltip', () => {
  it('shows at once on keyboard focus, describing the control, and hides on Escape', async () => {
    const { user } = renderWithApp(<EditButton />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Edit Kitchen refit' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
    expect(button).toHaveAccessibleDescription('Edit');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on hover only after 700 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithApp(<EditButton />);
    hover(screen.getByRole('button', { name: 'Edit Kitchen refit' }));
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit');
  });

  it('in one provider, shows the next tooltip at once when moving on within 300 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithApp(
      <TooltipProvider>
        <Tooltip content="Bold">
          <button>B</button>
        </Tooltip>
        <Tooltip content="Italic">
          <button>I</button>
        </Tooltip>
      </TooltipProvider>,
    );
    hover(screen.getByRole('button', { name: 'B' }));
    act(() => vi.advanceTimersByTime(750));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Bold');
    leave(screen.getByRole('button', { name: 'B' }));
    act(() => vi.advanceTimersByTime(100));
    hover(screen.getByRole('button', { name: 'I' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Italic');
  });
});
