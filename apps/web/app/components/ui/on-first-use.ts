import { useRef, useState, type KeyboardEvent } from 'react';

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
  const [arrived, setArrived] = useState<{ module: T; focus: boolean; open: boolean } | undefined>(() => {
    const loaded = module.loaded();
    return loaded ? { module: loaded, focus: false, open: false } : undefined;
  });
  const ref = useRef<HTMLButtonElement>(null);
  const activated = useRef(false);
  const fetch = () =>
    void module
      .load()
      .then((loaded) =>
        setArrived(
          (previous) =>
            previous ?? { module: loaded, focus: document.activeElement === ref.current, open: activated.current },
        ),
      );
  const activate = () => {
    activated.current = true;
    fetch();
  };
  const standIn = {
    ref,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: fetch,
    onFocus: fetch,
    onClick: activate,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      activate();
    },
  };
  return { arrived, standIn };
}
