import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useNavigate,
  useRouteError,
  type HeadersFunction,
  type LinksFunction,
} from 'react-router';
import { GUEST_COOKIE } from '@laufbahn/contracts/cookie-names';
import { RECRUITER_BASE_PATH } from '@laufbahn/contracts/recruiter-site';
import { LIMITS } from '@laufbahn/contracts/limits';
import { formattingLocale } from '@laufbahn/i18n/formats';
import { LANGUAGE_TAGS } from '@laufbahn/i18n/languages';
import appCss from './app.css?url';
import { CookieNotice } from './components/layout/cookie-notice.tsx';
import { recruiterMeEndpoint } from './features/recruiter/api/recruiter-me.ts';
import { RecruiterFooter, RecruiterHeader } from './components/layout/recruiter-shell.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { Button } from './components/ui/button.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { usePageViews } from './lib/analytics.ts';
import { currentAccount } from './lib/auth-guard.ts';
import { parseCookieConsent, storeCookieConsent, type CookieConsent } from './lib/cookie-consent.ts';
import { countryUrls } from './lib/country-urls.ts';
import { readCookie } from './lib/cookies.ts';
import { FeatureFlagsRoot } from './lib/feature-flags/feature-flags-root.tsx';
import { loadFlags } from './lib/feature-flags/load-flags.ts';
import { loadData } from './lib/endpoint.ts';
import { webContext } from './lib/load-context.ts';
import { ApiError } from './lib/api-client.ts';
import { allowReplay, configureMonitoring, reportError, startMonitoringWhenIdle } from './lib/monitoring/monitoring.ts';
import { NetworkStatusToasts } from './lib/network-status.tsx';
import { paths } from './lib/paths.ts';
import { REQUEST_ID_META, RequestIdContext, useFailureReference } from './lib/request-id.ts';
import { isRecruiterSitePath, recruiterSiteUrl, siteOf } from './lib/recruiter-site.ts';
import { useRootData, type RootData } from './lib/root-data.ts';
import type { Route } from './+types/root';

/**
 * The stylesheet as a React resource (`precedence`): React then sends it before the scripts' modulepreloads, so the
 * one file the first paint waits for is not queued behind 150 KB of scripts on a slow connection (decision 0072).
 */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: appCss, precedence: 'default' }];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const ctx = webContext(context);
  const url = new URL(request.url);
  const site = siteOf(url);
  // The recruiter site's host shows its own pages (and the legal texts) only; its `/` is its start page.
  if (site === 'recruiter' && url.pathname === '/') throw redirect(RECRUITER_BASE_PATH);
  if (site === 'recruiter' && !isRecruiterSitePath(url.pathname)) throw data(null, { status: 404 });
  const [account, recruiter, flags] = await Promise.all([
    site === 'member' ? currentAccount(context, url) : null,
    site === 'recruiter' ? loadData(context, recruiterMeEndpoint) : null,
    loadFlags(context),
  ]);
  return {
    language: ctx.language,
    countryVersion: ctx.countryVersion,
    formatLocale: formattingLocale(ctx.language, ctx.countryVersion),
    nonce: ctx.nonce,
    account,
    cookieConsent: parseCookieConsent(request.headers.get('cookie')),
    countryUrls: countryUrls(url),
    flags,
    monitoring: ctx.monitoring,
    site,
    recruiterSiteUrl: recruiterSiteUrl(url),
    recruiter,
  };
}

/** The sign-in status is checked on every navigation. */
export const shouldRevalidate = () => true;

/** A page refused for too many requests (429) tells when to come back, as the API told its loader. */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const retryAfter = errorHeaders?.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = data?.nonce;
  const requestId = useContext(RequestIdContext);
  return (
    <html lang={LANGUAGE_TAGS[data?.language ?? 'DE']}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {requestId && <meta name={REQUEST_ID_META} content={requestId} />}
        <Meta />
        {/* The same nonce on both sides: the server's router context has one, the browser's has none. */}
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 200);
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: LIMITS.queryStaleTimeMs, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The experiment guest id, once the browser has it (the server renders without it). */
const guestId = () => (typeof document === 'undefined' ? null : (readCookie(document.cookie, GUEST_COOKIE) ?? null));

