import type { Language } from '@laufbahn/i18n/languages';
import { apiRequest } from '../../../lib/api-client.ts';

/** Remembers the language in a cookie and, for a member, on the account. */
export const changeLanguage = (code: Language) =>
  apiRequest<void>('/api/career/language', { method: 'PUT', body: { code } });
