import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobListing } from '@laufbahn/contracts/jobs';
import { JobCard } from '../job-card.tsx';

export type MemberListJob = JobListing & { status: 'active' | 'expired' };

export interface MemberJobEntry {
  job: MemberListJob;
  /** "Gespeichert am 3. März 2025": when the position joined this list. */
  note: string;
  action?: ReactNode;
}

/** "Abgelaufen": the position is no longer advertised; its page shows similar positions. */
export function ExpiredBadge() {
  const { t } = useTranslation('jobs');
  return (
    <span className="inline-flex items-center rounded-full border border-danger px-2.5 py-0.5 text-sm font-semibold text-danger">
      {t('lists.expired')}
    </span>
  );
}

/**
 * Positions of one of the member's lists: each the usual job card (teasers stay teasers) with a line below saying
 * when it joined the list, whether it has expired, and the list's own action.
 */
export const MemberJobList = forwardRef<HTMLHeadingElement, { entries: MemberJobEntry[] }>(function MemberJobList(
  { entries },
  headingRef,
) {
  const { t } = useTranslation('jobs');
  return (
    <section aria-labelledby="member-list-heading" className="flex flex-col gap-3">
      {/* Named for assistive technology; focus returns here when an entry is removed. */}
      <h2 id="member-list-heading" ref={headingRef} tabIndex={-1} className="sr-only">
        {t('lists.entries', { count: entries.length })}
      </h2>
      <ul className="flex flex-col gap-4" data-testid="member-job-list">
        {entries.map(({ job, note, action }) => (
          <li
            key={job.id}
            data-job-id={job.id}
            // The card keeps its content; the frame around card and line replaces its own border.
            className="overflow-hidden rounded-md border border-line bg-white [&>article]:rounded-none [&>article]:border-0"
          >
            <JobCard job={job} />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line bg-surface px-4 py-2 text-sm sm:px-5">
              <span className="text-muted">{note}</span>
              {job.status === 'expired' && <ExpiredBadge />}
              {action && <span className="ml-auto">{action}</span>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});
