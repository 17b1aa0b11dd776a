import { webContext } from '../load-context.ts';
import { DEFAULT_FLAGS, FEATURE_FLAGS_PATH, parseFlags, type FlagVariants } from './flags.ts';

/** The visitor's variants for the server render; defaults when the flag call fails. */
export async function loadFlags(context: unknown): Promise<FlagVariants> {
  try {
    const answer = await webContext(context).api(FEATURE_FLAGS_PATH);
    return answer.status === 200 ? parseFlags(answer.json()) : DEFAULT_FLAGS;
  } catch {
    return DEFAULT_FLAGS;
  }
}
