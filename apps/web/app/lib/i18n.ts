import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE, type Language } from '@laufbahn/i18n/languages';
import { NAMESPACES } from '@laufbahn/i18n/namespaces';

/**
 * One instance per server request (and one in the browser), so languages never leak between visitors.
 * `resources` holds at least the catalogs of `language`. The server has every catalog. The browser starts with
 * those its page used and passes `backend`, which fetches a namespace when a view first asks for it: such a view
 * suspends until its strings are there (a navigation keeps the previous page meanwhile), so no key ever shows.
 */
export function createI18n(language: Language, resources: Resource, backend?: BackendModule): i18n {
  const instance = i18next.createInstance();
  const tag = LANGUAGE_TAGS[language];
  if (backend) instance.use(backend);
  void instance.use(initReactI18next).init({
    resources,
    lng: tag,
    fallbackLng: LANGUAGE_TAGS[SOURCE_LANGUAGE],
    // With a backend, i18next would fetch every listed namespace at once: list only those already here.
    ns: backend ? Object.keys(resources[tag] ?? {}) : [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    partialBundledLanguages: true,
    react: { useSuspense: Boolean(backend), bindI18nStore: 'added' },
  });
  return instance;
}
