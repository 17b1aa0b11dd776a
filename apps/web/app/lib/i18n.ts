import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE, type Language } from '@laufbahn/i18n/languages';
import { NAMESPACES } from '@laufbahn/i18n/namespaces';

const files = import.meta.glob<Record<string, unknown>>('../../../../packages/i18n/catalogs/*/*.json', {
  eager: true,
  import: 'default',
});

const resources: Resource = {};
for (const [file, catalog] of Object.entries(files)) {
  const [, tag, ns] = /catalogs\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  (resources[tag!] ??= {})[ns!] = catalog as Resource[string][string];
}

/** One instance per server request (and one in the browser), so languages never leak between visitors. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: LANGUAGE_TAGS[language],
    fallbackLng: LANGUAGE_TAGS[SOURCE_LANGUAGE],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
