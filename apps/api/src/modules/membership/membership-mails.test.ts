import { describe, expect, it } from 'vitest';
import { cancellationConfirmedMail, purchaseConfirmationMail, type PurchaseFacts } from './membership-mails.ts';

const purchase = (facts: Partial<PurchaseFacts>): PurchaseFacts => ({
  language: 'EN_US',
  countryVersion: 'usa',
  currency: 'USD',
  trial: false,
  chargedMinor: 29_880,
  vatMinor: 0,
  regularTotalMinor: 29_880,
  renewsAt: new Date('2027-11-27T10:00:00Z'),
  withdrawableUntil: null,
  invoiceNumber: '2026-000123',
  method: { type: 'card', brand: 'visa', last4: '4242' },
  ...facts,
});

describe('membership mails', () => {
  it('names the VAT that was charged, and no tax line where none was', () => {
    const us = purchaseConfirmationMail(purchase({}), 'https://usa.example/premium');
    expect(us.text).toContain('We have charged $298.80 to VISA •••• 4242.');
    expect(us.text).not.toMatch(/tax|\$0\.00/);
    const de = purchaseConfirmationMail(
      purchase({ language: 'DE', countryVersion: 'deu', currency: 'EUR', vatMinor: 4_771 }),
      'https://laufbahn.example/premium',
    );
    expect(de.text).toContain('(inkl. MwSt. von 47,71\u00a0€)');
  });

  it('states when the cancellation was received, to the second and with its time zone (§ 312k BGB)', () => {
    const mail = cancellationConfirmedMail(
      'DE',
      'deu',
      new Date('2026-11-27T18:05:09Z'),
      new Date('2027-11-27T10:00:00Z'),
      'https://laufbahn.example/account/membership',
    );
    expect(mail.text).toContain('Ihre Kündigung ist am 27. November 2026 um 19:05:09 MEZ bei uns eingegangen.');
    expect(mail.text).toContain('27. November 2027');
  });
});