/**
 * Tells browser tests (and nothing else) that the page's event handlers are attached: inside the outlet's boundary,
 * whose hydration may finish after the shell's (a part of the page waiting for its code or strings).
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export default function App() {
  const { cookieConsent, flags, account, monitoring, site } = useRootData();
  const [consent, setConsent] = useState<CookieConsent | null>(cookieConsent);
  configureMonitoring(monitoring);
  const [queryClient] = useState(createQueryClient);
  usePageViews(consent);
  const { i18n } = useTranslation();
  useEffect(() => {
    startMonitoringWhenIdle();
    // The loader holds an importer per catalog file of every language: fetched itself only when idle.
    whenIdle(() => void import('./lib/i18n-loader.client.ts').then((loader) => loader.loadRemainingCatalogs(i18n)));
  }, [i18n]);
  useEffect(() => allowReplay(consent === 'all'), [consent]);
  const answerCookieNotice = (choice: CookieConsent) => {
    storeCookieConsent(choice);
    setConsent(choice);
  };
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureFlagsRoot flags={flags} context={{ guestId: guestId(), accountId: account?.id ?? null }}>
        {site === 'recruiter' ? <RecruiterHeader /> : <SiteHeader />}
        <main id="main" className="flex-1">
          {/* A view whose catalog is still on its way waits here (i18n.ts); a navigation keeps the last page. */}
          <Suspense>
            <Outlet />
            <HydratedMark />
          </Suspense>
        </main>
        {site === 'recruiter' ? <RecruiterFooter /> : <SiteFooter />}
        {!consent && <CookieNotice onAnswer={answerCookieNotice} />}
        <Suspense>
          <Toaster />
          <NetworkStatusToasts />
        </Suspense>
      </FeatureFlagsRoot>
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const tooManyRequests = isRouteErrorResponse(error) && error.status === 429;
  const unavailable =
    (isRouteErrorResponse(error) && error.status === 503) || (error instanceof ApiError && error.status === 503);
  const reference = useFailureReference(error);
  const reportable = !isRouteErrorResponse(error) || error.status >= 500;
  useEffect(() => {
    if (reportable) reportError(error);
  }, [error, reportable]);
  // Loading the same address again runs its loaders and renders the view afresh, without a full reload.
  const retry = () => void navigate(`${location.pathname}${location.search}`, { replace: true });
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      {/* The full header needs the app's data, which may be what failed; the brand link always works. */}
      <header className="border-b border-line bg-white">
        <div className="mx-auto max-w-6xl px-4 py-3 sm:px-5">
          <a href={paths.home} className="font-serif text-2xl font-semibold text-brand" aria-label={t('nav.home')}>
            {t('brand')}
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-5 py-16">
        <title>{`${notFound ? t('notFound.title') : t('error.title')} – ${t('brand')}`}</title>
        <h1 className="font-serif text-3xl">{notFound ? t('notFound.title') : t('error.title')}</h1>
        <p className="text-muted">
          {notFound
            ? t('notFound.text')
            : tooManyRequests
              ? t('rate_limited', { ns: 'errors' })
              : unavailable
                ? t('service_unavailable', { ns: 'errors' })
                : t('error.text')}
        </p>
        <div>
          {notFound ? (
            <a className="font-semibold text-brand underline" href={paths.home}>
              {t('notFound.home')}
            </a>
          ) : (
            <Button onClick={retry}>{t('error.reload')}</Button>
          )}
        </div>
        {!notFound && reference && (
          <p className="text-sm text-muted">
            {t('error.reference')} <code className="font-mono break-all select-all">{reference}</code>
          </p>
        )}
      </main>
    </>
  );
}
