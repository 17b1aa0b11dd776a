import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipSubscription, PaymentTypeCode } from '@laufbahn/contracts/membership';
import type { PaymentMethodChangeAnswer, PaymentMethodSetup } from '@laufbahn/contracts/payments';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchEndpoint } from '../../../lib/endpoint.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';
import { paymentMethodSetupEndpoint, useChangePaymentMethod } from '../api/membership.ts';
import { createPaymentMethod, ProviderError } from '../api/payment-provider.ts';
import { validateCard, type CardInput } from '../model/card.ts';
import { providerFieldErrors, providerPaymentMethod, type PaymentDataErrors } from '../model/payment-method-input.ts';
import { checkSepaDetails } from '../model/iban.ts';
import { useMembershipFormats } from '../model/money.ts';
import { failureAdvice } from './payment-failure.tsx';
import { CardFields, SepaFields, type SepaInput } from './payment-data-fields.tsx';

type Formats = ReturnType<typeof useMembershipFormats>;
type Outcome = PaymentMethodChangeAnswer['retry'] | 'changed';
type Problem = { provider: string } | { api: string } | { entries: true };

/**
 * Replacing the card or direct-debit mandate renewals are charged to (docs/decisions/0066): the data go from the
 * browser to the provider as at the purchase, our API gets the provider's method id. Nothing is charged for the
 * change; a renewal that failed is charged again with the new method at once, and the page says how that went.
 */
