import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import type { Recommendation, RecommendationCriterion } from '@laufbahn/contracts/jobs';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { paths, profilePaths } from '../../../../lib/paths.ts';
import { namesOf } from '../../../../lib/reference/taxonomies.ts';
import { useRootData } from '../../../../lib/root-data.ts';
import { JobCard } from '../job-card.tsx';
import { StartEmpty, StartSection } from '../../../../components/layout/start-section.tsx';
import { listFormat } from '@laufbahn/i18n/intl-cache';

/** Each criterion of a goal by the name its filter or goal step has elsewhere. */
const CRITERION_LABELS: Record<RecommendationCriterion, string> = {
  careerLevel: 'jobs:filters.careerLevel',
  function: 'jobs:filters.function',
  industry: 'jobs:filters.industry',
  location: 'careerGoal:steps.location.title',
  workplace: 'jobs:filters.workplace',
  salary: 'careerGoal:details.targetSalary',
};

/** Positions shown per goal on the start page; the account menu's list has them all. */
const PER_GOAL = 3;

/** A goal in words: its career levels and functions, as the member chose them. */
function useGoalName(goal: CareerStep, taxonomies: Taxonomies | null) {
  const { formatLocale } = useRootData();
  const list = listFormat(formatLocale, { type: 'disjunction' });
  const levels = namesOf(taxonomies?.careerLevels, goal.careerLevelIds);
  const functions = namesOf(taxonomies?.functions, goal.functionIds);
  return [levels, functions]
    .filter((part) => part.length > 0)
    .map((part) => list.format(part))
    .join(' · ');
}

function GoalBlock({
  goal,
  index,
  items,
  taxonomies,
}: {
  goal: CareerStep;
  index: number;
  items: Recommendation[];
  taxonomies: Taxonomies | null;
}) {
  const { t } = useTranslation('home');
  const { formatLocale } = useRootData();
  const criteria = listFormat(formatLocale, { type: 'conjunction' });
  const name = useGoalName(goal, taxonomies) || t('list.goalTitle', { ns: 'careerGoal', number: index + 1 });
  const headingId = `goal-${goal.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('goals.goal', { name })}
      </h3>
      {items.length === 0 ? (
        <p className="text-muted">
          {t('goals.noMatches')}{' '}
          <Link to={profilePaths.editCareerGoal(goal.id)} className="font-semibold text-brand underline">
            {t('goals.editGoal')}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.slice(0, PER_GOAL).map((job) => (
            <li key={job.id} className="flex flex-col gap-1">
              <JobCard job={job} headingLevel={3} />
              <p className="px-1 text-sm text-muted" data-testid="recommendation-reason">
                {t('goals.meets', { criteria: criteria.format(job.meets.map((c) => t(CRITERION_LABELS[c]))) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "Positions for your career goals": the first recommendations of each goal, each with the goal's criteria it meets.
 * The same list as the account menu's recommendations (`GET /api/career/recommendations`).
 */
export function GoalRecommendations({
  goals,
  items,
  taxonomies,
}: {
  goals: CareerStep[] | null;
  items: Recommendation[] | null;
  taxonomies: Taxonomies | null;
}) {
  const { t } = useTranslation('home');
  const more = { to: paths.member.recommendations, label: t('goals.all') };
  if (goals === null || items === null) {
    return (
      <StartSection id="start-goals" title={t('goals.title')}>
        <p className="text-muted">{t('unavailable')}</p>
      </StartSection>
    );
  }
  if (goals.length === 0) {
    return (
      <StartSection id="start-goals" title={t('goals.title')}>
        <StartEmpty
          text={t('goals.noGoal')}
          actions={[
            { to: profilePaths.addCareerGoal, label: t('lists.recommendations.setGoal', { ns: 'jobs' }) },
            { to: paths.jobs.search, label: t('lists.toSearch', { ns: 'jobs' }) },
          ]}
        />
      </StartSection>
    );
  }
  return (
    <StartSection id="start-goals" title={t('goals.title')} more={items.length > 0 ? more : undefined}>
      {goals.map((goal, index) => (
        <GoalBlock
          key={goal.id}
          goal={goal}
          index={index}
          taxonomies={taxonomies}
          items={items.filter((item) => item.careerGoalId === goal.id)}
        />
      ))}
    </StartSection>
  );
}
