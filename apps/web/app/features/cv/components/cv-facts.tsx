import { useTranslation } from 'react-i18next';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import { useRootData } from '../../../lib/root-data.ts';
import { displayNames } from '@laufbahn/i18n/intl-cache';

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/** Language codes the extraction reports ("de", "en") in the page's language; other entries as found. */
function useLanguageNames() {
  const { formatLocale } = useRootData();
  const names = displayNames(formatLocale, { type: 'language' });
  return (entry: string) => {
    if (!LANGUAGE_CODE.test(entry)) return entry;
    try {
      return names.of(entry) ?? entry;
    } catch {
      return entry;
    }
  };
}

/** What the CV was and what it told beyond the profile fields: the file and the languages found in it. */
export function CvFacts({ profile, uncertainCount }: { profile: GeneratedProfile; uncertainCount: number }) {
  const { t } = useTranslation('cv');
  const languageName = useLanguageNames();
  return (
    <section aria-labelledby="cv-facts-title" className="rounded-lg bg-surface p-5">
      <h2 id="cv-facts-title" className="font-serif text-xl">
        {t('verify.factsTitle')}
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t('verify.file')}</dt>
        <dd className="break-all">{profile.fileName}</dd>
        <dt className="text-muted">{t('verify.languages')}</dt>
        <dd>{profile.languages.length ? profile.languages.map(languageName).join(', ') : t('verify.noLanguages')}</dd>
      </dl>
      <p className="mt-3 text-sm">{uncertainCount > 0 ? t('verify.someUncertain') : t('verify.allCertain')}</p>
    </section>
  );
}
