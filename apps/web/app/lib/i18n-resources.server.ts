import type { Resource } from 'i18next';

const files = import.meta.glob<Record<string, unknown>>('../../../../packages/i18n/catalogs/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every catalog of every language: the server renders any of them. */
export const allResources: Resource = {};
for (const [file, catalog] of Object.entries(files)) {
  const [, tag, ns] = /catalogs\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  (allResources[tag!] ??= {})[ns!] = catalog as Resource[string][string];
}
