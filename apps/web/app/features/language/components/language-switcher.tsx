import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from '@laufbahn/i18n/languages';
import { loadOnce, useOnFirstUse } from '../../../components/ui/on-first-use.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { useOnline } from '../../../lib/network-status.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { changeLanguage } from '../api/change-language.ts';

const languageMenu = loadOnce(() => import('./language-menu.tsx'));

/**
 * Picks the interface language; shows a loading overlay until the page is back in the new language. The menu
 * itself (Radix) is fetched when the pointer or the focus first reaches its button.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const { language } = useRootData();
  const revalidator = useRevalidator();
  const online = useOnline();
  const [switching, setSwitching] = useState(false);
  const { arrived, standIn } = useOnFirstUse(languageMenu);
  const trigger = {
    props: {
      disabled: !online,
      className:
        'inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-sm sm:px-2 font-semibold text-brand hover:bg-surface disabled:opacity-60',
      'aria-label': t('language.choose', { language: LANGUAGE_NAMES[language] }),
      children: (
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="hidden h-4 w-4 sm:block"
            fill="none"
            stroke="currentColor"
          >
            <circle cx="10" cy="10" r="8" strokeWidth="1.5" />
            <path d="M2 10h16M10 2c2.5 2.5 2.5 13.5 0 16M10 2c-2.5 2.5-2.5 13.5 0 16" strokeWidth="1.5" />
          </svg>
          <span>{LANGUAGE_TAGS[language].toUpperCase()}</span>
        </>
      ),
    },
  };

  const switchTo = async (next: Language) => {
    if (next === language) return;
    setSwitching(true);
    try {
      await changeLanguage(next);
      const { addLanguage } = await import('../../../lib/i18n-loader.client.ts');
      await addLanguage(i18n, next);
      await revalidator.revalidate();
      await i18n.changeLanguage(LANGUAGE_TAGS[next]);
    } catch (error) {
      notify.error(translateMessageKey(t, error instanceof ApiError ? error.code : 'internal')!);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <>
      {arrived ? (
        <arrived.module.LanguageMenu
          language={language}
          onPick={(next) => void switchTo(next)}
          autoFocus={arrived.focus}
          defaultOpen={arrived.open}
          focusFirstItem={arrived.byKeyboard}
          trigger={trigger}
        />
      ) : (
        <button {...standIn} {...trigger.props} />
      )}
      {switching && (
        <div
          role="status"
          aria-live="polite"
          className="fixed inset-0 z-50 flex items-center justify-center bg-white/80 backdrop-blur-sm"
          data-testid="language-overlay"
        >
          <span className="rounded-md bg-white px-6 py-4 text-lg font-semibold text-brand shadow-lg">
            {t('loading')}
          </span>
        </div>
      )}
    </>
  );
}