export function PaymentMethodChange({
  subscription,
  format,
}: {
  subscription: Pick<MembershipSubscription, 'status' | 'nextAttemptAt' | 'regularTotalMinor' | 'currency'>;
  format: Formats;
}) {
  const { t } = useTranslation('membership');
  const change = useChangePaymentMethod();
  const [open, setOpen] = useState(false);
  const [setup, setSetup] = useState<PaymentMethodSetup | null>(null);
  const [loadingSetup, setLoadingSetup] = useState(false);
  const [type, setType] = useState<PaymentTypeCode | null>(null);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [sepa, setSepa] = useState<SepaInput>({ holder: '', iban: '' });
  const [errors, setErrors] = useState<PaymentDataErrors>({ card: {}, sepa: {} });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [outcome, setOutcome] = useState<{ kind: Outcome; nextAttemptAt: string | null; renewalDue: boolean } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  // A double click arrives before React re-renders the disabled button.
  const busy = useRef(false);
  const problemBox = useRef<HTMLDivElement>(null);
  const outcomeBox = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  // The button that was pressed is gone after opening, closing or saving: the keyboard goes on from here.
  const focusAfterRender = useFocusAfterRender();
  const pastDue = subscription.status === 'past_due';
  const types = setup?.paymentTypes ?? [];

  async function start() {
    setOutcome(null);
    setProblem(null);
    if (!setup) {
      setLoadingSetup(true);
      try {
        const loaded = await fetchEndpoint(paymentMethodSetupEndpoint);
        setSetup(loaded);
        if (loaded.paymentTypes.length === 1) setType(loaded.paymentTypes[0]!);
      } catch (error) {
        setProblem({ api: error instanceof ApiError ? error.code : 'internal' });
        problemBox.current?.focus();
        return;
      } finally {
        setLoadingSetup(false);
      }
    }
    setOpen(true);
    focusAfterRender(() => form.current?.querySelector<HTMLElement>('input, button'));
  }

  function close() {
    setOpen(false);
    focusAfterRender(() => openButton.current);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy.current || !type || !setup) return;
    busy.current = true;
    setSaving(true);
    setProblem(null);
    try {
      const sepaChecked = type === 'sepa_debit' ? await checkSepaDetails(sepa) : { errors: {} };
      const found = { card: type === 'card' ? validateCard(card) : {}, sepa: sepaChecked.errors };
      const iban = sepaChecked.iban;
      setErrors(found);
      if (Object.keys(found.card).length || Object.keys(found.sepa).length) {
        setProblem({ entries: true });
        problemBox.current?.focus();
        return;
      }
      const methodId = await createPaymentMethod(
        setup.provider,
        providerPaymentMethod(type, card, { holder: sepa.holder, iban: iban ?? '' }),
      );
      const answer = await change.mutateAsync(methodId);
      setOutcome({
        kind: answer.retry ?? 'changed',
        nextAttemptAt: answer.subscription?.nextAttemptAt ?? null,
        renewalDue: answer.subscription?.renewalDue ?? false,
      });
      setOpen(false);
      focusAfterRender(() => outcomeBox.current);
      setCard({ number: '', expiry: '', cvc: '' });
      setSepa({ holder: '', iban: '' });
    } catch (error) {
      if (error instanceof ProviderError) {
        setErrors(providerFieldErrors(error.code));
        setProblem({ provider: error.code });
      } else setProblem({ api: error instanceof ApiError ? error.code : 'internal' });
      problemBox.current?.focus();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  const done =
    outcome &&
    (outcome.kind === 'renewed'
      ? t('account.changeMethod.doneRenewed')
      : outcome.kind === 'pending'
        ? t('account.changeMethod.donePending')
        : outcome.kind === 'failed'
          ? outcome.nextAttemptAt
            ? t('account.changeMethod.doneStillDue', { date: format.date(outcome.nextAttemptAt) })
            : outcome.renewalDue
              ? t('account.changeMethod.doneStillDueSoon')
              : t('account.changeMethod.doneEnded')
          : t('account.changeMethod.done'));

  return (
    <section aria-labelledby="change-method-heading" className="flex flex-col gap-3">
      <h2 id="change-method-heading" className="font-serif text-2xl">
        {t('account.changeMethod.title')}
      </h2>
      <div ref={outcomeBox} tabIndex={-1} className="outline-none">
        {done && <Alert tone={outcome.kind === 'failed' ? 'danger' : 'success'}>{done}</Alert>}
      </div>
      <p className="leading-relaxed">{t('account.changeMethod.text')}</p>
      {pastDue && (
        <p className="leading-relaxed">
          {t('account.changeMethod.textPastDue', { amount: format.money(subscription.regularTotalMinor) })}
        </p>
      )}
      <div ref={problemBox} tabIndex={-1} className="outline-none">
        {problem && (
          <Alert>
            {'entries' in problem
              ? t('payment.checkEntries')
              : 'provider' in problem
                ? t(`payment.failed.advice.${failureAdvice(problem.provider)}`)
                : translateMessageKey(t, problem.api)}
          </Alert>
        )}
      </div>
      {!open ? (
        <div>
          <Button ref={openButton} variant="secondary" loading={loadingSetup} onClick={() => void start()}>
            {t('account.changeMethod.open')}
          </Button>
        </div>
      ) : (
        <form
          ref={form}
          onSubmit={(event) => void save(event)}
          noValidate
          aria-busy={saving || undefined}
          className="flex flex-col gap-5"
        >
          {types.length > 1 && (
            <RadioGroup
              legend={t('account.paymentMethod.label')}
              name="newPaymentType"
              appearance="cards"
              value={type}
              onChange={(chosen) => setType(chosen as PaymentTypeCode)}
              options={types.map((code) => ({
                value: code,
                label: t(`payment.method.${code}`),
                description: t(`payment.method.${code}Description`),
              }))}
            />
          )}
          <p className="text-sm text-muted">{t('payment.providerNote')}</p>
          {type === 'card' && <CardFields value={card} onChange={setCard} errors={errors.card} />}
          {type === 'sepa_debit' && (
            <SepaFields
              value={sepa}
              onChange={setSepa}
              errors={errors.sepa}
              mandate={t('account.changeMethod.mandate')}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={saving} disabled={!type}>
              {t('account.changeMethod.submit')}
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('account.changeMethod.keep')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
