const SLUG_REPLACEMENTS: [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/ß/g, 'ss'],
];

/**
 * A readable, ASCII part of an address, at most 80 characters: "Leiter Vertrieb (m/w/d) – München" →
 * "leiter-vertrieb-m-w-d-muenchen" (job pages), "Zürich Rück AG" → "zuerich-rueck-ag" (company pages).
 */
export function readableSlug(title: string): string {
  let text = title.toLowerCase();
  for (const [pattern, replacement] of SLUG_REPLACEMENTS) text = text.replace(pattern, replacement);
  const slug = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80).replace(/-+$/, '');
}
