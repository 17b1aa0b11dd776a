/** The breakpoints of spec section 9; the same values are the Tailwind theme's (app.css). */
export const BREAKPOINTS = { xs: 0, sm: 640, md: 800, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

const DESCENDING = (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).sort((a, b) => b[1] - a[1]);

export function breakpointFor(width: number): Breakpoint {
  return DESCENDING.find(([, min]) => width >= min)?.[0] ?? 'xs';
}

export const atLeast = (current: Breakpoint, wanted: Breakpoint) => BREAKPOINTS[current] >= BREAKPOINTS[wanted];

/** Calls `fn` once calls have stopped for `waitMs`. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
