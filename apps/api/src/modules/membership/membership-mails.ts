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
        // No tax line where none was charged (US sales tax is not ours to collect): "including $0.00 tax" says nothing.
        context: facts.vatMinor === 0 ? 'noTax' : undefined,
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

/**
 * A cancellation is on file: when it was received, to the second and with its time zone (§ 312k (4) BGB asks the
 * confirmation to state the date and time of the declaration), and the date it takes effect.
 */
export function cancellationConfirmedMail(
  language: Language,
  countryVersion: string,
  receivedAt: Date,
  effectiveAt: Date,
  membershipUrl: string,
): RenderedMail {
  const t = translatorFor(language, 'mail');
  const f = invoiceFormats(language, countryVersion, 'EUR');
  return layout(
    language,
    'membership-cancelled',
    t('membershipCancelled.subject'),
    [
      t('membershipCancelled.intro'),
      t('membershipCancelled.received', { dateTime: f.dateTime(receivedAt) }),
      t('membershipCancelled.effective', { date: f.date(effectiveAt) }),
    ],
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

type Method = PurchaseFacts['method'];

function methodLabel(method: Method | null): string {
  if (!method) return '';
  return method.type === 'card'
    ? `${method.brand.toUpperCase()} •••• ${method.last4}`
    : `SEPA ${method.country} •••• ${method.last4}`;
}

/** What the lifecycle mails state about a membership. */
export interface LifecycleFacts {
  language: Language;
  countryVersion: string;
  currency: string;
  /** The regular price of a term, VAT included. */
  amountMinor: number;
  termMonths: number;
  method: Method | null;
}

/** Three days before a trial ends: what will be charged when, and how not to continue. */
export function trialEndingMail(facts: LifecycleFacts, endsAt: Date, membershipUrl: string): RenderedMail {
  const t = translatorFor(facts.language, 'mail');
  const f = invoiceFormats(facts.language, facts.countryVersion, facts.currency);
  const amount = f.money(facts.amountMinor);
  return layout(
    facts.language,
    'membership-trial-ending',
    // The date, not "in 3 days": a reminder sent late (the scheduler was away) must not say what is no longer true.
    t('membershipTrialEnding.subject', { date: f.date(endsAt) }),
    [
      t('membershipTrialEnding.intro', { date: f.date(endsAt) }),
      facts.method
        ? t('membershipTrialEnding.charge', {
            date: f.date(endsAt),
            amount,
            method: methodLabel(facts.method),
            count: facts.termMonths,
          })
        : t('membershipTrialEnding.chargeNoMethod', { date: f.date(endsAt), amount, count: facts.termMonths }),
      t('membershipTrialEnding.cancel', { date: f.date(endsAt) }),
    ],
    { label: t('membershipTrialEnding.action'), url: membershipUrl },
  );
}

/** A renewal was paid: the amount, the invoice (attached), the period it pays and the next renewal. */
export function renewalDoneMail(
  facts: LifecycleFacts,
  renewal: { vatMinor: number; invoiceNumber: string; paidUntil: Date },
  membershipUrl: string,
): RenderedMail {
  const t = translatorFor(facts.language, 'mail');
  const f = invoiceFormats(facts.language, facts.countryVersion, facts.currency);
  return layout(
    facts.language,
    'membership-renewed',
    t('membershipRenewed.subject'),
    [
      t('membershipRenewed.intro', { date: f.date(renewal.paidUntil) }),
      t('membershipRenewed.charged', {
        context: renewal.vatMinor === 0 ? 'noTax' : undefined,
        amount: f.money(facts.amountMinor),
        vat: f.money(renewal.vatMinor),
        method: methodLabel(facts.method),
        invoiceNumber: renewal.invoiceNumber,
      }),
      t('membershipRenewed.next', { date: f.date(renewal.paidUntil), amount: f.money(facts.amountMinor) }),
    ],
    { label: t('membershipRenewed.action'), url: membershipUrl },
  );
}

/** A renewal charge failed and will be tried again: what to check, and when the next attempt is. */
export function paymentFailedMail(facts: LifecycleFacts, nextAttemptAt: Date, membershipUrl: string): RenderedMail {
  const t = translatorFor(facts.language, 'mail');
  const f = invoiceFormats(facts.language, facts.countryVersion, facts.currency);
  const check = facts.method?.type === 'sepa_debit' ? 'checkDebit' : 'checkCard';
  return layout(
    facts.language,
    'membership-payment-failed',
    t('membershipPaymentFailed.subject'),
    [
      t('membershipPaymentFailed.intro', { amount: f.money(facts.amountMinor), method: methodLabel(facts.method) }),
      t(`membershipPaymentFailed.${check}`),
      t('membershipPaymentFailed.retry', { date: f.date(nextAttemptAt) }),
      t('membershipPaymentFailed.change'),
    ],
    { label: t('membershipPaymentFailed.action'), url: membershipUrl },
  );
}

/** The last attempt of a renewal failed: the membership has ended and the account is Basic; nothing more is charged. */
export function membershipLapsedMail(facts: LifecycleFacts, premiumUrl: string): RenderedMail {
  const t = translatorFor(facts.language, 'mail');
  const f = invoiceFormats(facts.language, facts.countryVersion, facts.currency);
  return layout(
    facts.language,
    'membership-lapsed',
    t('membershipLapsed.subject'),
    [
      t('membershipLapsed.intro', { amount: f.money(facts.amountMinor), method: methodLabel(facts.method) }),
      t('membershipLapsed.basic'),
      t('membershipLapsed.again'),
    ],
    { label: t('membershipLapsed.action'), url: premiumUrl },
  );
}

/** The membership's payment method was replaced: which one is used now, and what happens next with it. */
export function paymentMethodChangedMail(
  facts: {
    language: Language;
    countryVersion: string;
    currency: string;
    amountMinor: number;
    method: Method;
    /** A failed renewal is being charged again with the new method now. */
    retryingNow: boolean;
    /** The next regular charge, when one is due. */
    nextChargeAt: Date | null;
  },
  membershipUrl: string,
): RenderedMail {
  const t = translatorFor(facts.language, 'mail');
  const f = invoiceFormats(facts.language, facts.countryVersion, facts.currency);
  const amount = f.money(facts.amountMinor);
  const paragraphs = [t('membershipPaymentMethodChanged.intro', { method: methodLabel(facts.method) })];
  if (facts.retryingNow) paragraphs.push(t('membershipPaymentMethodChanged.retry', { amount }));
  else if (facts.nextChargeAt) {
    paragraphs.push(t('membershipPaymentMethodChanged.next', { amount, date: f.date(facts.nextChargeAt) }));
  }
  paragraphs.push(t('membershipPaymentMethodChanged.free'), t('membershipPaymentMethodChanged.notYou'));
  return layout(
    facts.language,
    'membership-payment-method-changed',
    t('membershipPaymentMethodChanged.subject'),
    paragraphs,
    {
      label: t('membershipPaymentMethodChanged.action'),
      url: membershipUrl,
    },
  );
}
