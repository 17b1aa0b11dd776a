import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures as payment providers make them: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. The time
 * is signed with the body, so an old delivery cannot be replayed later than `toleranceSeconds`.
 */
export const SIGNATURE_HEADER = 'sandbox-signature';

export function signPayload(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** True when `header` signs `body` with `secret` within the tolerance (constant-time comparison). */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  { now = new Date(), toleranceSeconds = 300 }: { now?: Date; toleranceSeconds?: number } = {},
): boolean {
  if (!header || header.length > 500) return false;
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2);
    if (!key || !value) continue;
    parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return (parts.get('v1') ?? []).some((candidate) => {
    if (!/^[0-9a-f]{64}$/.test(candidate)) return false;
    return timingSafeEqual(expected, Buffer.from(candidate, 'hex'));
  });
}
