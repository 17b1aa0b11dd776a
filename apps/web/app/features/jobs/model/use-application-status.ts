import { useTranslation } from 'react-i18next';
import type { ApplicationState } from '@laufbahn/contracts/jobs';
import { useFormats } from '../../../lib/use-formats.ts';

/**
 * Where an application stands, in words: the publisher's status and since when, or that it reached no one (a feed
 * position), and whether it has gone unanswered for 30 days. The "already applied" list and the start page say it alike.
 */
export function useApplicationStatus(): (application: ApplicationState) => string[] {
  const { t } = useTranslation('jobs');
  const format = useFormats();
  return (application) => [
    application.forwarded && application.status
      ? application.statusChangedAt
        ? t('lists.applications.statusSince', {
            status: t(`lists.applications.statuses.${application.status}`),
            date: format.date(application.statusChangedAt),
          })
        : t(`lists.applications.statuses.${application.status}`)
      : t('lists.applications.notForwarded'),
    ...(application.unanswered ? [t('lists.applications.unanswered')] : []),
  ];
}
