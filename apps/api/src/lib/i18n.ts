import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource, type TFunction } from 'i18next';
import { LANGUAGES, LANGUAGE_TAGS, SOURCE_LANGUAGE, type Language } from '@laufbahn/i18n/languages';
import { NAMESPACES } from '@laufbahn/i18n/namespaces';

const catalogsDir = fileURLToPath(new URL('../../../../packages/i18n/catalogs', import.meta.url));

function loadResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    const tag = LANGUAGE_TAGS[language];
    resources[tag] = {};
    for (const ns of NAMESPACES) {
      const file = path.join(catalogsDir, tag, `${ns}.json`);
      resources[tag][ns] = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    }
  }
  return resources;
}

const instance = i18next.createInstance();
void instance.init({
  resources: loadResources(),
  lng: LANGUAGE_TAGS[SOURCE_LANGUAGE],
  fallbackLng: LANGUAGE_TAGS[SOURCE_LANGUAGE],
  ns: [...NAMESPACES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A translator for server-made text (mails, reference names) in one of our languages. */
export function translatorFor(language: Language, ns: (typeof NAMESPACES)[number]): TFunction {
  return instance.getFixedT(LANGUAGE_TAGS[language], ns);
}
