/** The seven interface languages; German is the source language. */
export const LANGUAGES = ['DE', 'EN_GB', 'EN_US', 'FR', 'IT', 'NL', 'ES'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = 'DE';

/** BCP 47 tag used for catalogs, `lang` attributes and `Intl`. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  DE: 'de',
  EN_GB: 'en-GB',
  EN_US: 'en-US',
  FR: 'fr',
  IT: 'it',
  NL: 'nl',
  ES: 'es',
};

const BY_PRIMARY: Record<string, Language> = { de: 'DE', en: 'EN_GB', fr: 'FR', it: 'IT', nl: 'NL', es: 'ES' };

/**
 * Accepts the forms callers use — `de`, `de-AT`, `en_GB`, `EN_US`, `en-us` — and returns our code,
 * or undefined for anything else.
 */
export function parseLanguage(input: string | null | undefined): Language | undefined {
  if (!input) return undefined;
  const normalised = input.trim().replace('-', '_').toUpperCase();
  if ((LANGUAGES as readonly string[]).includes(normalised)) return normalised as Language;
  if (normalised === 'EN_US' || normalised.startsWith('EN_US')) return 'EN_US';
  const primary = normalised.slice(0, 2).toLowerCase();
  return BY_PRIMARY[primary];
}

/** Each language named in itself, as language pickers show them (the same in every interface language). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  DE: 'Deutsch',
  EN_GB: 'English (UK)',
  EN_US: 'English (US)',
  FR: 'Français',
  IT: 'Italiano',
  NL: 'Nederlands',
  ES: 'Español',
};
