import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import type { AccountDetails, AuthStatus } from '@laufbahn/contracts/account';
import { LIMITS } from '@laufbahn/contracts/limits';
import { LANGUAGE_TAGS } from '@laufbahn/i18n/languages';
import './app.css';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { Button } from './components/ui/button.tsx';
import { webContext } from './lib/load-context.ts';
import { useRootData, type RootData } from './lib/root-data.ts';

export async function loader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const ctx = webContext(context);
  const status = await ctx.api('/api/career/auth/status');
  let account: AccountDetails | null = null;
  if (status.status === 200 && status.json<AuthStatus>().authenticated) {
    const me = await ctx.api('/api/career/me');
    if (me.status === 200) account = me.json<AccountDetails>();
  }
  return { language: ctx.language, countryVersion: ctx.countryVersion, nonce: ctx.nonce, account };
}

/** The sign-in status is checked on every navigation. */
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = data?.nonce;
  return (
    <html lang={LANGUAGE_TAGS[data?.language ?? 'DE']}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Tells browser tests (and nothing else) that event handlers are attached.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: LIMITS.queryStaleTimeMs, retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-5 py-16">
      <h1 className="font-serif text-3xl">{notFound ? t('notFound.title') : t('error.title')}</h1>
      <p className="text-muted">{notFound ? t('notFound.text') : t('error.text')}</p>
      <div>
        {notFound ? (
          <a className="font-semibold text-brand underline" href="/">
            {t('notFound.home')}
          </a>
        ) : (
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        )}
      </div>
    </main>
  );
}
