import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE, type Language } from '@laufbahn/i18n/languages';
import { NAMESPACES } from '@laufbahn/i18n/namespaces';

/**
 * One instance per server request (and one in the browser), so languages never leak between visitors.
 * `resources` holds at least the catalogs of `language`; the browser loads further languages on demand.
 */
export function createI18n(language: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: LANGUAGE_TAGS[language],
    fallbackLng: LANGUAGE_TAGS[SOURCE_LANGUAGE],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    partialBundledLanguages: true,
    react: { useSuspense: false },
  });
  return instance;
}
