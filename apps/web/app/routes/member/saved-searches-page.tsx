import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { SignInNeeded } from '../../components/layout/sign-in-needed.tsx';
import { savedSearchesEndpoint } from '../../features/jobs/api/saved-searches.ts';
import { SavedSearchList } from '../../features/jobs/components/member-lists/saved-search-list.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/saved-searches-page';

/**
 * Members only (with `?me=false` a visitor is asked to log in); the searches and the taxonomies that name their
 * filters are read on the server.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireMember(args);
  const ctx = webContext(args.context);
  const [list, taxonomies] = await Promise.all([
    loadEndpoint(ctx, savedSearchesEndpoint),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  return {
    signedOut: list.status === 401,
    list: list.data,
    taxonomies,
  };
}

/** `/account/saved-searches` (account menu, spec screen 11). */
export default function SavedSearchesPage() {
  const { t } = useTranslation('jobs');
  const { signedOut, list, taxonomies } = useLoaderData<typeof loader>();
  return (
    <ContentPage title={t('lists.savedSearches.title')} lead={t('lists.savedSearches.lead')}>
      {signedOut ? <SignInNeeded /> : <SavedSearchList initial={list} taxonomies={taxonomies} />}
    </ContentPage>
  );
}
