import { useTranslation } from 'react-i18next';
import type { OfferPlan } from '@laufbahn/contracts/membership';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';

/** Shortest term first, the trial before everything: the order a member compares prices in. */
export const planOrder = (plans: OfferPlan[]) =>
  [...plans].sort((a, b) => Number(b.trial) - Number(a.trial) || a.termMonths - b.termMonths);

/** The plan's name: "14 Tage kostenlos testen" or "12 Monate". */
export function usePlanName() {
  const { t } = useTranslation('membership');
  return (plan: OfferPlan) =>
    plan.trial ? t('plan.trialName', { count: plan.trialDays }) : t('plan.term', { count: plan.termMonths });
}

/** What a plan costs, in one or two sentences: per month, the first period with its discount, each renewal. */
export function PlanPrice({ plan, money }: { plan: OfferPlan; money: (minor: number) => string }) {
  const { t } = useTranslation('membership');
  if (plan.trial)
    return (
      <>
        {t('plan.trialPrice', {
          count: plan.trialDays,
          amount: money(plan.regularTotalMinor),
        })}
      </>
    );
  return (
    <>
      <span className="block">{t('plan.perMonth', { amount: money(plan.pricePerMonthMinor) })}</span>
      <span className="block">
        {plan.firstPeriodDiscountMinor > 0
          ? t('plan.firstPeriodDiscounted', {
              amount: money(plan.firstPeriodTotalMinor),
              discount: money(plan.firstPeriodDiscountMinor),
            })
          : t('plan.firstPeriod', { amount: money(plan.firstPeriodTotalMinor) })}
      </span>
      <span className="block">
        {t('plan.renewal', { count: plan.termMonths, amount: money(plan.regularTotalMinor) })}
      </span>
    </>
  );
}

/** Step 1: the term, with the totals including VAT. */
export function PlanChoice({
  plans,
  value,
  onChange,
  money,
  error,
  compact,
}: {
  plans: OfferPlan[];
  value: number | null;
  onChange: (planId: number) => void;
  money: (minor: number) => string;
  error?: string;
  /** The `paymentMobile` test variant: on small screens, names and monthly prices only until one is chosen. */
  compact: boolean;
}) {
  const { t } = useTranslation('membership');
  const name = usePlanName();
  return (
    <RadioGroup
      legend={t('payment.steps.term')}
      name="plan"
      appearance="cards"
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      error={error}
      options={planOrder(plans).map((plan) => ({
        value: String(plan.id),
        label: name(plan),
        description: (
          <span className={compact && value !== plan.id ? 'max-sm:[&>span:not(:first-child)]:hidden' : undefined}>
            <PlanPrice plan={plan} money={money} />
          </span>
        ),
      }))}
    />
  );
}
