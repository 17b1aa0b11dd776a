import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUNTRY_VERSION_CODES, COUNTRY_VERSION_NAMES, COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { LANGUAGE_TAGS } from '@laufbahn/i18n/languages';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';

const linkClass = 'text-ink hover:text-brand hover:underline';

function FooterLinks({ id, title, links }: { id: string; title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={linkClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useTranslation('common');
  const { countryVersion, countryUrls, recruiterSiteUrl } = useRootData();
  const company = [
    { to: paths.info.aboutUs, label: t('footer.aboutUs') },
    { to: paths.info.siteNotice, label: t('footer.siteNotice') },
    { to: paths.info.privacy, label: t('footer.privacy') },
    { to: paths.info.terms, label: t('footer.terms') },
    // § 312k BGB: a cancellation button on every page, reachable without signing in.
    { to: paths.cancelMembership, label: t('footer.cancelContracts') },
  ];
  const services = [
    { to: paths.info.headhunters, label: t('footer.headhunters') },
    { to: paths.info.sitemap, label: t('footer.sitemap') },
    { to: paths.info.countries, label: t('footer.countries') },
    // The recruiter site, at its own host.
    { to: recruiterSiteUrl, label: t('site.forRecruiters', { ns: 'recruiter' }) },
  ];
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterLinks id="footer-company" title={t('brand')} links={company} />
        <FooterLinks id="footer-services" title={t('footer.services')} links={services} />
        <nav aria-labelledby="footer-countries" className="lg:col-span-2">
          <h2 id="footer-countries" className="mb-3 font-semibold">
            {t('footer.countries')}
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {COUNTRY_VERSION_CODES.map((code) => (
              <li key={code}>
                <a
                  href={countryUrls[code]}
                  hrefLang={LANGUAGE_TAGS[COUNTRY_VERSIONS[code].language]}
                  lang={LANGUAGE_TAGS[COUNTRY_VERSIONS[code].language]}
                  aria-current={code === countryVersion ? 'true' : undefined}
                  className={`${linkClass} ${code === countryVersion ? 'font-semibold' : ''}`}
                >
                  {COUNTRY_VERSION_NAMES[code]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-5 text-sm text-muted sm:flex-row sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.cityData')}</p>
        </div>
      </div>
    </footer>
  );
}
