import { useTranslation } from 'react-i18next';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { completePaths, paths, profilePaths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormats } from '../../lib/use-formats.ts';

/** What membership opens up: shown to visitors as teasers with a members-only label. */
const TEASERS = ['mandates', 'benchmarks', 'briefings', 'contact'] as const;

export default function HomePage() {
  const { t } = useTranslation('common');
  const { account, countryVersion } = useRootData();
  const format = useFormats();
  const salary = format.money(COUNTRY_VERSIONS[countryVersion].salaryThreshold);
  // Visitors see what membership opens; Basic members what Premium adds; Premium members what they have.
  const teaserLabel = !account
    ? t('home.teasers.membersOnly')
    : account.premium
      ? t('home.teasers.included')
      : t('home.teasers.premium');
  const claims = [
    t('home.claims.professionals', { count: format.millions(8_000_000) }),
    t('home.claims.positions', { count: format.millions(1_000_000) }),
    t('home.claims.daily', { count: format.number(15_000) }),
    t('home.claims.headhunters', { count: format.number(20_000) }),
  ];

  return (
    <>
      <title>{t('home.pageTitle')}</title>
      <section className="bg-brand text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-14 lg:py-24">
          <h1 className="max-w-3xl font-serif text-4xl leading-tight lg:text-5xl">{t('home.title')}</h1>
          <p className="max-w-2xl text-lg text-white/90">{t('home.lead', { salary })}</p>
          {account ? (
            <div className="flex flex-col items-start gap-4">
              <p className="text-lg">{t('home.welcomeBack', { email: account.email })}</p>
              <div className="flex flex-wrap gap-3">
                <LinkButton to={profilePaths.overview} variant="inverse">
                  {t('home.toProfile')}
                </LinkButton>
                <LinkButton to={paths.jobs.search} variant="inverseOutline">
                  {t('home.findJobs', { ns: 'jobs' })}
                </LinkButton>
              </div>
            </div>
          ) : (
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
          )}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-5 py-12" aria-labelledby="claims-heading">
        <h2 id="claims-heading" className="mb-6 font-serif text-2xl">
          {t('home.claimsTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {claims.map((claim) => (
            <li key={claim} className="rounded-lg border border-line p-5 text-lg font-semibold">
              {claim}
            </li>
          ))}
        </ul>
      </section>

      {!account && (
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
      )}

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
                  {teaserLabel}
                </span>
                <h3 className="text-lg font-semibold">{t(`home.teasers.${key}.title`)}</h3>
                <p className="text-muted">{t(`home.teasers.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          {!account && (
            <p className="mt-8">
              <LinkButton to={paths.registration}>{t('home.teasers.cta')}</LinkButton>
            </p>
          )}
        </div>
      </section>
    </>
  );
}
