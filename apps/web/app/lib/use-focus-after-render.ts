import { useEffect, useRef } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Moves the keyboard focus once the next render is on screen: for actions that remove the control that was used
 * (a form that closes, a button that becomes a message), where focus would otherwise fall back to the page.
 */
export function useFocusAfterRender(): (target: Target) => void {
  const pending = useRef<Target | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    target()?.focus();
  });
  return (target) => {
    pending.current = target;
  };
}
