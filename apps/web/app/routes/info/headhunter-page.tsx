import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { contentLinkClass } from '../../components/layout/content-section.tsx';
import { headhunterEndpoint } from '../../features/headhunters/api/headhunters.ts';
import { FirmFacts } from '../../features/headhunters/components/firm-card.tsx';
import { ContactSection } from '../../features/headhunters/components/message-form.tsx';
import { SentMessages } from '../../features/headhunters/components/sent-messages.tsx';
import { JobList } from '../../features/jobs/components/job-card.tsx';
import { pageId, throwPageFailure } from '../../lib/page-status.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { paths } from '../../lib/paths.ts';
import { useFormats } from '../../lib/use-formats.ts';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/headhunter-page';

/** A listed firm by its id; anything else (unknown, unverified, an employer) is not found. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = pageId(params.id);
  const ctx = webContext(context);
  const [answer, taxonomies] = await Promise.all([
    loadEndpoint(ctx, headhunterEndpoint(id)),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  if (!answer.data) throwPageFailure(answer);
  return { firm: answer.data, taxonomies };
}

/** `/headhunters/:id`: a search firm of the directory, its open mandates, and writing to it (Premium). */
export default function HeadhunterPage() {
  const { t } = useTranslation('pages');
  const { firm, taxonomies } = useLoaderData<typeof loader>();
  const formats = useFormats();
  return (
    <ContentPage title={firm.name}>
      <p>
        <Link to={paths.info.headhunters} className={contentLinkClass}>
          {t('headhunters.firm.back')}
        </Link>
      </p>
      <p className="whitespace-pre-line leading-relaxed">{firm.description}</p>
      <FirmFacts firm={firm} taxonomies={taxonomies} />
      <ContactSection firm={firm} />
      <SentMessages firm={firm} />
      {firm.mandates.items.length === 0 ? (
        <section aria-labelledby="mandates-heading" className="flex flex-col gap-2">
          <h2 id="mandates-heading" className="font-serif text-2xl">
            {t('headhunters.firm.mandatesHeading')}
          </h2>
          <p>{t('headhunters.firm.noMandates')}</p>
        </section>
      ) : (
        <>
          <JobList id="mandates-heading" title={t('headhunters.firm.mandatesHeading')} jobs={firm.mandates.items} />
          {firm.mandates.total > firm.mandates.items.length && (
            <p className="text-muted">
              {t('headhunters.firm.newestMandates', {
                shown: formats.number(firm.mandates.items.length),
                count: firm.mandates.total,
              })}
            </p>
          )}
        </>
      )}
    </ContentPage>
  );
}
