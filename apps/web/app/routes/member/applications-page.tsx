import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ApplicationsList as Applications } from '@laufbahn/contracts/jobs';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { SignInNeeded } from '../../components/layout/sign-in-needed.tsx';
import { MEMBER_LIST_PATHS } from '../../features/jobs/api/member-lists.ts';
import { ApplicationsList } from '../../features/jobs/components/member-lists/applications-list.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { webContext } from '../../lib/load-context.ts';

/** Members only (with `?me=false` a visitor is asked to log in); the list is read on the server. */
export async function loader(args: LoaderFunctionArgs) {
  await requireMember(args);
  const response = await webContext(args.context).api(MEMBER_LIST_PATHS.applications);
  return {
    signedOut: response.status === 401,
    list: response.status === 200 ? response.json<Applications>() : null,
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
