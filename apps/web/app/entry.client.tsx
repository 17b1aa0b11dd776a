import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { parseLanguage } from '@laufbahn/i18n/languages';
import { createI18n } from './lib/i18n.ts';
import { catalogBackend } from './lib/i18n-backend.client.ts';
import { readEmbeddedCatalogs } from './lib/i18n-data.ts';
import { reportError } from './lib/monitoring/monitoring.ts';
import { RequestIdContext, renderedRequestId } from './lib/request-id.ts';

// The server rendered in the language on <html lang> and embedded the catalogs it used; the browser hydrates
// with those and loads the language's other namespaces when idle (root.tsx).
function hydrate() {
  const language = parseLanguage(document.documentElement.lang) ?? 'DE';
  const i18n = createI18n(language, readEmbeddedCatalogs(), catalogBackend);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RequestIdContext.Provider value={renderedRequestId()}>
            <HydratedRouter onError={(error) => reportError(error)} />
          </RequestIdContext.Provider>
        </I18nextProvider>
      </StrictMode>,
      // A view error caught by an error page goes to monitoring, not to the console.
      { onCaughtError: (error) => reportError(error) },
    );
  });
}

// This module may run while the page is still arriving (a module script loaded early); the catalogs come last,
// just before </body>, so they are read only once the whole document has been parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrate, { once: true });
else hydrate();
