import type { SandboxIntent } from './sandbox-psp.service.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's own policy: its inline styles, forms that post to itself, never framed. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1f24;margin:0}
main{max-width:26rem;margin:3rem auto;background:#fff;border:1px solid #c9ced6;border-radius:8px;padding:1.5rem}
h1{font-size:1.3rem;margin:0 0 1rem}.note{color:#4a5360;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}
.actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}
button{font:inherit;padding:.6rem 1.1rem;border-radius:6px;border:2px solid #1d4ed8;cursor:pointer}
.confirm{background:#1d4ed8;color:#fff}.fail{background:#fff;color:#1d4ed8}
button:focus-visible{outline:3px solid #111;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The sandbox bank's 3-D Secure challenge: what is paid, and two buttons (it is a test bank: no code to type). */
export function authenticationPage(intent: SandboxIntent, action: string): string {
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: intent.currency }).format(
    intent.amountMinor / 100,
  );
  const card = intent.paymentMethod.card;
  return page(
    'Sandbox Bank – confirm your payment',
    `<h1>Confirm your payment</h1>
<p>Sandbox Bank asks you to confirm this card payment (3-D Secure test).</p>
<dl><dt>Merchant</dt><dd>Laufbahn</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Card</dt><dd>${escapeHtml(card ? `${card.brand} ending in ${card.last4}` : '')}</dd></dl>
<div class="actions">
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="confirm"><button class="confirm" type="submit">Confirm payment</button></form>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="fail"><button class="fail" type="submit">Fail authentication</button></form>
</div>
<p class="note">This page belongs to the sandbox payment provider, not to Laufbahn. No money moves.</p>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Sandbox Bank – payment not found',
    `<h1>Payment not found</h1><p>This confirmation link is unknown or has been used. Return to the shop to try again.</p>`,
  );
}
