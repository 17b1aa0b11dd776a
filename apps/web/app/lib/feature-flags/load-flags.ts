import { loadEndpoint } from '../endpoint.ts';
import { DEFAULT_FLAGS, featureFlagsEndpoint, parseFlags, type FlagVariants } from './flags.ts';

/** The visitor's variants for the server render; defaults when the flag call fails. */
export async function loadFlags(context: unknown): Promise<FlagVariants> {
  try {
    const answer = await loadEndpoint(context, featureFlagsEndpoint);
    return answer.status === 200 ? parseFlags(answer.data) : DEFAULT_FLAGS;
  } catch {
    return DEFAULT_FLAGS;
  }
}
