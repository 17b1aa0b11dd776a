import { useEffect, useState } from 'react';
import { LIMITS } from '@laufbahn/contracts/limits';
import { breakpointFor, debounce, type Breakpoint } from './breakpoints.ts';

/**
 * The current breakpoint, updated 500 ms after resizing stops (one shared rule for the app).
 * The server does not know the width and renders for `fallback`; CSS handles layout before hydration.
 */
export function useBreakpoint(fallback: Breakpoint = 'lg'): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>(fallback);
  useEffect(() => {
    const update = () => setBreakpoint(breakpointFor(window.innerWidth));
    update();
    const onResize = debounce(update, LIMITS.resizeDebounceMs);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return breakpoint;
}
