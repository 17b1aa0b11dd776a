import {
  OpenFeature,
  OpenFeatureProvider,
  useStringFlagValue,
  type Client,
  type EvaluationContext,
} from '@openfeature/react-sdk';
import { useEffect, useState, type ReactNode } from 'react';
import { FEATURE_FLAGS, type FeatureFlag, type FlagVariant } from '@laufbahn/contracts/feature-flag-names';
import { LaufbahnFlagProvider } from './flag-provider.ts';
import { DEFAULT_FLAGS, type FlagVariants } from './flags.ts';

const BROWSER_DOMAIN = 'laufbahn';

/**
 * The server renders many visitors at once, and OpenFeature keeps providers in one registry: each server
 * render gets the client of a domain named after its variants, whose provider answers exactly those. There
 * are only as many such domains as combinations of variants, and no visitor's context is ever kept.
 */
function serverClient(flags: FlagVariants): Client {
  const domain = `server:${FEATURE_FLAGS.map((flag) => flags[flag]).join(',')}`;
  if (OpenFeature.getProviderMetadata(domain).name !== 'laufbahn') {
    void OpenFeature.setProvider(domain, new LaufbahnFlagProvider(flags, () => Promise.resolve(flags)));
  }
  return OpenFeature.getClient(domain);
}

/** In the browser: one provider, starting from what the server rendered with. */
function browserClient(flags: FlagVariants, context: FlagContext): Client {
  void OpenFeature.setProvider(BROWSER_DOMAIN, new LaufbahnFlagProvider(flags), contextOf(context));
  return OpenFeature.getClient(BROWSER_DOMAIN);
}

export interface FlagContext {
  /** The experiment guest id (`lb_guest`), when the browser has one. */
  guestId: string | null;
  accountId: number | null;
}

const contextOf = ({ guestId, accountId }: FlagContext): EvaluationContext => ({
  targetingKey: guestId ?? (accountId === null ? 'anonymous' : `account:${accountId}`),
  ...(accountId === null ? {} : { accountId }),
});

/**
 * OpenFeature for the whole app. `flags` are the variants the root loader fetched for this visitor: the server
 * renders with them and the browser starts from them (no hydration mismatch); when the visitor signs in or
 * out, the provider asks `GET /api/feature_flags` again.
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
  const [client] = useState(() =>
    typeof window === 'undefined'
      ? serverClient(flags ?? DEFAULT_FLAGS)
      : browserClient(flags ?? DEFAULT_FLAGS, context),
  );
  const { guestId, accountId } = context;
  useEffect(() => {
    if (client.metadata.domain !== BROWSER_DOMAIN) return;
    void OpenFeature.setContext(BROWSER_DOMAIN, contextOf({ guestId, accountId }));
  }, [client, guestId, accountId]);
  return <OpenFeatureProvider client={client}>{children}</OpenFeatureProvider>;
}

/** The variant of one experiment flag for this visitor: `idle` (the product as it is) or `test`. */
export function useFlagVariant(flag: FeatureFlag): FlagVariant {
  return useStringFlagValue(flag, 'idle') === 'test' ? 'test' : 'idle';
}
