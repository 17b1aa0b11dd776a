import { useTranslation } from 'react-i18next';
import type { SiteFigures as Figures } from '@laufbahn/contracts/site-figures';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { SiteFigures } from '../../features/home/components/site-figures.tsx';
import { completePaths, paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormats } from '../../lib/use-formats.ts';

/** What membership opens up: shown to visitors as teasers with a members-only label. */
const TEASERS = ['mandates', 'benchmarks', 'briefings', 'contact'] as const;

/** `/` for a visitor: what Laufbahn is, what membership opens, and the way in. */
export function VisitorHome({ figures }: { figures: Figures | null }) {
  const { t } = useTranslation('common');
  const { countryVersion } = useRootData();
  const format = useFormats();
  const salary = format.money(COUNTRY_VERSIONS[countryVersion].salaryThreshold);

  return (
    <>
      <title>{t('home.pageTitle')}</title>
      <meta name="description" content={t('home.lead', { salary })} />
      <section className="bg-brand text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-14 lg:py-24">
          <h1 className="max-w-3xl font-serif text-4xl leading-tight lg:text-5xl">{t('home.title')}</h1>
          <p className="max-w-2xl text-lg text-white/90">{t('home.lead', { salary })}</p>
          <div className="flex flex-wrap gap-3">
            <LinkButton to={paths.registration} variant="inverse">
              {t('nav.register')}
            </LinkButton>
            <LinkButton to={paths.login} variant="inverseOutline">
              {t('nav.login')}
            </LinkButton>
            <LinkButton to={paths.jobs.search} variant="inverseOutline">
              {t('home.findJobs', { ns: 'jobs' })}
            </LinkButton>
          </div>
        </div>
      </section>

      <SiteFigures figures={figures} />

      <section className="mx-auto max-w-6xl px-5 pb-12" aria-labelledby="from-cv-heading">
        <div className="flex flex-col items-start gap-4 rounded-lg border border-line p-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-3xl">
            <h2 id="from-cv-heading" className="font-serif text-2xl">
              {t('home.fromCv.title')}
            </h2>
            <p className="mt-2 text-muted">{t('home.fromCv.text')}</p>
          </div>
          <LinkButton to={completePaths.start} variant="secondary">
            {t('home.fromCv.cta')}
          </LinkButton>
        </div>
      </section>

      <section className="bg-surface" aria-labelledby="teasers-heading">
        <div className="mx-auto max-w-6xl px-5 py-12">
          <h2 id="teasers-heading" className="font-serif text-2xl">
            {t('home.teasers.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-muted">{t('home.teasers.lead', { salary })}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {TEASERS.map((key) => (
              <li key={key} className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5">
                <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-ink">
                  <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
                    <path d="M5 7V5a3 3 0 1 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
                  </svg>
                  {t('home.teasers.membersOnly')}
                </span>
                <h3 className="text-lg font-semibold">{t(`home.teasers.${key}.title`)}</h3>
                <p className="text-muted">{t(`home.teasers.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <LinkButton to={paths.registration}>{t('home.teasers.cta')}</LinkButton>
          </p>
        </div>
      </section>
    </>
  );
}
