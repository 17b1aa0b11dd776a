import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import type { RecommendationsList as Recommendations } from '@laufbahn/contracts/jobs';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { SignInNeeded } from '../../components/layout/sign-in-needed.tsx';
import { CAREER_STEPS_PATH } from '../../features/career-goal/api/get-career-steps.ts';
import { MEMBER_LIST_PATHS } from '../../features/jobs/api/member-lists.ts';
import { RecommendationsList } from '../../features/jobs/components/member-lists/recommendations-list.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { webContext } from '../../lib/load-context.ts';

/**
 * Members only (with `?me=false` a visitor is asked to log in); the recommendations and whether the member has a
 * career goal at all are read on the server.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireMember(args);
  const ctx = webContext(args.context);
  const [list, goals] = await Promise.all([ctx.api(MEMBER_LIST_PATHS.recommendations), ctx.api(CAREER_STEPS_PATH)]);
  return {
    signedOut: list.status === 401,
    list: list.status === 200 ? list.json<Recommendations>() : null,
    hasGoals: goals.status === 200 ? goals.json<CareerStep[]>().length > 0 : null,
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
