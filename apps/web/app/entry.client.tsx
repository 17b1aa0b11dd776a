import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { parseLanguage } from '@laufbahn/i18n/languages';
import { createI18n } from './lib/i18n.ts';

// The server rendered in the language on <html lang>; the browser continues in the same one.
const i18n = createI18n(parseLanguage(document.documentElement.lang) ?? 'DE');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
