import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@laufbahn/contracts/jobs';
import { numberFormat } from '@laufbahn/i18n/intl-cache';
import { useRootData } from '../../../lib/root-data.ts';
import { useFormats } from '../../../lib/use-formats.ts';

/**
 * How the publisher answers applications, with what the figure is based on; for a position published on Laufbahn
 * only (an imported position's applications do not reach its publisher through us, so there is nothing to show).
 */
export function PublisherAnswers({ answers }: { answers: JobDetail['publisherAnswers'] }) {
  const { t } = useTranslation('jobs');
  const { formatLocale } = useRootData();
  const formats = useFormats();
  if (!answers) return <>{t('trust.answersNotEnough')}</>;
  const share = formats.percent(answers.answeredShare);
  const days = answers.medianFirstAnswerDays;
  // Under a day is said in hours: "0.3 days" reads oddly.
  const time =
    days === null
      ? null
      : days < 1
        ? numberFormat(formatLocale, {
            style: 'unit',
            unit: 'hour',
            unitDisplay: 'long',
            maximumFractionDigits: 0,
          }).format(Math.max(1, Math.round(days * 24)))
        : numberFormat(formatLocale, {
            style: 'unit',
            unit: 'day',
            unitDisplay: 'long',
            maximumFractionDigits: 1,
          }).format(days);
  return (
    <>
      {time === null ? t('trust.answersShare', { share }) : t('trust.answers', { share, time })}
      <span className="block text-sm font-normal text-muted">
        {t('trust.answersBasis', {
          count: answers.basedOn,
          number: formats.number(answers.basedOn),
          days: formats.number(answers.windowDays),
        })}
      </span>
    </>
  );
}
