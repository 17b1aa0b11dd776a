import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { JobDetail as Job } from '@laufbahn/contracts/jobs';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { companyPath, paths } from '../../../lib/paths.ts';
import { nameOf, useTaxonomies } from '../../../lib/reference/taxonomies.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { descriptionBlocks } from '../model/description-blocks.ts';
import { useJobFormats } from '../model/use-job-formats.ts';
import { JobActionBar } from './job-actions/job-action-bar.tsx';
import { JobList, LockedCompany } from './job-card.tsx';
import { LockedTeaser } from './locked-teaser.tsx';
import { PublisherAnswers } from './publisher-answers.tsx';

const daysSince = (iso: string) => Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 86_400_000));

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="break-words font-semibold">{children}</dd>
    </div>
  );
}

/** A position: title, company (or the Premium lock), facts, description with its headings, paragraphs and lists, related positions. */
export function JobDetailView({
  job,
  taxonomies: initial,
  afterActions,
}: {
  job: Job;
  taxonomies: Taxonomies | null;
  /** Shown right below the actions (the route's composition of other features). */
  afterActions?: ReactNode;
}) {
  const { t } = useTranslation(['jobs', 'companies']);
  const format = useJobFormats();
  const { account } = useRootData();
  const { pathname } = useLocation();
  const { data: taxonomies } = useTaxonomies(initial);
  const careerLevel = nameOf(taxonomies?.careerLevels, job.careerLevelId);
  const publisher = job.publisher ? t(`publisher.${job.publisher.type}`, { name: job.publisher.name }) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-5 lg:py-12">
      <p>
        <Link to={paths.jobs.search} className="font-semibold text-brand underline">
          {t('job.backToSearch')}
        </Link>
      </p>
      <header className="flex flex-col gap-2">
        {job.exclusive && (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('listing.exclusive')}</p>
        )}
        <h1 className="hyphens-auto break-words font-serif text-2xl sm:text-3xl lg:text-4xl">{job.title}</h1>
        <p className="text-lg">
          {job.locked || !job.companyName ? (
            <LockedCompany />
          ) : job.companyPage && job.companyId !== null ? (
            <Link to={companyPath(job.companyId, job.companyName)} className="text-brand underline">
              {job.companyName}
            </Link>
          ) : (
            job.companyName
          )}
        </p>
      </header>
      {job.provenance.possiblyFilled && (
        <p className="rounded-md border border-line bg-white p-4" role="note">
          {t('trust.possiblyFilledNote')}
        </p>
      )}
      <JobActionBar job={job} />
      {afterActions}
      <dl className="grid gap-4 rounded-md bg-surface p-5 sm:grid-cols-2">
        <Fact term={t('job.location')}>{job.city}</Fact>
        <Fact term={t('job.workplace')}>{t(`workplace.${job.workplaceType}`)}</Fact>
        <Fact term={t('job.salary')}>{format.salaryBand(job)}</Fact>
        {careerLevel && <Fact term={t('job.careerLevel')}>{careerLevel}</Fact>}
        <Fact term={t('job.published')}>{format.daysAgo(job.daysSincePublication)}</Fact>
        <Fact term={t('trust.source')}>
          {job.provenance.origin === 'laufbahn'
            ? t('trust.onLaufbahn')
            : t('trust.fromFeed', { feed: job.provenance.feedName ?? '' })}
        </Fact>
        <Fact term={t('trust.firstSeen')}>
          {format.daysAgo(daysSince(job.provenance.firstSeenAt))}
          {job.provenance.repostCount > 0 &&
            ` · ${t('trust.repostCount', { count: job.provenance.repostCount, number: job.provenance.repostCount })}`}
        </Fact>
        <Fact term={t('trust.lastConfirmed')}>{format.daysAgo(daysSince(job.provenance.lastConfirmedAt))}</Fact>
        {job.provenance.origin === 'laufbahn' && (
          <Fact term={t('trust.answersTerm')}>
            <PublisherAnswers answers={job.publisherAnswers} />
          </Fact>
        )}
        {publisher && (
          <Fact term={t('job.publishedBy')}>
            {job.publisher?.type === 'company' && job.companyPage && job.companyId !== null && job.companyName ? (
              <Link to={companyPath(job.companyId, job.companyName)} className="text-brand underline">
                {publisher}
              </Link>
            ) : (
              publisher
            )}
          </Fact>
        )}
      </dl>
      {job.locked ? (
        <LockedTeaser signedIn={Boolean(account)} returnTo={pathname} />
      ) : (
        <section aria-labelledby="description-heading" className="flex flex-col gap-3">
          <h2 id="description-heading" className="font-serif text-2xl">
            {t('job.description')}
          </h2>
          {descriptionBlocks(job.description).map((block, index) =>
            block.type === 'heading' ? (
              <h3 key={index} className="mt-2 text-lg font-semibold">
                {block.text}
              </h3>
            ) : block.type === 'list' ? (
              <DescriptionList key={index} items={block.items} ordered={block.ordered === true} start={block.start} />
            ) : (
              <p key={index} className="whitespace-pre-line break-words leading-relaxed">
                {block.text}
              </p>
            ),
          )}
        </section>
      )}
      <JobList
        id="more-at-company"
        title={t('job.moreAtCompany', { company: job.companyName ?? '' })}
        jobs={job.moreAtCompany}
      />
      {!job.locked && job.companyPage && job.companyId !== null && job.companyName && (
        <p>
          <Link to={companyPath(job.companyId, job.companyName)} className="font-semibold text-brand underline">
            {t('companies:fromJob.toCompany', { company: job.companyName })}
          </Link>
        </p>
      )}
      <JobList id="similar-jobs" title={t('job.similar')} jobs={job.similar} />
    </div>
  );
}

/** The page of a position that is no longer open: the spec's message, and similar positions instead. */
export function ExpiredJobView({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-5 lg:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="hyphens-auto break-words font-serif text-2xl sm:text-3xl lg:text-4xl">{t('expired.title')}</h1>
        <p className="text-lg">{t('expired.text', { title: job.title })}</p>
        <p>
          <Link to={paths.jobs.search} className="font-semibold text-brand underline">
            {t('expired.search')}
          </Link>
        </p>
      </header>
      <JobList id="similar-jobs" title={t('job.similar')} jobs={job.similar} />
    </div>
  );
}

/** A list of a description, numbered when the publisher numbered it. */
function DescriptionList({ items, ordered, start }: { items: string[]; ordered: boolean; start?: number }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      className={`flex ${ordered ? 'list-decimal' : 'list-disc'} flex-col gap-1 pl-6 leading-relaxed`}
      {...(ordered && start ? { start } : {})}
    >
      {items.map((item, i) => (
        <li key={i} className="break-words">
          {item}
        </li>
      ))}
    </List>
  );
}
