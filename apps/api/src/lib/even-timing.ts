import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers no sooner than `ms` after the start, however quickly `work` was done, and no later either: work still
 * running then goes on after the answer (a failure there goes to `onLateFailure`). An answer that comes as fast
 * for an unknown e-mail address as for a member's, whose mail has to be written, tells nobody which one it was.
 * A failure before the floor (a rate limit) is answered at once: it does not depend on the address.
 */
export async function answerAfter(ms: number, work: Promise<void>, onLateFailure: (error: unknown) => void) {
  if (ms <= 0) return work;
  const floor = sleep(ms).then(() => 'floor' as const);
  const first = await Promise.race([work.then(() => 'done' as const), floor]);
  if (first === 'done') {
    await floor;
    return;
  }
  work.catch(onLateFailure);
}
