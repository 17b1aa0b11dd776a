import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect, useLoaderData } from 'react-router';
import { JobPageSignUp } from '../../features/account/components/job-page-sign-up.tsx';
import { jobEndpoint, jobKey, useJob } from '../../features/jobs/api/get-job.ts';
import { ExpiredJobView, JobDetailView } from '../../features/jobs/components/job-detail.tsx';
import { jobSlug } from '../../features/jobs/model/format.ts';
import { jobPostingJsonLd } from '../../features/jobs/model/job-posting.ts';
import { pageId, throwPageFailure } from '../../lib/page-status.ts';
import { canonicalMeta, canonicalUrl } from '../../features/jobs/model/page-urls.ts';
import { useJobFormats } from '../../features/jobs/model/use-job-formats.ts';
import { countryUrls } from '../../lib/country-urls.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { jobPath } from '../../lib/paths.ts';
import { nameOf, taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/job-page';

/**
 * A position by the last numeric segment of its address. A wrong or missing slug redirects (301) to the canonical
 * address; an unknown id answers 404; an expired position answers 410 with the expired page and similar positions;
 * too many requests answer 429 with the API's Retry-After (page-status.ts), never a 500.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = pageId(params.jobId);
  const ctx = webContext(context);
  const [answer, taxonomies] = await Promise.all([
    loadEndpoint(ctx, jobEndpoint(id)),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  const job = answer.data;
  if (!job) {
    throwPageFailure(answer);
  }
  const url = new URL(request.url);
  const path = jobPath(id, jobSlug(job.title));
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);

  const canonical = canonicalUrl(countryUrls(url), ctx.countryVersion, path);
  const jsonLd =
    job.status === 'active'
      ? jobPostingJsonLd(job, {
          url: canonical,
          countryName: nameOf(taxonomies?.countries, job.countryId),
          teaserText: `${job.title} – ${job.city}`,
        })
      : null;
  return data({ job, taxonomies, canonical, jsonLd }, { status: job.status === 'expired' ? 410 : 200 });
}

/** The canonical link, and schema.org `JobPosting` in the head for open positions only. */
export const meta = ({ data: loaded }: Route.MetaArgs) => [
  ...canonicalMeta(loaded?.canonical),
  ...(loaded?.jsonLd ? [{ 'script:ld+json': loaded.jsonLd }] : []),
];

export default function JobPage() {
  const { t } = useTranslation('jobs');
  const loaded = useLoaderData<typeof loader>();
  const { data: job = loaded.job } = useJob(loaded.job.id, loaded.job);
  // The loader reads the position again after sign-in or a language switch: its answer (the member's bookmark and
  // application, what Premium unlocks) replaces the copy cached before.
  const client = useQueryClient();
  useEffect(() => {
    client.setQueryData(jobKey(loaded.job.id), loaded.job);
  }, [client, loaded.job]);
  const format = useJobFormats();
  const expired = job.status === 'expired';
  const title = expired ? t('expired.title') : job.title;
  const description = expired
    ? t('expired.text', { title: job.title })
    : t('job.metaDescription', { title: job.title, city: job.city, salary: format.salaryBand(job) });
  return (
    <>
      <title>{`${title} – Laufbahn`}</title>
      <meta name="description" content={description} />
      {expired && <meta name="robots" content="noindex" />}
      {expired ? (
        <ExpiredJobView job={job} />
      ) : (
        <JobDetailView
          job={job}
          taxonomies={loaded.taxonomies}
          afterActions={<JobPageSignUp available={job.status === 'active' && !job.locked} />}
        />
      )}
    </>
  );
}
