import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Offers, PaymentTypeCode, PaymentTypes } from '@laufbahn/contracts/membership';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { createPaymentMethod, ProviderError } from '../api/payment-provider.ts';
import { createPaymentSession, submitPayment, type Payment } from '../api/payments.ts';
import { validateCard, type CardErrors, type CardInput } from '../model/card.ts';
import { checkSepaDetails } from '../model/iban.ts';
import { moneyFormatter } from '../model/money.ts';
import { attemptFor, endAttempt, updateAttempt } from '../model/payment-attempt.ts';
import { providerFieldErrors, providerPaymentMethod } from '../model/payment-method-input.ts';
import { OrderSummary } from './order-summary.tsx';
import { CardFields, SepaFields, type SepaErrors, type SepaInput } from './payment-data-fields.tsx';
import { PaymentFailure, type PaymentProblem } from './payment-failure.tsx';
import { PlanChoice } from './plan-choice.tsx';

interface Consents {
  immediateCharge: boolean;
  autoRenewal: boolean;
}

interface FormErrors {
  plan?: boolean;
  paymentType?: boolean;
  card: CardErrors;
  sepa: SepaErrors;
  immediateCharge?: boolean;
  autoRenewal?: boolean;
}

const NO_ERRORS: FormErrors = { card: {}, sepa: {} };

const hasErrors = (errors: FormErrors) =>
  Boolean(
    errors.plan ||
    errors.paymentType ||
    errors.immediateCharge ||
    errors.autoRenewal ||
    Object.keys(errors.card).length ||
    Object.keys(errors.sepa).length,
  );

