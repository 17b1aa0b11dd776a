import {
  ErrorCode,
  OpenFeatureEventEmitter,
  ProviderEvents,
  StandardResolutionReasons,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';
import { FEATURE_FLAGS, type FeatureFlag, type FlagVariant } from '@laufbahn/contracts/feature-flag-names';
import { DEFAULT_FLAGS, fetchFlags, type FlagVariants } from './flags.ts';

const isFlag = (key: string): key is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(key);

/**
 * Laufbahn's own OpenFeature provider: the variants of `GET /api/feature_flags` for the visitor (guest id) or
 * member. It starts from the variants the server rendered with, so the first render in the browser matches
 * the server's, and asks again when the context changes (signing in or out). Flags are strings (`idle` or
 * `test`); an unknown flag or another type answers the caller's default.
 */
export class LaufbahnFlagProvider implements Provider {
  readonly metadata = { name: 'laufbahn' } as const;
  readonly runsOn = 'client' as const;
  readonly events = new OpenFeatureEventEmitter();
  private variants: FlagVariants;

  constructor(
    initial: FlagVariants | null,
    private readonly load: () => Promise<FlagVariants> = fetchFlags,
  ) {
    // No `initialize`: the provider is ready at once, so the hydrating render evaluates what the server did.
    this.variants = initial ?? DEFAULT_FLAGS;
  }

  async onContextChange(previous: EvaluationContext, next: EvaluationContext): Promise<void> {
    if (previous.targetingKey === next.targetingKey && previous.accountId === next.accountId) return;
    await this.refresh();
  }

  private async refresh() {
    try {
      this.variants = await this.load();
      this.events.emit(ProviderEvents.ConfigurationChanged, { flagsChanged: [...FEATURE_FLAGS] });
    } catch {
      // Unreachable flag service: everybody keeps the product as it is (`idle`).
    }
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): ResolutionDetails<string> {
    if (!isFlag(flagKey)) {
      return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.FLAG_NOT_FOUND };
    }
    const variant: FlagVariant = this.variants[flagKey];
    return { value: variant, variant, reason: StandardResolutionReasons.TARGETING_MATCH };
  }

  resolveBooleanEvaluation(_flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    return this.mismatch(defaultValue);
  }

  resolveNumberEvaluation(_flagKey: string, defaultValue: number): ResolutionDetails<number> {
    return this.mismatch(defaultValue);
  }

  resolveObjectEvaluation<T extends JsonValue>(_flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return this.mismatch(defaultValue);
  }

  private mismatch<T>(value: T): ResolutionDetails<T> {
    return { value, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH };
  }
}
