import { servePages, type PageHandler } from '../web/mount-web.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The test app with a stand-in page renderer mounted as the web app is, for tests of what the server does around a
 * page (headers, error reports).
 */
export const openPageTestApp = (render: PageHandler): Promise<TestApp> =>
  createTestApp({}, { beforeReady: (app) => servePages(app, render, null) });
