import {
  DEFAULT_FLAG_VARIANT,
  FEATURE_FLAGS,
  FLAG_VARIANTS,
  type FeatureFlag,
  type FlagVariant,
} from '@laufbahn/contracts/feature-flag-names';
import { endpoint, fetchEndpoint } from '../endpoint.ts';

export type FlagVariants = Record<FeatureFlag, FlagVariant>;

/** Every flag at its default, `idle`: the product as it is. */
export const DEFAULT_FLAGS = Object.fromEntries(
  FEATURE_FLAGS.map((flag) => [flag, DEFAULT_FLAG_VARIANT]),
) as FlagVariants;

/** `GET /api/feature_flags`: the visitor's variants; read with `parseFlags`, which trusts nothing in it. */
export const featureFlagsEndpoint = endpoint<unknown>('/api/feature_flags');

/** An answer of the flag call as variants; anything unreadable, or a flag missing, falls back to `idle`. */
export function parseFlags(payload: unknown): FlagVariants {
  const flags = (payload as { flags?: unknown } | null | undefined)?.flags;
  const known = (value: unknown): value is FlagVariant => (FLAG_VARIANTS as readonly unknown[]).includes(value);
  return Object.fromEntries(
    FEATURE_FLAGS.map((flag) => {
      const value = flags && typeof flags === 'object' ? (flags as Record<string, unknown>)[flag] : undefined;
      return [flag, known(value) ? value : DEFAULT_FLAG_VARIANT];
    }),
  ) as FlagVariants;
}

/** The flags from the browser. */
export const fetchFlags = async () => parseFlags(await fetchEndpoint(featureFlagsEndpoint, { silence: [401] }));
