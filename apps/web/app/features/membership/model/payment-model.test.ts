import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_TEST_CARDS, SANDBOX_TEST_IBANS } from '@laufbahn/contracts/payments';
import { failureAdvice } from '../components/payment-failure.tsx';
import { formatCardNumber, formatExpiry, luhnValid, parseExpiry, validateCard } from './card.ts';
import { checkIban, checkSepaDetails, formatIban } from './iban.ts';
import { moneyFormatter } from './money.ts';
import { attemptFor, endAttempt, readAttempt, updateAttempt } from './payment-attempt.ts';

describe('card entries', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('accepts every sandbox test card and a current expiry', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS))
      expect(validateCard({ number: formatCardNumber(number), expiry: '08/29', cvc: '123' }, now)).toEqual({});
  });

  it('names the field and the problem', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '13/29', cvc: '12' }, now)).toEqual({
      number: 'invalid',
      expiry: 'invalid',
      cvc: 'invalid',
    });
    expect(validateCard({ number: '4242424242424242', expiry: '10/26', cvc: '1234' }, now)).toEqual({
      expiry: 'expired',
    });
    // The current month is still valid.
    expect(validateCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, now)).toEqual({});
  });

  it('formats while typing and reads two- and four-digit years', () => {
    expect(formatCardNumber('4242-4242x4242 4242 99999')).toBe('4242 4242 4242 4242 999');
    expect(formatExpiry('0829')).toBe('08/29');
    expect(parseExpiry('8/2031')).toEqual({ month: 8, year: 2031 });
    expect(parseExpiry('00/29')).toBeNull();
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});

describe('IBAN entries', () => {
  it('accepts the sandbox IBANs however they are typed, and says what is wrong otherwise', async () => {
    for (const iban of Object.values(SANDBOX_TEST_IBANS))
      expect(await checkIban(formatIban(iban.toLowerCase()))).toEqual({ iban });
    expect(await checkIban('')).toEqual({ error: 'required' });
    expect(await checkIban('DE89 3704 0044 0532 0130 01')).toEqual({ error: 'invalid' });
    // A valid IBAN outside the SEPA scheme (Brazil).
    expect(await checkIban('BR1800360305000010009795493C1')).toEqual({ error: 'notSepa' });
  });

  it('checks the account holder with the IBAN', async () => {
    const iban = Object.values(SANDBOX_TEST_IBANS)[0]!;
    expect(await checkSepaDetails({ holder: ' Erika Muster ', iban })).toEqual({ errors: {}, iban });
    expect(await checkSepaDetails({ holder: ' ', iban: '' })).toEqual({
      errors: { holder: 'required', iban: 'required' },
      iban: undefined,
    });
    expect((await checkSepaDetails({ holder: 'x'.repeat(141), iban: 'DE00' })).errors).toEqual({
      holder: 'tooLong',
      iban: 'invalid',
    });
  });
});

describe('amounts', () => {
  it('writes minor units in the country version’s format', () => {
    expect(moneyFormatter('de-DE', 'EUR')(29880)).toBe('298,80\u00a0€');
    expect(moneyFormatter('en-GB', 'GBP')(24900)).toBe('£249.00');
    expect(moneyFormatter('de-CH', 'CHF')(3990)).toMatch(/^CHF\s39\.90$/);
  });
});

describe('what a failed payment asks the member to check', () => {
  it('has advice for every reason of the payment and of the provider', () => {
    expect(failureAdvice('card_declined')).toBe('declined');
    expect(failureAdvice('authentication_failed')).toBe('authentication');
    expect(failureAdvice('debit_failed')).toBe('debit');
    expect(failureAdvice('incorrect_cvc')).toBe('cvc');
    expect(failureAdvice('invalid_iban')).toBe('iban');
    expect(failureAdvice(undefined)).toBe('other');
  });
});

describe('one Idempotency-Key per purchase attempt', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the key across clicks and reloads until the attempt ends', () => {
    const first = attemptFor(12, 'card');
    expect(first.key.length).toBeGreaterThanOrEqual(8);
    const session = {
      sessionId: 's1',
      provider: {
        code: 'sandbox' as const,
        paymentMethodsUrl: '/sandbox-psp/v1/payment_methods',
        publishableKey: 'pk',
      },
      amountMinor: 100,
      currency: 'EUR' as const,
      expiresAt: '2999-01-01T00:00:00Z',
    };
    updateAttempt(first, { session, paymentId: 'p1' });
    // A second click, or the same tab after a reload: the same key and session.
    expect(attemptFor(12, 'card')).toMatchObject({ key: first.key, session: { sessionId: 's1' } });
    // Another plan is another purchase.
    const other = attemptFor(3, 'card');
    expect(other.key).not.toBe(first.key);
    endAttempt();
    expect(readAttempt()).toBeNull();
    expect(attemptFor(3, 'card').key).not.toBe(other.key);
  });

  it('opens a new session for an expired one but keeps the key', () => {
    const first = attemptFor(12, 'sepa_debit');
    updateAttempt(first, {
      session: {
        sessionId: 'old',
        provider: { code: 'sandbox', paymentMethodsUrl: '/x', publishableKey: 'pk' },
        amountMinor: 1,
        currency: 'EUR',
        expiresAt: '2000-01-01T00:00:00Z',
      },
    });
    const again = attemptFor(12, 'sepa_debit');
    expect(again.key).toBe(first.key);
    expect(again.session).toBeUndefined();
  });
});
