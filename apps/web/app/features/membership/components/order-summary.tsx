import { useTranslation } from 'react-i18next';
import type { OfferPlan, Offers, PaymentTypeCode } from '@laufbahn/contracts/membership';
import { usePlanName } from './plan-choice.tsx';

/** Step 5: what the member orders and what it costs today and at each renewal, VAT shown. */
export function OrderSummary({
  offers,
  plan,
  paymentType,
  money,
  rate,
}: {
  offers: Offers;
  plan: OfferPlan | null;
  paymentType: PaymentTypeCode | null;
  money: (minor: number) => string;
  rate: (value: number) => string;
}) {
  const { t } = useTranslation('membership');
  const name = usePlanName();
  if (!plan) return <p className="text-muted">{t('payment.summary.choosePlan')}</p>;
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 py-1.5 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
  return (
    <dl className="divide-y divide-line" data-testid="order-summary">
      {row(t('payment.summary.plan'), t('payment.summary.planName', { name: name(plan) }))}
      {paymentType && row(t('payment.summary.method'), t(`payment.method.${paymentType}`))}
      {row(t('payment.summary.dueToday'), money(plan.firstPeriodTotalMinor), true)}
      {row(t('payment.summary.vat', { rate: rate(offers.vatRate) }), money(plan.firstPeriodVatMinor))}
      {row(
        plan.trial ? t('payment.summary.afterTrial') : t('payment.summary.thenEvery', { count: plan.termMonths }),
        money(plan.regularTotalMinor),
      )}
      {row(t('payment.summary.notice'), t('plan.noticeDays', { count: plan.noticePeriodDays }))}
    </dl>
  );
}
