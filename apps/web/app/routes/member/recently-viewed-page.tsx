import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RecentlyViewedList as RecentlyViewed } from '@laufbahn/contracts/jobs';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { MEMBER_LIST_PATHS } from '../../features/jobs/api/member-lists.ts';
import { RecentlyViewedList } from '../../features/jobs/components/member-lists/recently-viewed-list.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { webContext } from '../../lib/load-context.ts';

/** Members only; the list is read on the server. */
export async function loader(args: LoaderFunctionArgs) {
  await requireMember(args);
  const response = await webContext(args.context).api(MEMBER_LIST_PATHS.recentlyViewed);
  return { list: response.status === 200 ? response.json<RecentlyViewed>() : null };
}

/** `/account/recently-viewed` (account menu, spec screen 11). */
export default function RecentlyViewedPage() {
  const { t } = useTranslation('jobs');
  const { list } = useLoaderData<typeof loader>();
  return (
    <ContentPage title={t('lists.recentlyViewed.title')} lead={t('lists.recentlyViewed.lead')}>
      <RecentlyViewedList initial={list} />
    </ContentPage>
  );
}
