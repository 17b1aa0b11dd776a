import { useTranslation } from 'react-i18next';
import { COUNTRY_VERSION_CODES, COUNTRY_VERSION_NAMES, COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '@laufbahn/i18n/languages';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { useRootData } from '../../lib/root-data.ts';

export default function CountriesPage() {
  const { t } = useTranslation('common');
  const { countryVersion, countryUrls } = useRootData();
  return (
    <ContentPage title={t('footer.countries')} lead={t('countries.lead')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {COUNTRY_VERSION_CODES.map((code) => {
          const version = COUNTRY_VERSIONS[code];
          const current = code === countryVersion;
          return (
            <li key={code} className={`rounded-lg border p-4 ${current ? 'border-brand' : 'border-line'}`}>
              <a
                href={countryUrls[code]}
                hrefLang={LANGUAGE_TAGS[version.language]}
                aria-current={current ? 'true' : undefined}
                className="text-lg font-semibold text-brand underline"
              >
                <span lang={LANGUAGE_TAGS[version.language]}>{COUNTRY_VERSION_NAMES[code]}</span>
              </a>
              <p className="mt-1 text-sm text-muted">
                {t('countries.details', {
                  host: version.host,
                  language: LANGUAGE_NAMES[version.language],
                  currency: version.currency,
                })}
              </p>
              {current && <p className="mt-1 text-sm font-semibold">{t('countries.current')}</p>}
            </li>
          );
        })}
      </ul>
    </ContentPage>
  );
}
