import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationsList } from '@laufbahn/contracts/jobs';
import { StartEmpty, StartSection } from '../../../../components/layout/start-section.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useFormats } from '../../../../lib/use-formats.ts';
import { useApplicationStatus } from '../../model/use-application-status.ts';
import { LockedCompany, jobHref } from '../job-card.tsx';

/** Applications shown on the start page; the account menu's list has them all. */
const SHOWN = 3;

/**
 * "Your applications": the latest ones with where each stands — sent on a date, the publisher's status and since when
 * (or that a feed position's application reached no one), unanswered for 30 days, and whether the position is still
 * advertised.
 */
export function LatestApplications({ list }: { list: ApplicationsList | null }) {
  const { t } = useTranslation('home');
  const format = useFormats();
  const statusOf = useApplicationStatus();
  const title = t('applications.title');
  if (list === null) {
    return (
      <StartSection id="start-applications" title={title}>
        <p className="text-muted">{t('unavailable')}</p>
      </StartSection>
    );
  }
  if (list.items.length === 0) {
    return (
      <StartSection id="start-applications" title={title}>
        <StartEmpty
          text={t('applications.none')}
          actions={[{ to: paths.jobs.search, label: t('lists.toSearch', { ns: 'jobs' }) }]}
        />
      </StartSection>
    );
  }
  return (
    <StartSection
      id="start-applications"
      title={title}
      more={{ to: paths.member.applications, label: t('applications.all') }}
    >
      <ul>
        {list.items.slice(0, SHOWN).map((job) => (
          <li key={job.applicationId} className="flex flex-col gap-0.5 border-b border-line py-3 last:border-b-0">
            <Link to={jobHref(job)} className="break-words font-semibold text-brand underline">
              {job.title}
            </Link>
            <span className="break-words text-sm">
              {job.locked || !job.companyName ? <LockedCompany /> : job.companyName}
            </span>
            <span className="text-sm text-muted">
              {[
                t('applications.sent', { date: format.date(job.appliedAt) }),
                ...statusOf(job.application),
                job.status === 'active' ? t('applications.open') : t('applications.closed'),
              ].join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </StartSection>
  );
}
