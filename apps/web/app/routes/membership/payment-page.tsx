import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { SignInNeeded } from '../../components/layout/sign-in-needed.tsx';
import { offersEndpoint, paymentTypesEndpoint, trackingName } from '../../features/membership/api/offers.ts';
import type { Payment } from '../../features/membership/api/payments.ts';
import { PaymentForm } from '../../features/membership/components/payment-form.tsx';
import { PaymentStatus } from '../../features/membership/components/payment-status.tsx';
import { useMembershipFormats } from '../../features/membership/model/money.ts';
import { accountDetailsEndpoint } from '../../lib/account/account-details.ts';
import { requireMember, skipsSignInCheck } from '../../lib/auth-guard.ts';
import { deviceClassOf } from '@laufbahn/contracts/device-class';
import { loadData } from '../../lib/endpoint.ts';
import { useFlagVariant } from '../../lib/feature-flags/feature-flags-root.tsx';
import { paths, paymentStatusPath } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/payment-page';

/** A payment id as the address may carry it: the provider's and our ids are short and plain. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

const paymentParam = (url: URL) => {
  const value = url.searchParams.get('paymentId');
  return value && PAYMENT_ID.test(value) ? value : null;
};

/**
 * Members only: a visitor goes to the login page and comes back. A Premium member goes to `/` (spec, routing
 * rules) — except on the waiting screen of their own payment, which ends with "discover Premium".
 */
export async function loader(args: Route.LoaderArgs) {
  await requireMember(args);
  const url = new URL(args.request.url);
  const paymentId = paymentParam(url);
  if (skipsSignInCheck(url)) return { signedOut: true as const };
  const account = await loadData(args.context, accountDetailsEndpoint);
  if (!account) return { signedOut: true as const };
  const deviceClass = deviceClassOf(args.request.headers);
  if (paymentId) return { signedOut: false as const, deviceClass, paymentId, offers: null, paymentTypes: null };
  if (account.premium) throw redirect(paths.home);
  const hook = trackingName(url.searchParams.get('upsell_hook'));
  const affiliate = trackingName(url.searchParams.get('retention_affiliate'));
  const [offers, paymentTypes] = await Promise.all([
    loadData(args.context, offersEndpoint(hook, affiliate)),
    loadData(args.context, paymentTypesEndpoint),
  ]);
  return { signedOut: false as const, deviceClass, paymentId: null, offers, paymentTypes };
}

/** `/payment`: Premium's plans and their purchase (spec screen 5). */
export default function PaymentPage() {
  const { t } = useTranslation('membership');
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { formatLocale } = useRootData();
  const { rate } = useMembershipFormats(data.signedOut ? 'EUR' : (data.offers?.currency ?? 'EUR'));
  // Each payment experiment speaks for its device class only, as the login experiments do (decision 0052).
  const mobile = !data.signedOut && data.deviceClass === 'mobile';
  const sideSummary = useFlagVariant('paymentDesktop') === 'test' && !mobile;
  const compactPlans = useFlagVariant('paymentMobile') === 'test' && mobile;

  const onPayment = (answer: Payment) => {
    if (answer.status === 'requires_action' && answer.actionUrl) {
      // The bank's confirmation page of the provider; it sends the member back to the waiting screen.
      window.location.assign(answer.actionUrl);
      return;
    }
    void navigate(paymentStatusPath(answer.paymentId), { replace: false });
  };
  const retry = () => {
    const next = new URLSearchParams(params);
    next.delete('paymentId');
    void navigate(`${paths.payment}${next.size ? `?${next}` : ''}`);
  };

  const waiting = !data.signedOut && data.paymentId !== null;
  return (
    <div className="mx-auto w-full max-w-5xl px-5 py-10 lg:py-14">
      <title>{`${t('payment.title')} – Laufbahn`}</title>
      <div className="max-w-3xl">
        <h1 className="font-serif text-3xl lg:text-4xl">{t('payment.title')}</h1>
        {!waiting && <p className="mt-3 text-lg text-muted">{t('payment.lead')}</p>}
      </div>
      <div className="mt-8">
        {data.signedOut ? (
          <div className="max-w-3xl">
            <SignInNeeded />
          </div>
        ) : data.paymentId !== null ? (
          <div className="max-w-3xl">
            <PaymentStatus key={data.paymentId} paymentId={data.paymentId} onRetry={retry} />
          </div>
        ) : data.offers && data.paymentTypes && data.offers.plans.length > 0 ? (
          <PaymentForm
            offers={data.offers}
            paymentTypes={data.paymentTypes}
            locale={formatLocale}
            rate={rate}
            sideSummary={sideSummary}
            compactPlans={compactPlans}
            onPayment={onPayment}
          />
        ) : (
          <p role="alert" className="max-w-3xl rounded-md border-l-4 border-danger bg-surface px-4 py-3 text-danger">
            {t('payment.unavailable')}
          </p>
        )}
      </div>
    </div>
  );
}
