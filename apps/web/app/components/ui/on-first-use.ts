import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** A module fetched once, on first use, and remembered for the rest of the visit. */
export function loadOnce<T>(importer: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => (loading ??= importer().then((module) => (loaded = module))),
    loaded: () => loaded,
  };
}

/**
 * A widget whose code is fetched when the pointer or the focus first reaches its stand-in button (see
 * docs/decisions/0042-widgets-on-first-use.md). The stand-in looks and reads like the real trigger; `arrived` says
 * whether it had the focus (the real one takes it over) and whether it was already activated (the real one opens
 * at once).
 */
export function useOnFirstUse<T>(module: ReturnType<typeof loadOnce<T>>) {
  const [arrived, setArrived] = useState<{ module: T; focus: boolean; open: boolean; byKeyboard: boolean } | undefined>(
    () => {
      const loaded = module.loaded();
      return loaded ? { module: loaded, focus: false, open: false, byKeyboard: false } : undefined;
    },
  );
  const ref = useRef<HTMLButtonElement>(null);
  const activated = useRef<'pointer' | 'keyboard' | null>(null);
  const fetch = () =>
    void module.load().then((loaded) =>
      setArrived((previous) => {
        const open = activated.current !== null;
        const byKeyboard = activated.current === 'keyboard';
        if (!previous) return { module: loaded, focus: document.activeElement === ref.current, open, byKeyboard };
        // The code arrived (on hover) but the widget had not yet replaced the stand-in when it was pressed: the press
        // still counts. The stand-in only receives presses before the swap, so this never reopens a closed widget.
        if (open && !previous.open) {
          return { ...previous, open, byKeyboard, focus: previous.focus || document.activeElement === ref.current };
        }
        return previous;
      }),
    );
  const activate = (by: 'pointer' | 'keyboard') => {
    activated.current ??= by;
    fetch();
  };
  const standIn = {
    ref,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: fetch,
    onFocus: fetch,
    // Radix opens its menus on pointer down: should the menu arrive between press and release, the press still counts.
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0) activate('pointer');
    },
    onClick: () => activate('pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      activate('keyboard');
    },
  };
  return { arrived, standIn };
}

/**
 * A menu opened by keyboard before its code arrived: once it is open, the first entry takes the focus, as it does
 * when the library opens the menu from a key itself. The menu renders into a portal a frame or two later.
 */
export function focusFirstItemWhenOpen(content: { current: HTMLElement | null }, wanted: boolean) {
  if (!wanted || typeof window === 'undefined') return;
  let frames = 0;
  const attempt = () => {
    const item = content.current?.querySelector<HTMLElement>('[role^="menuitem"]');
    if (item) item.focus();
    else if (frames++ < 30) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
