import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobListing } from '@laufbahn/contracts/jobs';
import { companyPath, jobPath } from '../../../lib/paths.ts';
import { jobSlug } from '../model/format.ts';
import { useJobFormats } from '../model/use-job-formats.ts';

/** A small padlock, next to "Premium" on exclusive positions a visitor or Basic member cannot open fully. */
export function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="currentColor">
      <path d="M5 7V5a3 3 0 1 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
    </svg>
  );
}

/** "Premium · members only" in place of the company of a locked position. */
export function LockedCompany() {
  const { t } = useTranslation('jobs');
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-muted">
      <span className="inline-flex items-center gap-1 rounded-full bg-surface px-2 py-0.5 text-sm font-semibold text-brand">
        <LockIcon />
        {t('listing.premium')}
      </span>
      {t('listing.lockedCompany')}
    </span>
  );
}

const daysSince = (iso: string) => Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 86_400_000));

/** Where the position comes from, its first sighting when it was posted again, and a possibly filled mark. */
function ListingTrust({ job }: { job: JobListing }) {
  const { t } = useTranslation('jobs');
  const format = useJobFormats();
  const { provenance } = job;
  return (
    <>
      <li>
        {provenance.origin === 'laufbahn'
          ? t('trust.onLaufbahn')
          : t('trust.fromFeed', { feed: provenance.feedName ?? '' })}
      </li>
      {provenance.repostCount > 0 && (
        <li>
          {t('trust.reposted', {
            when: format.daysAgo(daysSince(provenance.firstSeenAt)),
            count: provenance.repostCount,
            number: provenance.repostCount,
          })}
        </li>
      )}
      {provenance.possiblyFilled && <li className="font-semibold">{t('trust.possiblyFilled')}</li>}
    </>
  );
}

export const jobHref = (job: Pick<JobListing, 'id' | 'title'>) => jobPath(job.id, jobSlug(job.title));

/** One position in a list: title (the link), company or teaser lock, city, workplace, salary band, age. */
export const JobCard = forwardRef<HTMLAnchorElement, { job: JobListing; headingLevel?: 2 | 3 }>(function JobCard(
  { job, headingLevel = 3 },
  ref,
) {
  const { t } = useTranslation('jobs');
  const format = useJobFormats();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col gap-1.5 rounded-md border border-line bg-white p-4 sm:p-5">
      <Heading className="hyphens-auto break-words font-serif text-xl leading-snug">
        <Link
          ref={ref}
          to={jobHref(job)}
          className="text-brand hover:underline"
          data-job-id={job.id}
          data-locked={job.locked || undefined}
        >
          {job.title}
        </Link>
      </Heading>
      <p className="break-words">
        {job.locked || !job.companyName ? (
          <LockedCompany />
        ) : !job.exclusive && job.companyId !== null ? (
          // A position in the open gives its company a page (companyHasPageSql); a members-only one may not.
          <Link
            to={companyPath(job.companyId, job.companyName)}
            className="underline decoration-1 underline-offset-2 hover:text-brand"
          >
            {job.companyName}
          </Link>
        ) : (
          job.companyName
        )}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <li>{job.city}</li>
        <li>{t(`workplace.${job.workplaceType}`)}</li>
        <li>
          <span className="sr-only">{t('listing.salary')} </span>
          {format.salaryBand(job)}
        </li>
        <li>{t('listing.published', { when: format.daysAgo(job.daysSincePublication) })}</li>
        <ListingTrust job={job} />
        {job.exclusive && !job.locked && <li className="font-semibold text-brand">{t('listing.exclusive')}</li>}
      </ul>
    </article>
  );
});

/** A short list of positions under a heading (similar positions, more at the company). */
export function JobList({ title, jobs, id }: { title: string; jobs: JobListing[]; id: string }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-serif text-2xl">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}
