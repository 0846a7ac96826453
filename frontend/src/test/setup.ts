import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks what Radix primitives measure and capture with; these stand-ins do nothing.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(cleanup);

// findBy*/waitFor give up after 1 s by default: too short on a loaded 2-core machine, where a lazily
// imported chunk (the blog editor) can take longer to load. A wrong answer still fails, only later.
configure({ asyncUtilTimeout: 8000 });
