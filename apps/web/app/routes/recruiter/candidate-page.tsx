import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { candidateEndpoint } from '../../features/recruiter/api/candidates.ts';
import { candidateContactEndpoint } from '../../features/recruiter/api/contact-requests.ts';
import { ContactPanel } from '../../features/recruiter/components/contact-panel.tsx';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { requireRecruiter } from '../../features/recruiter/model/require-recruiter.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { namesOf, taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/candidate-page';
import { dateTimeFormat } from '@laufbahn/i18n/intl-cache';

export async function loader({ context, params }: Route.LoaderArgs) {
  await requireRecruiter(context);
  const answer = await loadEndpoint(context, candidateEndpoint(params.candidateId));
  // Invisible to this audience, unknown, or an unverified organisation: the member is not there for this recruiter.
  if (!answer.data) throw data(null, { status: answer.status === 403 ? 403 : 404 });
  const [taxonomies, contact] = await Promise.all([
    loadData(context, taxonomiesEndpoint(webContext(context).language)),
    loadData(context, candidateContactEndpoint(params.candidateId)),
  ]);
  return { candidate: answer.data, taxonomies, contact };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-line pt-5">
      <h2 className="font-serif text-xl">{title}</h2>
      {children}
    </section>
  );
}

export default function CandidatePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recruiter');
  const { formatLocale } = useRootData();
  const { candidate, taxonomies, contact } = loaderData;
  const { view } = candidate;
  const month = (value: { month: number; year: number }) =>
    dateTimeFormat(formatLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(value.year, value.month - 1, 1)),
    );
  const names = (items: { id: number; name: string }[] | undefined, ids: number[]) => namesOf(items, ids).join(', ');
  const name = view.name ?? t('candidates.anonymous');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 py-10">
      <title>{`${name} – ${t('site.name')}`}</title>
      <Link to={recruiterPaths.candidates} className="text-sm text-brand underline">
        {t('candidates.back')}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl sm:text-4xl">{name}</h1>
        <p className="text-muted">
          {[
            view.city,
            view.yearsOfExperience !== null ? t('candidates.years', { count: view.yearsOfExperience }) : null,
            candidate.premium ? t('candidates.premium') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {view.visibility === 'anonymous' && <Alert tone="success">{t('candidates.anonymousNote')}</Alert>}
      {candidate.identityRevealed && <Alert tone="success">{t('contact.revealed')}</Alert>}
      {view.currentPosition && (
        <Section title={t('candidates.currentPosition')}>
          <p className="font-semibold">{view.currentPosition.title}</p>
          <p>
            {view.currentPosition.companyName ?? <span className="text-muted">{t('candidates.employerNotShown')}</span>}
            {' · '}
            {t('candidates.since', { date: month(view.currentPosition.since) })}
          </p>
        </Section>
      )}
      {view.pastPositions.length > 0 && (
        <Section title={t('candidates.pastPositions')}>
          <ul className="flex flex-col gap-3">
            {view.pastPositions.map((position) => (
              <li key={`${position.title}-${position.startDate.year}-${position.startDate.month}`}>
                <p className="font-semibold">{position.title}</p>
                <p>
                  {position.companyName}
                  {' · '}
                  {position.endDate
                    ? t('candidates.period', { start: month(position.startDate), end: month(position.endDate) })
                    : t('candidates.since', { date: month(position.startDate) })}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {view.skills.length > 0 && (
        <Section title={t('candidates.skills')}>
          <p>{view.skills.join(', ')}</p>
        </Section>
      )}
      {view.careerGoal && (
        <Section title={t('candidates.careerGoal')}>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t('candidates.careerLevels')}</dt>
            <dd>{names(taxonomies?.careerLevels, view.careerGoal.careerLevelIds) || '–'}</dd>
            <dt className="font-semibold">{t('candidates.functions')}</dt>
            <dd>{names(taxonomies?.functions, view.careerGoal.functionIds) || '–'}</dd>
            <dt className="font-semibold">{t('candidates.industries')}</dt>
            <dd>{names(taxonomies?.industries, view.careerGoal.industryIds) || '–'}</dd>
            <dt className="font-semibold">{t('candidates.locations')}</dt>
            <dd>{view.careerGoal.locations.join(', ') || '–'}</dd>
          </dl>
        </Section>
      )}
      {contact && <ContactPanel candidateId={candidate.id} contact={contact} />}
    </div>
  );
}
