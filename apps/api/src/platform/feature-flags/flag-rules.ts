import { createHash } from 'node:crypto';
import {
  DEFAULT_FLAG_VARIANT,
  FEATURE_FLAGS,
  FLAG_VARIANTS,
  type FeatureFlag,
  type FlagVariant,
} from '@laufbahn/contracts/feature-flags';

/** A configured flag: its variant for `percent` of visitors (the others see `idle`). */
export interface FlagRule {
  variant: FlagVariant;
  percent: number;
}
export type FlagRules = Partial<Record<FeatureFlag, FlagRule>>;

const ENTRY = /^([A-Za-z]+)=([a-z]+)(?::(\d{1,3}))?$/;

/**
 * Reads `FEATURE_FLAGS`: comma-separated `<flag>=<variant>[:<percent>]`, for example
 * `onboardingDesktop=test,onboardingCa=test:50`. Without a percentage the variant holds for everyone.
 * Answers every problem at once, so a bad setting stops the server with one clear message.
 */
export function parseFlagRules(text: string | undefined): { rules: FlagRules; problems: string[] } {
  const rules: FlagRules = {};
  const problems: string[] = [];
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (!match) {
      problems.push(`"${entry}" is not <flag>=<variant>[:<percent>]`);
      continue;
    }
    // Cast: the pattern's first three groups are not optional, so a match always has them.
    const [, name, variant, percentText] = match as unknown as [string, string, string, string | undefined];
    const percent = percentText === undefined ? 100 : Number(percentText);
    if (!(FEATURE_FLAGS as readonly string[]).includes(name)) {
      problems.push(`unknown flag "${name}" (known: ${FEATURE_FLAGS.join(', ')})`);
    } else if (rules[name as FeatureFlag]) {
      problems.push(`flag "${name}" is set twice`);
    }
    if (!(FLAG_VARIANTS as readonly string[]).includes(variant)) {
      problems.push(`unknown variant "${variant}" for "${name}" (known: ${FLAG_VARIANTS.join(', ')})`);
    }
    if (percent > 100) problems.push(`percentage ${percent} for "${name}" is not between 0 and 100`);
    if (problems.length === 0) rules[name as FeatureFlag] = { variant: variant as FlagVariant, percent };
  }
  return { rules: problems.length === 0 ? rules : {}, problems };
}

/** A stable bucket 0–99 of a visitor for one flag: the same visitor keeps it, flags spread independently. */
export function bucketOf(flag: FeatureFlag, subject: string): number {
  return createHash('sha256').update(`${flag}\u0000${subject}`).digest().readUInt32BE(0) % 100;
}

/**
 * Every flag's variant for one visitor or member (`subject`: the guest id, else the account). A flag rolled
 * out to part of the visitors shows `idle` to a caller who cannot be told apart (no subject).
 */
export function flagVariants(rules: FlagRules, subject: string | null): Record<FeatureFlag, FlagVariant> {
  const variants = {} as Record<FeatureFlag, FlagVariant>;
  for (const flag of FEATURE_FLAGS) {
    const rule = rules[flag];
    let variant = DEFAULT_FLAG_VARIANT;
    if (rule && (rule.percent >= 100 || (subject !== null && bucketOf(flag, subject) < rule.percent))) {
      variant = rule.variant;
    }
    variants[flag] = variant;
  }
  return variants;
}
