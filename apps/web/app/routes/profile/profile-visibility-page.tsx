import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useLoaderData } from 'react-router';
import type { EmployerBlocks } from '@laufbahn/contracts/contact-requests';
import type { PrivacySettings } from '@laufbahn/contracts/privacy';
import { Alert } from '../../components/ui/alert.tsx';
import { employerBlocksEndpoint } from '../../features/recruiter/api/contact-requests.ts';
import { EmployerBlocksSection } from '../../features/recruiter/components/employer-blocks.tsx';
import { privacyEndpoint, usePrivacy } from '../../features/visibility/api/privacy.ts';
import { VisibilityForm } from '../../features/visibility/components/visibility-form.tsx';
import { VisibilityStatus } from '../../features/visibility/components/visibility-status.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { accountDetailsEndpoint } from '../../lib/account/account-details.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { loginWithReturn, profilePaths } from '../../lib/paths.ts';
import type { Route } from './+types/profile-visibility-page';

interface VisibilityData {
  accountId: number;
  privacy: PrivacySettings | null;
  blocks: EmployerBlocks | null;
}

/** Members only; the settings render on the server (a failed load is retried in the browser). */
export async function loader(args: Route.LoaderArgs): Promise<VisibilityData> {
  await requireMember(args);
  const me = await loadEndpoint(args.context, accountDetailsEndpoint);
  // With `?me=false` the sign-in check was skipped; without a session there is nothing to show.
  if (me.status === 401) {
    const url = new URL(args.request.url);
    throw redirect(loginWithReturn(`${url.pathname}${url.search}`));
  }
  if (!me.data) throw data(null, { status: me.status === 404 ? 404 : 500 });
  const accountId = me.data.id;
  const [privacy, blocks] = await Promise.all([
    loadData(args.context, privacyEndpoint(accountId)),
    loadData(args.context, employerBlocksEndpoint),
  ]);
  return { accountId, privacy, blocks };
}

/** `/profile-visibility`: who may see the member's profile (spec screen 6). */
export default function ProfileVisibilityPage() {
  const { t } = useTranslation('visibility');
  const loaded = useLoaderData<typeof loader>();
  const privacy = usePrivacy(loaded.accountId, loaded.privacy ?? undefined);
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-8 lg:py-12">
      <title>{`${t('title')} – Laufbahn`}</title>
      <Link to={profilePaths.overview} className="text-sm font-semibold text-brand underline">
        {t('backToProfile')}
      </Link>
      <h1 className="mt-3 font-serif text-3xl lg:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('lead')}</p>
      <div className="mt-8 flex flex-col gap-8">
        {privacy.data ? (
          <>
            <VisibilityStatus settings={privacy.data} />
            <VisibilityForm accountId={loaded.accountId} settings={privacy.data} />
          </>
        ) : (
          privacy.isError && <Alert>{t('loadFailed')}</Alert>
        )}
        {loaded.blocks && <EmployerBlocksSection blocks={loaded.blocks} />}
      </div>
    </div>
  );
}
