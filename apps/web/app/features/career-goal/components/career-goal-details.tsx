import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NamedItem, Taxonomies } from '@laufbahn/contracts/reference';
import { nameOf } from '../../../lib/reference/taxonomies.ts';
import type { CareerGoalDraft } from '../model/draft.ts';
import { CAREER_GOAL_STEPS, type CareerGoalStepId } from '../model/paths.ts';
import { useMoney } from '../model/use-money.ts';
import { useRadiusLabel } from './location-step.tsx';

export interface DescribedGoal extends CareerGoalDraft {
  currency: string;
}

interface Row {
  key: string;
  label: string;
  /** One entry per chosen item, or the one value. */
  values: string[];
  /** Chosen items (shown as a list), rather than a single value. */
  list?: boolean;
}

/** A goal in words: each sub-step's part, as label and values, in the page's language. */
export function useDescribeGoal(taxonomies: Taxonomies | null | undefined) {
  const { t } = useTranslation('careerGoal');
  const money = useMoney();
  const radiusLabel = useRadiusLabel();
  const names = (items: NamedItem[] | undefined, ids: number[]) =>
    ids.map((id) => nameOf(items, id) ?? t('details.unknown'));

  return (goal: DescribedGoal): Record<CareerGoalStepId, Row[]> => ({
    'add-career-level': [
      {
        key: 'careerLevels',
        label: t('details.careerLevels'),
        values: names(taxonomies?.careerLevels, goal.careerLevelIds),
        list: true,
      },
    ],
    'add-function': [
      {
        key: 'functions',
        label: t('details.functions'),
        values: names(taxonomies?.functions, goal.functionIds),
        list: true,
      },
    ],
    'add-industry': [
      {
        key: 'industries',
        label: t('details.industries'),
        values: names(taxonomies?.industries, goal.industryIds),
        list: true,
      },
    ],
    'add-location': [
      {
        key: 'locations',
        label: t('details.locations'),
        values: goal.locations.map((location) =>
          t('details.location', {
            city: goal.locationNames[location.geoCodeId] ?? t('details.unknown'),
            radius: radiusLabel(location.radiusKm),
          }),
        ),
        list: true,
      },
      {
        key: 'otherLocations',
        label: t('details.otherLocations'),
        values: [goal.openToOtherLocations ? t('details.yes') : t('details.no')],
      },
    ],
    'add-salary': [
      {
        key: 'targetSalary',
        label: t('details.targetSalary'),
        values: [goal.targetSalary == null ? t('details.none') : money(goal.targetSalary, goal.currency)],
      },
    ],
    'add-willingness': [
      {
        key: 'travel',
        label: t('details.travel'),
        values: [goal.willingnessToTravel == null ? t('details.none') : t(`travel.${goal.willingnessToTravel}`)],
      },
      { key: 'workplace', label: t('details.workplace'), values: [t(`workplace.${goal.workplacePreference}`)] },
    ],
  });
}

function Values({ values, list }: Pick<Row, 'values' | 'list'>) {
  const { t } = useTranslation('careerGoal');
  if (!list) return <>{values[0]}</>;
  if (values.length === 0) return <>{t('details.none')}</>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value, index) => (
        <li key={index} className="rounded-full bg-surface px-2.5 py-0.5 text-sm">
          {value}
        </li>
      ))}
    </ul>
  );
}

/** A goal as a description list (the goals page's cards). */
export function CareerGoalDetails({ goal, taxonomies }: { goal: DescribedGoal; taxonomies?: Taxonomies | null }) {
  const describe = useDescribeGoal(taxonomies);
  const parts = describe(goal);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {CAREER_GOAL_STEPS.flatMap((step) => parts[step]).map((row) => (
        <div key={row.key} className="contents">
          <dt className="text-sm font-semibold text-muted sm:pt-0.5">{row.label}</dt>
          <dd className="mb-2 sm:mb-0">
            <Values values={row.values} list={row.list} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A goal by sub-step, each with the way to change it (the edit page's summary). */
export function CareerGoalSummary({
  goal,
  taxonomies,
  changeTo,
}: {
  goal: DescribedGoal;
  taxonomies?: Taxonomies | null;
  changeTo: (step: CareerGoalStepId) => string;
}) {
  const { t } = useTranslation('careerGoal');
  const describe = useDescribeGoal(taxonomies);
  const parts = describe(goal);
  return (
    <ul className="flex flex-col gap-4">
      {CAREER_GOAL_STEPS.map((step) => {
        const title = t(`steps.${STEP_TEXTS[step]}.title`);
        return (
          <li key={step}>
            <section
              aria-labelledby={`summary-${step}`}
              className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-2">
                <h2 id={`summary-${step}`} className="font-serif text-xl">
                  {title}
                </h2>
                <dl className="flex flex-col gap-2">
                  {parts[step].map((row) => (
                    <div key={row.key}>
                      <dt className={parts[step].length > 1 ? 'text-sm font-semibold text-muted' : 'sr-only'}>
                        {row.label}
                      </dt>
                      <dd>
                        <Values values={row.values} list={row.list} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
              <Link
                to={changeTo(step)}
                className="shrink-0 font-semibold text-brand underline"
                aria-label={t(`summary.changeLabels.${STEP_TEXTS[step]}`)}
              >
                {t('summary.change')}
              </Link>
            </section>
          </li>
        );
      })}
    </ul>
  );
}

/** The catalog key of each sub-step's texts. */
export const STEP_TEXTS = {
  'add-career-level': 'careerLevel',
  'add-function': 'function',
  'add-industry': 'industry',
  'add-location': 'location',
  'add-salary': 'salary',
  'add-willingness': 'willingness',
} as const satisfies Record<CareerGoalStepId, string>;
