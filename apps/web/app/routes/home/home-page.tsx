import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { LANGUAGE_TAGS } from '@laufbahn/i18n/languages';
import { useRootData } from '../../lib/root-data.ts';

export function meta() {
  return [{ title: 'Laufbahn' }];
}

export default function HomePage() {
  const { t, i18n } = useTranslation('common');
  const { account, countryVersion, language } = useRootData();
  const version = COUNTRY_VERSIONS[countryVersion];
  const salary = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: 'currency',
    currency: version.currency,
    maximumFractionDigits: 0,
  }).format(version.salaryThreshold);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  // "8 Millionen", "8 million", "8 millions": millions read better in words (the catalogs add "de"/"di" where the language needs it).
  const millions = (n: number) =>
    new Intl.NumberFormat(i18n.language, { notation: 'compact', compactDisplay: 'long' }).format(n);
  const claims = [
    t('home.claims.professionals', { count: millions(8_000_000) }),
    t('home.claims.positions', { count: millions(1_000_000) }),
    t('home.claims.daily', { count: number(15_000) }),
    t('home.claims.headhunters', { count: number(20_000) }),
  ];

  return (
    <>
      <title>{t('home.pageTitle')}</title>
      <section className="bg-brand text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-16 lg:py-24">
          <h1 className="max-w-3xl font-serif text-4xl leading-tight lg:text-5xl">{t('home.title')}</h1>
          <p className="max-w-2xl text-lg text-white/90">{t('home.lead', { salary })}</p>
          {account ? (
            <p className="text-lg">{t('home.welcomeBack', { email: account.email })}</p>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Link
                to="/registration"
                className="rounded-md bg-white px-5 py-3 font-semibold text-brand hover:bg-surface"
              >
                {t('nav.register')}
              </Link>
              <Link
                to="/login"
                className="rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
              >
                {t('nav.login')}
              </Link>
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
    </>
  );
}
