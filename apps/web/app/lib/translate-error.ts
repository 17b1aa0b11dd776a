import type { TFunction } from 'i18next';

/**
 * Message keys from the shared schemas (`validation.required`), CV problems (`cv.problem.encrypted`) and API
 * error codes, translated.
 */
export function translateMessageKey(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (key.startsWith('validation.')) return t(key.slice('validation.'.length), { ns: 'validation' });
  if (key.startsWith('cv.problem.')) return t(key.slice('cv.'.length), { ns: 'cv' });
  return t(key, { ns: 'errors', defaultValue: t('internal', { ns: 'errors' }) });
}
