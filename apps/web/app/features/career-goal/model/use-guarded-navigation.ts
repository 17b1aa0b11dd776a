import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.tsx';

interface Pending {
  to: string;
  state?: unknown;
}

/**
 * The unsaved-changes guard of a form that navigates itself once its changes are kept (in the draft or on
 * the server): `leave` first lifts the guard, and navigates only after the guard knows, so moving on after
 * saving never asks "discard changes?".
 */
export function useGuardedNavigation(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  // Called before the effect below: its blocker sees the lifted guard before the navigation starts.
  const guard = useUnsavedChanges(dirty && pending === null);
  useEffect(() => {
    if (pending) void navigate(pending.to, { state: pending.state });
  }, [pending, navigate]);
  return { guard, leave: (to: string, state?: unknown) => setPending({ to, state }) };
}
