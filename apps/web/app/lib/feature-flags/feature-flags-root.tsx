import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { FeatureFlag, FlagVariant } from '@laufbahn/contracts/feature-flag-names';
import { DEFAULT_FLAGS, type FlagVariants } from './flags.ts';
import type { BrowserFlags } from './open-feature-client.ts';

const FlagsContext = createContext<FlagVariants>(DEFAULT_FLAGS);

export interface FlagContext {
  /** The experiment guest id (`lb_guest`), when the browser has one. */
  guestId: string | null;
  accountId: number | null;
}

const contextOf = ({ guestId, accountId }: FlagContext) => ({
  targetingKey: guestId ?? (accountId === null ? 'anonymous' : `account:${accountId}`),
  ...(accountId === null ? {} : { accountId }),
});

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 200);
}

/**
 * The experiment flags for the whole app. `flags` are the variants the root loader fetched for this visitor: the
 * server renders with them and the browser hydrates with them, so both agree. OpenFeature, which asks
 * `GET /api/feature_flags` again when the visitor signs in or out, starts once the page is usable (decision 0059):
 * nothing needs it before.
 */
export function FeatureFlagsRoot({
  flags,
  context,
  children,
}: {
  flags: FlagVariants | undefined;
  context: FlagContext;
  children: ReactNode;
}) {
  const [rendered] = useState<FlagVariants>(flags ?? DEFAULT_FLAGS);
  const [variants, setVariants] = useState(rendered);
  const browserFlags = useRef<BrowserFlags | null>(null);
  const { guestId, accountId } = context;
  const latestContext = useRef(context);

  useEffect(() => {
    let cancelled = false;
    whenIdle(() => {
      void import('./open-feature-client.ts').then(({ startBrowserFlags }) => {
        if (cancelled) return;
        browserFlags.current = startBrowserFlags(rendered, contextOf(latestContext.current), setVariants);
      });
    });
    return () => {
      cancelled = true;
    };
  }, [rendered]);
  useEffect(() => {
    latestContext.current = { guestId, accountId };
    browserFlags.current?.setContext(contextOf({ guestId, accountId }));
  }, [guestId, accountId]);
  return <FlagsContext.Provider value={variants}>{children}</FlagsContext.Provider>;
}

/** The variant of one experiment flag for this visitor: `idle` (the product as it is) or `test`. */
export function useFlagVariant(flag: FeatureFlag): FlagVariant {
  return useContext(FlagsContext)[flag] === 'test' ? 'test' : 'idle';
}
