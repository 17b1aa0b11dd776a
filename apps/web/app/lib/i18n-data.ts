import type { i18n, Resource } from 'i18next';

/**
 * The translations a server-rendered page used, embedded in its HTML: the browser hydrates with exactly these
 * catalogs instead of downloading every namespace first (docs/decisions/0041-translations-per-page.md).
 */
const ELEMENT_ID = 'i18n-data';

type ResourceLookup = (tag: string, ns: string, ...rest: unknown[]) => unknown;

/** The catalogs (language tag and namespace) a request's instance looked a string up in. */
const usedBundles = new WeakMap<i18n, Set<string>>();

/**
 * Records every catalog `instance` reads from. i18next reads all strings through its resource store, the
 * fallback language's included, so a `t('key', { ns })` call counts as much as `useTranslation(ns)`.
 */
export function recordUsedCatalogs(instance: i18n) {
  const used = new Set<string>();
  usedBundles.set(instance, used);
  // Not in i18next's public types, but the one method its translator reads every string through.
  const store = instance.services.resourceStore as unknown as { getResource: ResourceLookup };
  const getResource = store.getResource.bind(store);
  store.getResource = (tag, ns, ...rest) => {
    used.add(`${tag}\n${ns}`);
    return getResource(tag, ns, ...rest);
  };
}

/**
 * Catalogs every page carries whether its render used them or not: a form's messages appear only after a
 * submit, and must not wait for the idle-time load of the other namespaces (a busy phone can take seconds).
 */
const ALWAYS_EMBEDDED = ['validation', 'errors'];

function serialize(instance: i18n): string {
  const resources: Resource = {};
  const entries = new Set(usedBundles.get(instance) ?? []);
  for (const tag of instance.languages ?? [instance.language]) {
    for (const ns of ALWAYS_EMBEDDED) entries.add(`${tag}\n${ns}`);
  }
  for (const entry of entries) {
    const [tag, ns] = entry.split('\n') as [string, string];
    const bundle = instance.getResourceBundle(tag, ns) as Resource[string][string] | undefined;
    if (bundle) (resources[tag] ??= {})[ns] = bundle;
  }
  // `<` escaped, so no string can close the script element.
  return JSON.stringify(resources).replace(/</g, '\\u003c');
}

/**
 * The element that carries them, written after the page's last element: only when the whole page has been
 * rendered (suspended parts included) is every string it shows looked up. React skips it when hydrating.
 */
export function embeddedCatalogsElement(instance: i18n): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${serialize(instance)}</script>`;
}

/** In the browser: the catalogs the server embedded in the page. */
export function readEmbeddedCatalogs(): Resource {
  return JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? '{}') as Resource;
}
