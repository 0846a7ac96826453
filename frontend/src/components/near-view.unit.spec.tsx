import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { NearView } from './near-view';

const HEIGHT = { base: '800px', md: '400px', lg: '300px' };

/** An IntersectionObserver the test drives: `come(true)` says the watched place is near the viewport. */
function fakeObserver() {
  let callback: IntersectionObserverCallback = () => {};
  const options: IntersectionObserverInit[] = [];
  class Fake {
    constructor(cb: IntersectionObserverCallback, init: IntersectionObserverInit) {
      callback = cb;
      options.push(init);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  const come = (near: boolean) => act(() => callback([{ isIntersecting: near } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { come, options };
}

afterEach(() => vi.unstubAllGlobals());

describe('NearView', () => {
  it('holds the place until it comes near the viewport, then renders its children and keeps them', () => {
    const { come, options } = fakeObserver();
    renderWithApp(
      <NearView minHeight={HEIGHT}>
        <p>the search form</p>
      </NearView>,
    );
    expect(screen.queryByText('the search form')).toBeNull();
    expect(options[0]?.rootMargin).toBe('600px 0px');
    come(false);
    expect(screen.queryByText('the search form')).toBeNull();
    come(true);
    expect(screen.getByText('the search form')).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithApp(
      <NearView minHeight={HEIGHT}>
        <p>the search form</p>
      </NearView>,
    );
    expect(screen.getByText('the search form')).toBeInTheDocument();
  });
});
