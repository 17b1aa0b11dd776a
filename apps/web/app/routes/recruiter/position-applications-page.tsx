import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { positionApplicationsEndpoint } from '../../features/recruiter/api/positions.ts';
import { ApplicationCard } from '../../features/recruiter/components/application-card.tsx';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { requireRecruiter } from '../../features/recruiter/model/require-recruiter.ts';
import { loadEndpoint } from '../../lib/endpoint.ts';
import type { Route } from './+types/position-applications-page';

export async function loader({ context, params }: Route.LoaderArgs) {
  await requireRecruiter(context);
  const answer = await loadEndpoint(context, positionApplicationsEndpoint(params.positionId));
  if (!answer.data) throw data(null, { status: answer.status === 403 ? 403 : 404 });
  return answer.data;
}

/** `/recruiting/positions/:positionId/applications`: who applied, what they sent, and the answer given. */
export default function PositionApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recruiter');
  const { position, items } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-5 py-10">
      <title>{`${t('applications.title', { title: position.title })} – ${t('site.name')}`}</title>
      <Link to={recruiterPaths.positions} className="text-sm text-brand underline">
        {t('positions.back')}
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl break-words sm:text-4xl">
          {t('applications.title', { title: position.title })}
        </h1>
        <p className="text-muted">
          {position.companyName} · {position.city} · {t(`positions.states.${position.state}`)}
        </p>
        <p className="max-w-3xl text-muted">{t('applications.lead')}</p>
      </div>
      {items.length === 0 ? (
        <p>{t('applications.none')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      )}
    </div>
  );
}
