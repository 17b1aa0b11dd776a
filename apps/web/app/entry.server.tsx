import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router';
import { createI18n } from './lib/i18n.ts';
import { appendBeforeBodyEnd } from './lib/append-before-body-end.server.ts';
import { embeddedCatalogsElement, recordUsedCatalogs } from './lib/i18n-data.ts';
import { lowPriorityModulePreloads } from './lib/low-priority-module-preloads.server.ts';
import { allResources } from './lib/i18n-resources.server.ts';
import { webContext } from './lib/load-context.ts';
import { RequestIdContext } from './lib/request-id.ts';

export const streamTimeout = 5_000;

/**
 * A loader's or action's failure: logged, and reported to the server's monitoring. Answers a route refuses with on
 * purpose (404, 410, 429 …) are not failures, nor is a request the visitor gave up.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
  webContext(context).reportError(error);
};

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: unknown,
) {
  const { nonce, language, requestId, reportError } = webContext(loadContext);
  const i18n = createI18n(language, allResources);
  recordUsedCatalogs(i18n);
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    // Crawlers and no-JS visitors get the whole document at once; browsers get it streamed.
    const readyEvent = /bot|crawl|spider/i.test(request.headers.get('user-agent') ?? '')
      ? 'onAllReady'
      : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <RequestIdContext.Provider value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext.Provider>
      </I18nextProvider>,
      {
        nonce,
        // React sends a finished Suspense boundary larger than this chunk size after the rest of the document, to
        // be moved into place by a script; the page's content (all of `<main>`) would then be painted after the
        // footer and jump over it (Lighthouse: a layout shift of 0.9). A finished boundary goes where it belongs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          const body = new PassThrough();
          // The catalogs the page used go at its end, once everything has been rendered.
          const withCatalogs = body
            .pipe(lowPriorityModulePreloads())
            .pipe(appendBeforeBodyEnd(() => embeddedCatalogsElement(i18n)));
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(withCatalogs), { headers, status: statusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          console.error(error);
          if (!request.signal.aborted) reportError(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
