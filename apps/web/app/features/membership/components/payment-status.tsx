import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { paths } from '../../../lib/paths.ts';
import { completePayment, type PaymentCompletion } from '../api/payments.ts';
import { endAttempt } from '../model/payment-attempt.ts';
import { PaymentFailure } from './payment-failure.tsx';

/** How often the waiting screen asks, and after how long it says that a confirmation may take minutes. */
const POLL_MS = 2000;
const PATIENCE_MS = 20_000;

const settled = (answer: PaymentCompletion | undefined) =>
  answer?.status === 'failed' || (answer?.status === 'succeeded' && answer.premium);

/**
 * The waiting screen of one payment (`/payment?paymentId=<id>`): asks `payments/complete` until the payment has
 * succeeded and Premium is active, or has failed. The id is in the address, so a reload or the return from the
 * bank's confirmation page lands here again.
 */
export function PaymentStatus({ paymentId, onRetry }: { paymentId: string; onRetry: () => void }) {
  const { t } = useTranslation('membership');
  const revalidator = useRevalidator();
  const [patient, setPatient] = useState(false);
  const query = useQuery({
    queryKey: ['payment', paymentId],
    queryFn: () => completePayment(paymentId),
    retry: false,
    refetchInterval: (current) => (settled(current.state.data) ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });
  const answer = query.data;
  const premium = answer?.status === 'succeeded' && answer.premium;
  // An unknown payment is over at once; a network failure is asked again at the next tick.
  const unknown = !answer && query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
  const failed = answer?.status === 'failed' || unknown;
  const refreshed = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setPatient(true), PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!premium && answer?.status !== 'failed') return;
    endAttempt();
    // The header and every page learn of the new membership (`premium` in the account details).
    if (premium && !refreshed.current) {
      refreshed.current = true;
      void revalidator.revalidate();
    }
  }, [premium, answer?.status, revalidator]);

  if (premium) return <PremiumWelcome />;
  if (failed)
    return (
      <div className="flex flex-col gap-5">
        <PaymentFailure problem={{ kind: 'payment', reason: answer?.reason ?? null }} />
        <p>
          <button type="button" onClick={onRetry} className="font-semibold text-brand underline">
            {t('payment.failed.retry')}
          </button>
        </p>
      </div>
    );
  return (
    <section
      aria-labelledby="waiting-heading"
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-6"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-6 shrink-0 animate-spin rounded-full border-4 border-line border-t-brand motion-reduce:animate-none"
        />
        <h2 id="waiting-heading" className="font-serif text-2xl">
          {t('payment.waiting.title')}
        </h2>
      </div>
      <p role="status" className="leading-relaxed">
        {t('payment.waiting.text')}
      </p>
      {patient && <p className="leading-relaxed text-muted">{t('payment.waiting.patience')}</p>}
      {answer?.status === 'requires_action' && answer.actionUrl && (
        <p>
          <a href={answer.actionUrl} className="font-semibold text-brand underline">
            {t('payment.waiting.actionLink')}
          </a>
        </p>
      )}
      <p className="text-sm text-muted">
        <Link to={paths.member.membership} className="font-semibold text-brand underline">
          {t('payment.waiting.membershipLink')}
        </Link>
      </p>
    </section>
  );
}

/** What Premium opens, each with its way there: the "discover Premium" entry of spec screen 5. */
const DISCOVER = [
  { key: 'positions', to: paths.jobs.search },
  { key: 'salary', to: paths.member.salaryCalculator },
  { key: 'companies', to: paths.companies.search },
  { key: 'membership', to: paths.member.membership },
] as const;

export function PremiumWelcome() {
  const { t } = useTranslation('membership');
  return (
    <section aria-labelledby="welcome-heading" className="flex flex-col gap-5" data-testid="premium-welcome">
      <h2 id="welcome-heading" className="font-serif text-3xl text-brand">
        {t('payment.welcome.title')}
      </h2>
      <p role="status" className="text-lg leading-relaxed">
        {t('payment.welcome.text')}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {DISCOVER.map((entry) => (
          <li key={entry.key} className="flex flex-col gap-2 rounded-lg border border-line bg-white p-5">
            <h3 className="font-semibold">{t(`payment.welcome.${entry.key}.title`)}</h3>
            <p className="text-sm text-muted">{t(`payment.welcome.${entry.key}.text`)}</p>
            <p className="mt-auto">
              <Link to={entry.to} className="font-semibold text-brand underline">
                {t(`payment.welcome.${entry.key}.link`)}
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <LinkButton to={paths.jobs.search}>{t('payment.welcome.discover')}</LinkButton>
      </p>
    </section>
  );
}
