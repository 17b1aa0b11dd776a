import { vatIncluded, type Offers, type OfferPlan, type PaymentTypes } from '@laufbahn/contracts/membership';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import type { Db } from '../../db/client.ts';
import { membershipRepository, type PlanRow } from './membership.repository.ts';

/** A plan as the payment page shows it, with its VAT at the country version's rate. */
export function toOfferPlan(plan: PlanRow, vatRateBp: number): OfferPlan {
  const trial = plan.trialDays > 0;
  const firstPeriodTotalMinor = trial ? 0 : plan.regularTotalMinor - plan.firstPeriodDiscountMinor;
  return {
    id: plan.id,
    termMonths: plan.termMonths,
    trial,
    trialDays: plan.trialDays,
    pricePerMonthMinor: Math.round(plan.regularTotalMinor / plan.termMonths),
    firstPeriodDiscountMinor: plan.firstPeriodDiscountMinor,
    firstPeriodTotalMinor,
    firstPeriodVatMinor: vatIncluded(firstPeriodTotalMinor, vatRateBp),
    regularTotalMinor: plan.regularTotalMinor,
    regularVatMinor: vatIncluded(plan.regularTotalMinor, vatRateBp),
    noticePeriodDays: plan.noticePeriodDays,
  };
}

export function offersService(db: Db) {
  const repository = membershipRepository(db);

  /** The VAT rate of a country version; every version has one (the catalogue file is checked on start). */
  async function vatRateBp(version: CountryVersion): Promise<number> {
    const rate = await repository.vatRateBp(version.code);
    if (rate === undefined) throw new Error(`no VAT rate for ${version.code}`);
    return rate;
  }

  return {
    vatRateBp,

    /**
     * The plans of the country version's currency at its VAT rate. A member who has had a trial is not offered
     * another (a trial is once per member); visitors see the trial.
     */
    async offers(version: CountryVersion, accountId: number | undefined): Promise<Offers> {
      const rateBp = await vatRateBp(version);
      const [plans, hadTrial] = await Promise.all([
        repository.activePlans(version.currency),
        accountId === undefined ? false : repository.hadTrial(accountId),
      ]);
      return {
        currency: version.currency,
        vatRate: rateBp / 100,
        plans: plans.filter((plan) => !(hadTrial && plan.trialDays > 0)).map((plan) => toOfferPlan(plan, rateBp)),
      };
    },

    /** Card everywhere; SEPA direct debit where the currency is the euro. */
    paymentTypes(version: CountryVersion): PaymentTypes {
      return version.currency === 'EUR' ? [{ code: 'card' }, { code: 'sepa_debit' }] : [{ code: 'card' }];
    },
  };
}
