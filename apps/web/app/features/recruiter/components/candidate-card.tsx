import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Candidate } from '@laufbahn/contracts/recruiter';
import { candidatePath } from '../model/recruiter-paths.ts';

/** One member in the candidate search: what the projection shows, nothing more. */
export function CandidateCard({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation('recruiter');
  const { view } = candidate;
  const name = view.name ?? t('candidates.anonymous');
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-line bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-serif text-xl">
          <Link to={candidatePath(candidate.id)} className="text-brand hover:underline">
            {name}
          </Link>
        </h3>
        {candidate.premium && (
          <span className="rounded-full bg-surface px-3 py-1 text-sm font-semibold">{t('candidates.premium')}</span>
        )}
      </div>
      {view.currentPosition && (
        <p>
          {view.currentPosition.title}
          {' · '}
          {view.currentPosition.companyName ?? <span className="text-muted">{t('candidates.employerNotShown')}</span>}
        </p>
      )}
      <p className="text-sm text-muted">
        {[view.city, view.yearsOfExperience !== null ? t('candidates.years', { count: view.yearsOfExperience }) : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {view.skills.length > 0 && <p className="text-sm">{view.skills.slice(0, 8).join(', ')}</p>}
    </article>
  );
}
