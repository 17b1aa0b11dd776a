import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { sentContactRequestsEndpoint } from '../../features/recruiter/api/contact-requests.ts';
import { candidatePath, recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { requireRecruiter } from '../../features/recruiter/model/require-recruiter.ts';
import { loadEndpoint } from '../../lib/endpoint.ts';
import { useFormats } from '../../lib/use-formats.ts';
import type { Route } from './+types/sent-contact-requests-page';

export async function loader({ context }: Route.LoaderArgs) {
  await requireRecruiter(context);
  const answer = await loadEndpoint(context, sentContactRequestsEndpoint);
  if (!answer.data) throw data(null, { status: answer.status === 403 ? 403 : 500 });
  return { sent: answer.data };
}

/** `/recruiting/contact-requests`: the requests this recruiter sent, their status, and the month's credits. */
export default function SentContactRequestsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recruiter');
  const formats = useFormats();
  const { requests, credits } = loaderData.sent;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-5 py-10">
      <title>{`${t('requests.title')} – ${t('site.name')}`}</title>
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl sm:text-4xl">{t('requests.title')}</h1>
        <p className="text-muted">{t('requests.lead')}</p>
        <p className="font-semibold">
          {t('requests.credits', {
            count: credits.remaining,
            remaining: credits.remaining,
            allowance: credits.monthlyAllowance,
          })}
        </p>
      </div>
      {requests.length === 0 ? (
        <p>
          {t('requests.none')}{' '}
          <Link to={recruiterPaths.candidates} className="font-semibold text-brand underline">
            {t('requests.searchLink')}
          </Link>
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('requests.title')}</caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="p-3">
                  {t('requests.candidate')}
                </th>
                <th scope="col" className="p-3">
                  {t('requests.subject')}
                </th>
                <th scope="col" className="p-3">
                  {t('requests.sentAt')}
                </th>
                <th scope="col" className="p-3">
                  {t('requests.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {requests.map((request) => (
                <tr key={request.id}>
                  <td className="p-3 align-top">
                    {request.candidateFindable ? (
                      <Link to={candidatePath(request.candidateId)} className="font-semibold text-brand underline">
                        {request.candidateName ?? t('candidates.anonymous')}
                      </Link>
                    ) : (
                      <span className="text-muted">{t('requests.noLongerVisible')}</span>
                    )}
                    {request.candidateTitle && <span className="block text-muted">{request.candidateTitle}</span>}
                  </td>
                  <td className="p-3 align-top">
                    {request.subject}
                    {request.creditUsed && <span className="block text-muted">{t('requests.creditUsed')}</span>}
                  </td>
                  <td className="p-3 align-top whitespace-nowrap">{formats.date(request.createdAt)}</td>
                  <td className="p-3 align-top">
                    <span className="font-semibold">{t(`requests.statuses.${request.status}`)}</span>
                    {request.answeredAt && <span className="block text-muted">{formats.date(request.answeredAt)}</span>}
                    {request.declineReason && (
                      <span className="block">{t(`declineReasons.${request.declineReason}`)}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
