import type { i18n, Resource, ResourceLanguage } from 'i18next';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE, type Language } from '@laufbahn/i18n/languages';

// One chunk per catalog file: the browser downloads only the languages it shows. Mails are written on the
// server only, so their catalog never goes to the browser.
const files = import.meta.glob<ResourceLanguage[string]>(
  ['../../../../packages/i18n/catalogs/*/*.json', '!../../../../packages/i18n/catalogs/*/mail.json'],
  { import: 'default' },
);

async function loadTag(tag: string): Promise<ResourceLanguage> {
  const entries = Object.entries(files).filter(([file]) => file.includes(`/catalogs/${tag}/`));
  const loaded = await Promise.all(
    entries.map(async ([file, load]) => [/([^/]+)\.json$/.exec(file)![1]!, await load()] as const),
  );
  return Object.fromEntries(loaded);
}

/** The catalogs of `language` and of the fallback language, ready for `createI18n`. */
export async function loadResources(language: Language): Promise<Resource> {
  const tags = [...new Set([LANGUAGE_TAGS[language], LANGUAGE_TAGS[SOURCE_LANGUAGE]])];
  const bundles = await Promise.all(tags.map(loadTag));
  return Object.fromEntries(tags.map((tag, i) => [tag, bundles[i]!]));
}

/** Adds a language's catalogs to a running instance (before switching to it). */
export async function addLanguage(instance: i18n, language: Language): Promise<void> {
  const tag = LANGUAGE_TAGS[language];
  if (instance.hasResourceBundle(tag, 'common')) return;
  const bundle = await loadTag(tag);
  for (const [ns, catalog] of Object.entries(bundle)) instance.addResourceBundle(tag, ns, catalog, true, true);
}
