import type { FastifyBaseLogger } from 'fastify';
import { SIGNATURE_HEADER } from '../../lib/webhook-signature.ts';
import type { SandboxPsp } from './sandbox-psp.service.ts';

const TICK_MS = 1000;
const DELIVERY_TIMEOUT_MS = 10_000;

/** Posts a webhook as the provider's servers do: JSON, signed, a short timeout; answers the HTTP status. */
export function httpPoster(url: string) {
  return async (body: string, signature: string): Promise<number> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, 'user-agent': 'SandboxPSP/1' },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  };
}

/**
 * The sandbox provider's own background work, in the background process: every second it settles delayed payments
 * and sends due webhooks. Its state is in its tables, so a restart loses nothing: undelivered events are sent again.
 */
export function startSandboxPspWorker(psp: SandboxPsp, webhookUrl: string, log: FastifyBaseLogger): () => void {
  const post = httpPoster(webhookUrl);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await psp.settleDue();
      await psp.deliverDue(post);
    } catch (error) {
      log.warn({ err: error }, 'sandbox payment provider tick failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
