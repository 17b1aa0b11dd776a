import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { recruiterNetworkEndpoint } from '../../features/recruiter/api/contact-requests.ts';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadData } from '../../lib/endpoint.ts';
import { paths } from '../../lib/paths.ts';
import { useFormats } from '../../lib/use-formats.ts';
import type { Route } from './+types/recruiter-network-page';

export async function loader(args: Route.LoaderArgs) {
  await requireMember(args);
  return { network: await loadData(args.context, recruiterNetworkEndpoint) };
}

/** `/account/recruiter-network`: the recruiters whose contact request the member accepted, and how to reach them. */
export default function RecruiterNetworkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('network');
  const formats = useFormats();
  const contacts = loaderData.network?.contacts ?? [];
  return (
    <ContentPage
      title={t('menu.recruiterNetwork', { ns: 'account' })}
      lead={t('area.recruiterNetwork.lead', { ns: 'account' })}
    >
      {contacts.length > 0 ? (
        <section aria-labelledby="network-list" className="flex flex-col gap-4">
          <h2 id="network-list" className="font-serif text-xl">
            {t('networkPage.list')}
          </h2>
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
            {contacts.map((contact) => (
              <li key={contact.recruiterEmail} className="flex flex-col gap-1 p-4">
                <p className="font-semibold">{contact.recruiterName}</p>
                <p className="text-sm">
                  {contact.organisationName}
                  {' · '}
                  {t(`kinds.${contact.organisationKind}`, { ns: 'recruiter' })}
                </p>
                <p className="text-sm text-muted">{t('networkPage.since', { date: formats.date(contact.since) })}</p>
                <p className="text-sm">
                  <a href={`mailto:${contact.recruiterEmail}`} className="font-semibold text-brand underline">
                    {t('networkPage.write', { name: contact.recruiterName })}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className="rounded-lg border border-line bg-surface p-6" aria-labelledby="area-empty">
          <h2 id="area-empty" className="font-serif text-xl">
            {t('area.recruiterNetwork.emptyTitle', { ns: 'account' })}
          </h2>
          <p className="mt-2 leading-relaxed">{t('area.recruiterNetwork.emptyText', { ns: 'account' })}</p>
        </section>
      )}
      <p>
        <Link to={paths.member.contactRequests} className="font-semibold text-brand underline">
          {t('networkPage.toRequests')}
        </Link>
      </p>
    </ContentPage>
  );
}
