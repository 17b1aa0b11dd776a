import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { SignInNeeded } from '../../components/layout/sign-in-needed.tsx';
import { membershipEndpoint, useMembership } from '../../features/membership/api/membership.ts';
import { MembershipOverview } from '../../features/membership/components/membership-overview.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadEndpoint } from '../../lib/endpoint.ts';
import type { Route } from './+types/membership-page';

/** Members only (with `?me=false` a visitor is asked to log in); the membership is read on the server. */
export async function loader(args: Route.LoaderArgs) {
  await requireMember(args);
  const loaded = await loadEndpoint(args.context, membershipEndpoint);
  return { signedOut: loaded.status === 401, membership: loaded.data };
}

/** `/account/membership`: plan, status, renewal or end, payment method, invoices; cancel and withdraw. */
export default function MembershipPage() {
  const { t } = useTranslation('membership');
  const { signedOut, membership: initial } = useLoaderData<typeof loader>();
  const { data: membership, isError } = useMembership(initial, !signedOut);
  return (
    <ContentPage title={t('account.title')} lead={t('account.lead')}>
      {signedOut ? (
        <SignInNeeded />
      ) : membership ? (
        <MembershipOverview membership={membership} />
      ) : (
        <p role={isError ? 'alert' : 'status'} className={isError ? 'text-danger' : 'text-muted'}>
          {isError ? t('account.unavailable') : t('loading', { ns: 'common' })}
        </p>
      )}
    </ContentPage>
  );
}
