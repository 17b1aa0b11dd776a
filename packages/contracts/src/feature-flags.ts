import { z } from 'zod';
import { FEATURE_FLAGS, FLAG_VARIANTS } from './feature-flag-names.ts';

export {
  DEFAULT_FLAG_VARIANT,
  FEATURE_FLAGS,
  FLAG_PREVIEW_COOKIE,
  FLAG_VARIANTS,
  type FeatureFlag,
  type FlagVariant,
} from './feature-flag-names.ts';

/** `GET /api/feature_flags` → the variant of every flag for the calling visitor or member. */
export const featureFlagsAnswer = z.object({
  flags: z.record(z.enum(FEATURE_FLAGS), z.enum(FLAG_VARIANTS)),
});
export type FeatureFlagsAnswer = z.infer<typeof featureFlagsAnswer>;