/** The order's box: step 5, under the form or (the `paymentDesktop` test variant) beside it. */
function OrderBox({ headingId, className, children }: { headingId: string; className: string; children: ReactNode }) {
  const { t } = useTranslation('membership');
  return (
    <section
      aria-labelledby={headingId}
      className={`flex-col gap-4 rounded-lg border border-line bg-white p-5 ${className}`}
    >
      <h2 id={headingId} className="font-serif text-xl">
        {t('payment.steps.confirm')}
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec screen 5 up to the confirmation: term → payment method → payment data → consent → confirm. Card and IBAN
 * go from the browser to the provider; our API gets the provider's payment method id, the consents and an
 * `Idempotency-Key` that stays the same for every retry of this attempt. While paying, the button ignores clicks.
 */
export function PaymentForm({
  offers,
  paymentTypes,
  locale,
  rate,
  sideSummary,
  compactPlans,
  onPayment,
}: {
  offers: Offers;
  paymentTypes: PaymentTypes;
  locale: string;
  rate: (value: number) => string;
  /** The `paymentDesktop` test variant: the order summary beside the form on wide screens. */
  sideSummary: boolean;
  compactPlans: boolean;
  /** The API took the payment: show its waiting screen (or follow the bank's confirmation). */
  onPayment: (answer: Payment) => void;
}) {
  const { t } = useTranslation('membership');
  const money = moneyFormatter(locale, offers.currency);
  const types = paymentTypes.map((type) => type.code);
  const [planId, setPlanId] = useState<number | null>(null);
  const [paymentType, setPaymentType] = useState<PaymentTypeCode | null>(types.length === 1 ? types[0]! : null);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [sepa, setSepa] = useState<SepaInput>({ holder: '', iban: '' });
  const [consents, setConsents] = useState<Consents>({ immediateCharge: false, autoRenewal: false });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<PaymentProblem | null>(null);
  const [paying, setPaying] = useState(false);
  // A ref as well as state: a double click arrives before React re-renders the disabled button.
  const busy = useRef(false);
  const errorSummary = useRef<HTMLDivElement>(null);
  const plan = offers.plans.find((candidate) => candidate.id === planId) ?? null;

  async function validate(): Promise<{ errors: FormErrors; iban?: string }> {
    const found: FormErrors = { card: {}, sepa: {} };
    if (!plan) found.plan = true;
    if (!paymentType) found.paymentType = true;
    let iban: string | undefined;
    if (paymentType === 'card') found.card = validateCard(card);
    if (paymentType === 'sepa_debit') ({ errors: found.sepa, iban } = await checkSepaDetails(sepa));
    if (!consents.immediateCharge) found.immediateCharge = true;
    if (!consents.autoRenewal) found.autoRenewal = true;
    return { errors: found, iban };
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    setFailure(null);
    let keepBusy = false;
    try {
      const checked = await validate();
      setErrors(checked.errors);
      if (hasErrors(checked.errors) || !plan || !paymentType) {
        errorSummary.current?.focus();
        return;
      }
      let attempt = attemptFor(plan.id, paymentType);
      const session = attempt.session ?? (await createPaymentSession(plan.id, paymentType));
      attempt = updateAttempt(attempt, { session });
      const methodId = await createPaymentMethod(
        session.provider,
        providerPaymentMethod(paymentType, card, { holder: sepa.holder, iban: checked.iban ?? '' }),
      );
      const answer = await submitPayment(session.sessionId, methodId, attempt.key);
      updateAttempt(attempt, { paymentId: String(answer.paymentId) });
      if (answer.status === 'failed') {
        endAttempt();
        setFailure({ kind: 'payment', reason: answer.reason });
        return;
      }
      keepBusy = true;
      onPayment(answer);
    } catch (error) {
      if (error instanceof ProviderError) {
        setFailure({ kind: 'payment', reason: error.code });
        setErrors({ ...NO_ERRORS, ...providerFieldErrors(error.code) });
      } else if (error instanceof ApiError) {
        // Refused (an expired session, a conflict, a validation): the next click starts a new attempt. A network
        // failure keeps the attempt, so its retry carries the same key.
        if (error.status === 409 || error.status === 422) endAttempt();
        setFailure({ kind: 'api', code: error.code });
      } else setFailure({ kind: 'payment', reason: null });
    } finally {
      if (!keepBusy) {
        busy.current = false;
        setPaying(false);
      }
    }
  }

  const consentAmount = plan ? money(plan.trial ? plan.regularTotalMinor : plan.firstPeriodTotalMinor) : '';

  return (
    <form
      onSubmit={(event) => void pay(event)}
      noValidate
      aria-busy={paying || undefined}
      className={`grid gap-8 ${sideSummary ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : 'max-w-3xl'}`}
    >
      <div className="flex min-w-0 flex-col gap-8">
        <div ref={errorSummary} tabIndex={-1} className="outline-none">
          {failure && <PaymentFailure problem={failure} />}
          {hasErrors(errors) && !failure && (
            <p role="alert" className="rounded-md border-l-4 border-danger bg-surface px-4 py-3 text-sm text-danger">
              {t('payment.checkEntries')}
            </p>
          )}
        </div>
        <PlanChoice
          plans={offers.plans}
          value={planId}
          onChange={setPlanId}
          money={money}
          compact={compactPlans}
          error={errors.plan ? t('payment.errors.plan') : undefined}
        />
        <RadioGroup
          legend={t('payment.steps.method')}
          name="paymentType"
          appearance="cards"
          value={paymentType}
          onChange={(chosen) => setPaymentType(chosen as PaymentTypeCode)}
          error={errors.paymentType ? t('payment.errors.paymentType') : undefined}
          options={types.map((code) => ({
            value: code,
            label: t(`payment.method.${code}`),
            description: t(`payment.method.${code}Description`),
          }))}
        />
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-1 font-serif text-xl">{t('payment.steps.data')}</legend>
          <p className="text-sm text-muted">{t('payment.providerNote')}</p>
          {paymentType === 'card' && <CardFields value={card} onChange={setCard} errors={errors.card} />}
          {paymentType === 'sepa_debit' && <SepaFields value={sepa} onChange={setSepa} errors={errors.sepa} />}
          {!paymentType && <p className="rounded-md bg-surface px-4 py-3 text-muted">{t('payment.chooseMethod')}</p>}
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-1 font-serif text-xl">{t('payment.steps.consent')}</legend>
          <CheckboxField
            name="immediateCharge"
            checked={consents.immediateCharge}
            onChange={(event) => setConsents({ ...consents, immediateCharge: event.target.checked })}
            error={errors.immediateCharge ? t('payment.errors.consent') : undefined}
            label={
              plan?.trial
                ? t('payment.consent.trialCharge', { count: plan.trialDays, amount: consentAmount })
                : plan
                  ? t('payment.consent.immediateCharge', { amount: consentAmount })
                  : t('payment.consent.immediateChargeGeneric')
            }
          />
          <CheckboxField
            name="autoRenewal"
            checked={consents.autoRenewal}
            onChange={(event) => setConsents({ ...consents, autoRenewal: event.target.checked })}
            error={errors.autoRenewal ? t('payment.errors.consent') : undefined}
            label={
              plan
                ? t('payment.consent.autoRenewal', {
                    count: plan.termMonths,
                    amount: money(plan.regularTotalMinor),
                    notice: t('plan.noticeDays', { count: plan.noticePeriodDays }),
                  })
                : t('payment.consent.autoRenewalGeneric')
            }
          />
          <p className="text-sm text-muted">
            {t('payment.consent.withdrawal')}{' '}
            <Link to={paths.info.terms} className="font-semibold text-brand underline">
              {t('payment.consent.terms')}
            </Link>
          </p>
        </fieldset>
        <OrderBox headingId="order-heading" className={sideSummary ? 'flex lg:hidden' : 'flex'}>
          <OrderSummary offers={offers} plan={plan} paymentType={paymentType} money={money} rate={rate} />
        </OrderBox>
        <div className="flex flex-col gap-3">
          <Button type="submit" loading={paying} className="w-full sm:w-auto sm:self-start">
            {t('payment.submit')}
          </Button>
          <p className="text-sm text-muted">{t('payment.secureNote')}</p>
        </div>
      </div>
      {sideSummary && (
        <OrderBox headingId="order-side-heading" className="hidden lg:sticky lg:top-6 lg:flex lg:self-start">
          <OrderSummary offers={offers} plan={plan} paymentType={paymentType} money={money} rate={rate} />
        </OrderBox>
      )}
    </form>
  );
}
