import type { BackendModule } from 'i18next';

let pageLanguage: string | undefined;

/**
 * Fetches a namespace the page did not embed when a view first asks for it: a page reached by a client-side
 * navigation before the idle-time load of the other catalogs (root.tsx) would otherwise show keys. The loader
 * module holds an importer per catalog file, so it is itself fetched only on the first such request.
 *
 * i18next asks for the whole language chain (`en-GB`, `en`, then the German fallback). Every catalog holds every
 * key (the i18n tests prove it), so only the page's own language is fetched; the others answer empty at once instead
 * of downloading German catalogs on every English, French … page.
 */
/** After a language switch (which adds that language's catalogs first), its catalogs are the ones to fetch. */
export function setCatalogLanguage(tag: string) {
  pageLanguage = tag;
}

export const catalogBackend: BackendModule = {
  type: 'backend',
  init(_services, _backendOptions, options) {
    pageLanguage = typeof options.lng === 'string' ? options.lng : undefined;
  },
  read(tag, ns, callback) {
    if (tag !== pageLanguage) return callback(null, {});
    import('./i18n-loader.client.ts')
      .then((loader) => loader.loadCatalog(tag, ns))
      .then(
        (catalog) => callback(null, catalog ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};
