import type { PaymentSession } from '@laufbahn/contracts/payments';

/**
 * One purchase attempt and its `Idempotency-Key`, kept in the tab's session storage: a second click, a retried
 * request or a reload in the middle of paying sends the same key, so the API answers with the first payment and
 * charges nothing more. A new key is made only when the attempt is over (failed) or the member chose another
 * plan or payment type.
 */
export interface PaymentAttempt {
  key: string;
  planId: number;
  paymentType: string;
  /** The purchase session the key belongs to: sent again with the key, so the retried request is the same one. */
  session?: PaymentSession;
  /** Set once the API has answered: the waiting screen's payment. */
  paymentId?: string;
}

const STORAGE_KEY = 'lb_payment_attempt';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readAttempt(): PaymentAttempt | null {
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as PaymentAttempt | null;
    return stored && typeof stored.key === 'string' && typeof stored.planId === 'number' ? stored : null;
  } catch {
    return null;
  }
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The attempt for this plan and payment type: the running one, or a new one with a fresh key. */
export function attemptFor(planId: number, paymentType: string): PaymentAttempt {
  const running = readAttempt();
  if (running && running.planId === planId && running.paymentType === paymentType) {
    // A session past its time is refused by the API; the key stays, the session is opened again.
    const expired = running.session && new Date(running.session.expiresAt).getTime() <= Date.now();
    return expired ? { ...running, session: undefined } : running;
  }
  const attempt = { key: newKey(), planId, paymentType };
  storage()?.setItem(STORAGE_KEY, JSON.stringify(attempt));
  return attempt;
}

/** Notes what the attempt has reached (its session, its payment), so a reload continues it. */
export function updateAttempt(attempt: PaymentAttempt, change: Partial<Omit<PaymentAttempt, 'key'>>): PaymentAttempt {
  const next = { ...attempt, ...change };
  storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  return next;
}

/** The attempt is over (failed, or done): the next purchase gets a new key. */
export function endAttempt() {
  storage()?.removeItem(STORAGE_KEY);
}
