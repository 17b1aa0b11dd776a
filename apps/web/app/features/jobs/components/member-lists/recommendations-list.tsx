import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecommendationsList as Recommendations } from '@laufbahn/contracts/jobs';
import { paths, profilePaths } from '../../../../lib/paths.ts';
import { useRecommendations } from '../../api/member-lists.ts';
import { JobList } from '../job-card.tsx';
import { EmptyState, ListLoadState } from './list-states.tsx';

/**
 * `/account/recommendations`: open positions matching the member's career goals. Without a goal there is nothing to
 * match, so the page leads to the goal; `hasGoals` is null when the goals could not be read.
 */
export function RecommendationsList({
  initial,
  hasGoals,
}: {
  initial: Recommendations | null;
  hasGoals: boolean | null;
}) {
  const { t } = useTranslation('jobs');
  const recommendations = useRecommendations(initial);
  const items = recommendations.data?.items ?? [];

  if (hasGoals === false) {
    return (
      <EmptyState
        id="recommendations-no-goal"
        title={t('lists.recommendations.noGoalTitle')}
        text={t('lists.recommendations.noGoalText')}
        actions={[
          { to: profilePaths.addCareerGoal, label: t('lists.recommendations.setGoal') },
          { to: paths.jobs.search, label: t('lists.toSearch') },
        ]}
      />
    );
  }
  return (
    <ListLoadState query={recommendations}>
      {items.length === 0 ? (
        <EmptyState
          id="recommendations-empty"
          title={t('lists.recommendations.emptyTitle')}
          text={t('lists.recommendations.emptyText')}
          actions={[
            { to: profilePaths.careerGoals, label: t('lists.recommendations.editGoals') },
            { to: paths.jobs.search, label: t('lists.toSearch') },
          ]}
        />
      ) : (
        <>
          <p>
            <Link to={profilePaths.careerGoals} className="font-semibold text-brand underline">
              {t('lists.recommendations.editGoals')}
            </Link>
          </p>
          <JobList id="recommendations-heading" title={t('lists.recommendations.listTitle')} jobs={items} />
        </>
      )}
    </ListLoadState>
  );
}
