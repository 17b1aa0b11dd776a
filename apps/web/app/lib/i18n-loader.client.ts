import type { i18n, ResourceLanguage } from 'i18next';
import { LANGUAGE_TAGS, type Language } from '@laufbahn/i18n/languages';
import { setCatalogLanguage } from './i18n-backend.client.ts';

// One chunk per catalog file: the browser downloads only what it shows. Mails are written on the server only, so
// their catalog never goes to the browser.
const files = import.meta.glob<ResourceLanguage[string]>(
  ['../../../../packages/i18n/catalogs/*/*.json', '!../../../../packages/i18n/catalogs/*/mail.json'],
  { import: 'default' },
);

/**
 * Adds every namespace of `tag` that `instance` does not have yet, all at once when the last has arrived: each
 * addition tells every translated component (`bindI18nStore: 'added'`), and each such notice re-renders the whole
 * page synchronously, so only the last one is sent.
 */
async function addMissing(instance: i18n, tag: string): Promise<void> {
  const entries = Object.entries(files).flatMap(([file, load]) => {
    const match = /catalogs\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
    return match[1] === tag && !instance.hasResourceBundle(tag, match[2]!) ? [[match[2]!, load] as const] : [];
  });
  const catalogs = await Promise.all(entries.map(async ([ns, load]) => [ns, await load()] as const));
  catalogs.forEach(([ns, catalog], index) =>
    instance.addResourceBundle(tag, ns, catalog, true, true, { silent: index < catalogs.length - 1, skipCopy: false }),
  );
}

/** One catalog, for the backend in `i18n-backend.client.ts`; `undefined` when there is no such file. */
export async function loadCatalog(tag: string, ns: string): Promise<ResourceLanguage[string] | undefined> {
  const load = files[`../../../../packages/i18n/catalogs/${tag}/${ns}.json`];
  return load ? await load() : undefined;
}

let rest: Promise<void> | undefined;

/**
 * The namespaces the server-rendered page did not use, for the pages the visitor goes to next and the messages a
 * form shows later. Loaded once, when the browser is idle after hydration.
 */
export function loadRemainingCatalogs(instance: i18n): Promise<void> {
  rest ??= addMissing(instance, instance.language);
  return rest;
}

/** Adds a language's catalogs to a running instance (before switching to it). */
export async function addLanguage(instance: i18n, language: Language): Promise<void> {
  await addMissing(instance, LANGUAGE_TAGS[language]);
  setCatalogLanguage(LANGUAGE_TAGS[language]);
}
