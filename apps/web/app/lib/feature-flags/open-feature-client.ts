import { OpenFeature, ProviderEvents, type EvaluationContext } from '@openfeature/web-sdk';
import { FEATURE_FLAGS } from '@laufbahn/contracts/feature-flag-names';
import { LaufbahnFlagProvider } from './flag-provider.ts';
import type { FlagVariants } from './flags.ts';

const BROWSER_DOMAIN = 'laufbahn';

export interface BrowserFlags {
  setContext(context: EvaluationContext): void;
}

/**
 * OpenFeature in the browser: one provider, starting from the variants the page was rendered with. When the
 * evaluation context changes (signing in or out) the provider asks `GET /api/feature_flags` again, and `onChange`
 * receives every flag as the client now evaluates it.
 */
export function startBrowserFlags(
  initial: FlagVariants,
  context: EvaluationContext,
  onChange: (variants: FlagVariants) => void,
): BrowserFlags {
  void OpenFeature.setProvider(BROWSER_DOMAIN, new LaufbahnFlagProvider(initial), context);
  const client = OpenFeature.getClient(BROWSER_DOMAIN);
  client.addHandler(ProviderEvents.ConfigurationChanged, () => {
    const variants = Object.fromEntries(
      FEATURE_FLAGS.map((flag) => [flag, client.getStringValue(flag, 'idle') === 'test' ? 'test' : 'idle']),
    ) as FlagVariants;
    onChange(variants);
  });
  return { setContext: (next) => void OpenFeature.setContext(BROWSER_DOMAIN, next) };
}
