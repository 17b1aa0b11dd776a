import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { SignInNeeded } from '../../components/layout/sign-in-needed.tsx';
import { memberListEndpoints } from '../../features/jobs/api/member-lists.ts';
import { ApplicationsList } from '../../features/jobs/components/member-lists/applications-list.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadEndpoint } from '../../lib/endpoint.ts';
import type { Route } from './+types/applications-page';

/** Members only (with `?me=false` a visitor is asked to log in); the list is read on the server. */
export async function loader(args: Route.LoaderArgs) {
  await requireMember(args);
  const response = await loadEndpoint(args.context, memberListEndpoints.applications);
  return {
    signedOut: response.status === 401,
    list: response.data,
  };
}

/** `/account/applications` (account menu, spec screen 11). */
export default function ApplicationsPage() {
  const { t } = useTranslation('jobs');
  const { signedOut, list } = useLoaderData<typeof loader>();
  return (
    <ContentPage title={t('lists.applications.title')} lead={t('lists.applications.lead')}>
      {signedOut ? <SignInNeeded /> : <ApplicationsList initial={list} />}
    </ContentPage>
  );
}
