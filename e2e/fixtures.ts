import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

export { expect };

/**
 * The browser reports every 4xx/5xx answer as a console error ("Failed to load resource: the server responded
 * with a status of 410"); tests ask for those on purpose (an expired job, a wrong password), and the tests
 * check the status themselves. Every other console error is a fault of the page.
 */
const NETWORK_STATUS = /^Failed to load resource: the server responded with a status of \d{3}/;

/** A console message that fails the test: any error, and any warning about hydration. */
export function consoleProblem(type: string, text: string): boolean {
  if (type === 'error') return !NETWORK_STATUS.test(text);
  if (type === 'warning') return /hydrat/i.test(text);
  return false;
}

function describe(message: ConsoleMessage) {
  const where = message.page()?.url() ?? message.location().url;
  return `${message.type()} on ${where}: ${message.text()}`;
}

/**
 * Every browser test: fails when any page it opens — in its own context or in a context it creates from
 * `browser` — logs a console error, a hydration warning or an uncaught exception.
 */
export const test = base.extend<{ failOnConsoleProblems: void }>({
  failOnConsoleProblems: [
    async ({ browser, context }, use) => {
      const problems: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (consoleProblem(message.type(), message.text())) problems.push(describe(message));
        });
        watched.on('weberror', (error) =>
          problems.push(`uncaught on ${error.page()?.url()}: ${error.error().message}`),
        );
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        watch(created);
        return created;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, 'console errors, hydration warnings or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});
