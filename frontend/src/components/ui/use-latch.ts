import { useState } from 'react';

/**
 * False until `on` is first true, then true for good: a widget whose code loads on first use
 * mounts then and stays mounted, so Radix can play its closing part (focus return) on later closes.
 */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}
