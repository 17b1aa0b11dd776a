import type { Language } from '@laufbahn/i18n/languages';
import { translatorFor } from '../../lib/i18n.ts';
import { layout, type RenderedMail } from '../../platform/mail/mail-templates.ts';
import { invoiceFormats } from './invoice-pdf.ts';

export interface PurchaseFacts {
  language: Language;
  countryVersion: string;
  currency: string;
  trial: boolean;
  chargedMinor: number;
  vatMinor: number;
  regularTotalMinor: number;
  /** The next renewal (or the trial's end). */
  renewsAt: Date;
  withdrawableUntil: Date | null;
  invoiceNumber: string | null;
  method: { type: 'card'; brand: string; last4: string } | { type: 'sepa_debit'; country: string; last4: string };
}

/** After a purchase: what was charged, the invoice (attached), when it renews, until when it can be withdrawn. */
export function purchaseConfirmationMail(facts: PurchaseFacts, premiumUrl: string): RenderedMail {
  const t = translatorFor(facts.language, 'mail');
  const f = invoiceFormats(facts.language, facts.countryVersion, facts.currency);
  const method =
    facts.method.type === 'card'
      ? `${facts.method.brand.toUpperCase()} •••• ${facts.method.last4}`
      : `SEPA ${facts.method.country} •••• ${facts.method.last4}`;
  const paragraphs = [t('membershipPurchase.intro')];
  if (facts.trial) {
    paragraphs.push(
      t('membershipPurchase.trial', { date: f.date(facts.renewsAt), amount: f.money(facts.regularTotalMinor) }),
    );
  } else {
    paragraphs.push(
      t('membershipPurchase.charged', {
        amount: f.money(facts.chargedMinor),
        vat: f.money(facts.vatMinor),
        method,
        invoiceNumber: facts.invoiceNumber ?? '',
      }),
      t('membershipPurchase.renewal', { date: f.date(facts.renewsAt), amount: f.money(facts.regularTotalMinor) }),
    );
    if (facts.withdrawableUntil) {
      paragraphs.push(t('membershipPurchase.withdrawal', { date: f.date(facts.withdrawableUntil) }));
    }
  }
  return layout(facts.language, 'membership-purchase', t('membershipPurchase.subject'), paragraphs, {
    label: t('membershipPurchase.action'),
    url: premiumUrl,
  });
}

/** A cancellation is on file: the date it takes effect. */
export function cancellationConfirmedMail(
  language: Language,
  countryVersion: string,
  effectiveAt: Date,
  membershipUrl: string,
): RenderedMail {
  const t = translatorFor(language, 'mail');
  const f = invoiceFormats(language, countryVersion, 'EUR');
  return layout(
    language,
    'membership-cancelled',
    t('membershipCancelled.subject'),
    [t('membershipCancelled.intro'), t('membershipCancelled.effective', { date: f.date(effectiveAt) })],
    { label: t('membershipCancelled.action'), url: membershipUrl },
  );
}

/** The public cancellation page's link (§ 312k BGB): confirm with one click. */
export function cancellationLinkMail(language: Language, link: string): RenderedMail {
  const t = translatorFor(language, 'mail');
  return layout(
    language,
    'membership-cancel-link',
    t('membershipCancelLink.subject'),
    [t('membershipCancelLink.intro'), t('membershipCancelLink.validity'), t('membershipCancelLink.ignore')],
    { label: t('membershipCancelLink.action'), url: link },
  );
}
