import { afterEach, describe, expect, it, vi } from 'vitest';
import { atLeast, breakpointFor, debounce } from './breakpoints.ts';

describe('breakpoints', () => {
  it('maps widths to the spec breakpoints', () => {
    expect(breakpointFor(0)).toBe('xs');
    expect(breakpointFor(360)).toBe('xs');
    expect(breakpointFor(639)).toBe('xs');
    expect(breakpointFor(640)).toBe('sm');
    expect(breakpointFor(800)).toBe('md');
    expect(breakpointFor(1023)).toBe('md');
    expect(breakpointFor(1024)).toBe('lg');
    expect(breakpointFor(1280)).toBe('xl');
    expect(breakpointFor(1440)).toBe('xl');
    expect(breakpointFor(1536)).toBe('2xl');
  });

  it('compares breakpoints', () => {
    expect(atLeast('md', 'sm')).toBe(true);
    expect(atLeast('xs', 'sm')).toBe(false);
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('calls once, 500 ms after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 500);
    debounced(1);
    vi.advanceTimersByTime(400);
    debounced(2);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 500);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
