import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { contactRequestsEndpoint } from '../../features/recruiter/api/contact-requests.ts';
import { ContactRequestInbox } from '../../features/recruiter/components/contact-request-inbox.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadData } from '../../lib/endpoint.ts';
import { paths, profilePaths } from '../../lib/paths.ts';
import type { Route } from './+types/contact-requests-page';

export async function loader(args: Route.LoaderArgs) {
  await requireMember(args);
  return { inbox: await loadData(args.context, contactRequestsEndpoint) };
}

/** `/account/contact-requests`: headhunters' and recruiters' requests; accept, or decline with a reason. */
export default function ContactRequestsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('network');
  const requests = loaderData.inbox?.requests ?? [];
  return (
    <ContentPage title={t('requests.title')} lead={t('requests.lead')}>
      {requests.length > 0 ? (
        <ContactRequestInbox requests={requests} />
      ) : (
        <section className="rounded-lg border border-line bg-surface p-6" aria-labelledby="requests-empty">
          <h2 id="requests-empty" className="font-serif text-xl">
            {t('requests.emptyTitle')}
          </h2>
          <p className="mt-2 leading-relaxed">{t('requests.emptyText')}</p>
        </section>
      )}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={paths.member.recruiterNetwork} className="font-semibold text-brand underline">
          {t('requests.toNetwork')}
        </Link>
        <Link to={profilePaths.visibility} className="font-semibold text-brand underline">
          {t('profileViews.visibility')}
        </Link>
      </p>
    </ContentPage>
  );
}
