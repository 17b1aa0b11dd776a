import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { SignInNeeded } from '../../components/layout/sign-in-needed.tsx';
import { careerStepsEndpoint } from '../../features/career-goal/api/get-career-steps.ts';
import { memberListEndpoints } from '../../features/jobs/api/member-lists.ts';
import { RecommendationsList } from '../../features/jobs/components/member-lists/recommendations-list.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadEndpoint } from '../../lib/endpoint.ts';
import type { Route } from './+types/recommendations-page';

/**
 * Members only (with `?me=false` a visitor is asked to log in); the recommendations and whether the member has a
 * career goal at all are read on the server.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireMember(args);
  const [list, goals] = await Promise.all([
    loadEndpoint(args.context, memberListEndpoints.recommendations),
    loadEndpoint(args.context, careerStepsEndpoint),
  ]);
  return {
    signedOut: list.status === 401,
    list: list.data,
    hasGoals: goals.data ? goals.data.length > 0 : null,
  };
}

/** `/account/recommendations` (account menu, spec screen 11): positions matching the member's career goals. */
export default function RecommendationsPage() {
  const { t } = useTranslation('jobs');
  const { signedOut, list, hasGoals } = useLoaderData<typeof loader>();
  return (
    <ContentPage title={t('lists.recommendations.title')} lead={t('lists.recommendations.lead')}>
      {signedOut ? <SignInNeeded /> : <RecommendationsList initial={list} hasGoals={hasGoals} />}
    </ContentPage>
  );
}
