import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SalaryEvaluation } from '@laufbahn/contracts/cv';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { nameOf } from '../../../lib/reference/taxonomies.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { numberFormat } from '@laufbahn/i18n/intl-cache';

/**
 * The salary estimate of the "evaluating salary" stage: a band in the country version's currency, and
 * what it rests on, so the member can judge it.
 */
export function SalaryEvaluationCard({
  evaluation,
  taxonomies,
  editTo,
}: {
  evaluation: SalaryEvaluation | null;
  taxonomies?: Taxonomies;
  editTo: string;
}) {
  const { t } = useTranslation(['cv', 'salary']);
  const { formatLocale } = useRootData();
  const format = useFormats();
  const positions = evaluation?.basis.positions ?? null;
  const unknown = t('verify.salary.unknown');
  let band: string | undefined;
  let years: string | undefined;
  if (evaluation) {
    const money = numberFormat(formatLocale, {
      style: 'currency',
      currency: evaluation.currency,
      maximumFractionDigits: 0,
    });
    band = money.formatRange(evaluation.min, evaluation.max);
    if (evaluation.basis.yearsOfExperience !== null)
      years = numberFormat(formatLocale, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(
        evaluation.basis.yearsOfExperience,
      );
  }
  const levelName = evaluation && nameOf(taxonomies?.careerLevels, evaluation.basis.careerLevelId);
  const careerLevel =
    levelName && evaluation?.basis.careerLevelFromExperience
      ? t('verify.salary.levelFromExperience', { level: levelName })
      : levelName;
  const basis = evaluation
    ? ([
        ['careerLevel', careerLevel],
        ['function', nameOf(taxonomies?.functions, evaluation.basis.functionId)],
        ['industry', nameOf(taxonomies?.industries, evaluation.basis.industryId)],
        ['country', nameOf(taxonomies?.countries, evaluation.basis.countryId)],
        // The model compares positions, not years; the years count only where they gave the career level.
        ...(positions && !evaluation.basis.careerLevelFromExperience ? [] : [['experience', years] as const]),
      ] as const)
    : [];

  return (
    <section aria-labelledby="salary-evaluation-title" className="rounded-lg border border-line bg-white p-5">
      <h2 id="salary-evaluation-title" className="font-serif text-xl">
        {t('verify.salary.title')}
      </h2>
      {evaluation && band ? (
        <>
          <p className="mt-3">
            <span className="block font-serif text-2xl text-brand">{band}</span>
            <span className="text-sm text-muted">{t('verify.salary.perYear')}</span>
          </p>
          <h3 className="mt-4 text-sm font-semibold">{t('verify.salary.basis')}</h3>
          <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {basis.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-muted">{t(`verify.salary.${key}`)}</dt>
                <dd>{value ?? unknown}</dd>
              </div>
            ))}
          </dl>
          {positions && (
            <p className="mt-3 text-sm text-muted">
              {t('salary:basis.positions', {
                count: positions.sampleSize,
                number: format.number(positions.sampleSize),
                from: format.date(positions.periodFrom),
                to: format.date(positions.periodTo),
              })}
            </p>
          )}
          <p className="mt-3 text-sm text-muted">{t('verify.salary.note')}</p>
        </>
      ) : (
        <p className="mt-3 text-muted">{t('verify.salary.none')}</p>
      )}
      <p className="mt-4">
        <Link to={editTo} className="font-semibold text-brand underline">
          {t('verify.salary.edit')}
        </Link>
      </p>
    </section>
  );
}
