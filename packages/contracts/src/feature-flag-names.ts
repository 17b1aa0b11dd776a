// The flags and their variants without zod, for the browser.
/**
 * The experiment flags of spec section 9. Each has the variant `idle` (the product as it is, the default)
 * and `test` (the variant under trial); which variant a visitor sees is decided on the server, per guest id.
 */
export const FEATURE_FLAGS = [
  'onboardingDesktop',
  'onboardingCa',
  'loginDesktop',
  'loginMobile',
  'paymentDesktop',
  'paymentMobile',
  'metasearchWithPassword',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const FLAG_VARIANTS = ['idle', 'test'] as const;
export type FlagVariant = (typeof FLAG_VARIANTS)[number];
export const DEFAULT_FLAG_VARIANT: FlagVariant = 'idle';

/** Outside production: variants for one browser, in the `FEATURE_FLAGS` format (`onboardingCa=test,…`). */
export const FLAG_PREVIEW_COOKIE = 'lb_flag_preview';
