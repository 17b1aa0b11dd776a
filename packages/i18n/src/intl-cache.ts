/**
 * `Intl` formatters, one per locale and options for the life of the process: creating one costs far more than
 * using it (a results page of twenty positions created sixty), and they hold no state between calls.
 */
const formatters = new Map<string, unknown>();
/** Locales × options a process meets are few; the bound only guards against options built from input. */
const MAX_FORMATTERS = 2_000;

function cached<T>(kind: string, locale: string, options: object | undefined, create: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cached('relativeTime', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const listFormat = (locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));

export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  cached('collator', locale, options, () => new Intl.Collator(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  cached('displayNames', locale, options, () => new Intl.DisplayNames(locale, options));
