import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Page() {
  if (broken) throw new Error('page bug');
  return <p>The page</p>;
}

describe('the error boundary', () => {
  beforeEach(() => {
    broken = true;
    // React reports what a boundary caught on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows what went wrong in place of a page that throws, and tries the page again on request', async () => {
    const { user } = renderWithApp(
      <ErrorBoundary resetKey="/a">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when the next page is shown (a new reset key)', () => {
    const { rerender } = renderWithApp(
      <ErrorBoundary resetKey="/a">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    rerender(
      <ErrorBoundary resetKey="/a">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/b">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
