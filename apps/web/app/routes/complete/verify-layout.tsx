import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Outlet, useLoaderData, useLocation, useRouteLoaderData } from 'react-router';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useGeneratedProfile } from '../../features/cv/api/get-generated-profile.ts';
import { FlowProgress } from '../../features/cv/components/flow-progress.tsx';
import { uncertainFields } from '../../features/cv/model/confidence.ts';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { completePaths, profilePaths } from '../../lib/paths.ts';
import { generatedProfileEndpoint, generatedProfileSource, ProfileSourceProvider } from '../../lib/profile-source.tsx';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/verify-layout';
import { idFromRoute } from '../../lib/route-id.ts';

export interface VerifyLayoutData {
  profile: GeneratedProfile;
  taxonomies: Taxonomies | null;
}

/** Members only; the generated profile and the taxonomies are loaded on the server. */
export async function loader(args: Route.LoaderArgs): Promise<VerifyLayoutData> {
  await requireMember(args);
  const id = idFromRoute(args.params.profileId);
  if (id === null) throw data(null, { status: 404 });
  const ctx = webContext(args.context);
  const [profile, taxonomies] = await Promise.all([
    loadEndpoint(ctx, generatedProfileEndpoint(id)),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  if (profile.status === 404 || profile.status === 403) throw data(null, { status: 404 });
  if (!profile.data) throw data(null, { status: 500 });
  return { profile: profile.data, taxonomies };
}

export const useVerifyLayoutData = () => useRouteLoaderData('verify') as VerifyLayoutData;

/** A profile confirmed earlier, or one that is not ready: nothing left to check here. */
function Closed({ profile }: { profile: GeneratedProfile }) {
  const { t } = useTranslation('cv');
  const state = profile.confirmedAt ? 'confirmed' : profile.status === 'failed' ? 'failed' : 'processing';
  return (
    <>
      <title>{`${t(`closed.${state}.title`)} – Laufbahn`}</title>
      <h1 className="font-serif text-3xl lg:text-4xl">{t(`closed.${state}.title`)}</h1>
      <p className="mt-3 text-lg text-muted">{t(`closed.${state}.text`)}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {state === 'confirmed' ? (
          <>
            <LinkButton to={profilePaths.overview}>{t('closed.toProfile')}</LinkButton>
            <LinkButton to={profilePaths.addCareerGoal} variant="secondary">
              {t('closed.toCareerGoal')}
            </LinkButton>
          </>
        ) : (
          <LinkButton to={completePaths.start}>{t('closed.uploadAgain')}</LinkButton>
        )}
      </div>
    </>
  );
}

/**
 * The verify pages: the profile area's own pages, reading and writing the generated profile. Values read
 * with little confidence are marked "please check" on every page.
 */
export default function VerifyLayout() {
  const loaded = useLoaderData<typeof loader>();
  const id = loaded.profile.id;
  const { data: profile } = useGeneratedProfile(id, loaded.profile);
  const confirmPage = useLocation().pathname.endsWith('/verify/complete');
  const source = useMemo(() => {
    const current = profile ?? loaded.profile;
    const uncertain = uncertainFields(current);
    return generatedProfileSource(id, {
      initialProfile: loaded.profile,
      taxonomies: loaded.taxonomies ?? undefined,
      needsCheck: (field) => uncertain.has(field),
      positionChecks: (positionId) => current.positionChecks[String(positionId)] ?? [],
    });
  }, [id, profile, loaded.profile, loaded.taxonomies]);
  // Judged on what the server said when the page opened: confirming leaves the page before it could change.
  const closed = loaded.profile.confirmedAt !== null || loaded.profile.status !== 'ready';

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-8 lg:py-12">
      {closed ? (
        <Closed profile={loaded.profile} />
      ) : (
        <>
          <FlowProgress current={confirmPage ? 'confirm' : 'verify'} />
          <ProfileSourceProvider value={source}>
            <Outlet />
          </ProfileSourceProvider>
        </>
      )}
    </div>
  );
}
