import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  OpenFeature,
  StandardResolutionReasons,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import {
  DEFAULT_FLAG_VARIANT,
  FEATURE_FLAGS,
  FLAG_VARIANTS,
  type FeatureFlag,
  type FlagVariant,
} from '@laufbahn/contracts/feature-flags';
import { flagVariants, parseFlagRules, type FlagRules } from './flag-rules.ts';

/** The evaluation context's targeting key for a caller who cannot be told apart (no guest id, not signed in). */
const ANONYMOUS = 'anonymous';

const isFlag = (key: string): key is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(key);

/** A preview cookie's rules (`<flag>=<variant>,…`); an unreadable one is none. */
export function previewRules(cookie: string | undefined): FlagRules {
  if (!cookie) return {};
  const { rules, problems } = parseFlagRules(cookie);
  return problems.length === 0 ? rules : {};
}

/**
 * The `FEATURE_FLAGS` rules as an OpenFeature provider. The context's `targetingKey` is the subject (guest id, else
 * `account:<id>`) whose bucket decides a partial rollout; `preview` (outside production) holds a preview cookie's
 * rules, which win for that caller. Flags are strings (`idle` or `test`); anything else answers the default.
 */
class RulesProvider implements Provider {
  readonly metadata = { name: 'laufbahn-rules' } as const;
  readonly runsOn = 'server' as const;

  constructor(private readonly rules: FlagRules) {}

  resolveStringEvaluation(
    flagKey: string,
    defaultValue: string,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<string>> {
    if (!isFlag(flagKey)) {
      return Promise.resolve({
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.FLAG_NOT_FOUND,
      });
    }
    const preview = typeof context.preview === 'string' ? previewRules(context.preview) : {};
    const rules = { ...this.rules, ...preview };
    const subject = context.targetingKey && context.targetingKey !== ANONYMOUS ? context.targetingKey : null;
    const variant = flagVariants(rules, subject)[flagKey];
    return Promise.resolve({
      value: variant,
      variant,
      reason: rules[flagKey] ? StandardResolutionReasons.TARGETING_MATCH : StandardResolutionReasons.DEFAULT,
    });
  }

  resolveBooleanEvaluation(_flagKey: string, defaultValue: boolean): Promise<ResolutionDetails<boolean>> {
    return this.mismatch(defaultValue);
  }

  resolveNumberEvaluation(_flagKey: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return this.mismatch(defaultValue);
  }

  resolveObjectEvaluation<T extends JsonValue>(_flagKey: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return this.mismatch(defaultValue);
  }

  private mismatch<T>(value: T): Promise<ResolutionDetails<T>> {
    return Promise.resolve({ value, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH });
  }
}

export type FlagAssignment = Record<FeatureFlag, FlagVariant>;

/**
 * The experiment flags as the server evaluates them, through OpenFeature (the browser does the same with the variants
 * this answers, `GET /api/feature_flags`). Each app has its own provider under its own domain, so two apps in one
 * process (tests) keep their rules apart.
 */
export function flagService(rules: FlagRules) {
  const domain = `laufbahn-flags-${randomUUID()}`;
  OpenFeature.setProvider(domain, new RulesProvider(rules));
  const client = OpenFeature.getClient(domain);
  return {
    /** Whether any flag is switched on by configuration (a subject only matters then). */
    configured: Object.keys(rules).length > 0,
    /** The flags switched on by configuration. */
    switchedOn: Object.keys(rules) as FeatureFlag[],
    /** Every flag's variant for `subject` (null: a caller who cannot be told apart), with a preview cookie's rules. */
    async variants(subject: string | null, preview?: string): Promise<FlagAssignment> {
      const context: EvaluationContext = { targetingKey: subject ?? ANONYMOUS, ...(preview ? { preview } : {}) };
      const entries = await Promise.all(
        FEATURE_FLAGS.map(async (flag) => {
          const value = await client.getStringValue(flag, DEFAULT_FLAG_VARIANT, context);
          return [flag, (FLAG_VARIANTS as readonly string[]).includes(value) ? value : DEFAULT_FLAG_VARIANT] as const;
        }),
      );
      return Object.fromEntries(entries) as FlagAssignment;
    },
  };
}
export type FlagService = ReturnType<typeof flagService>;
