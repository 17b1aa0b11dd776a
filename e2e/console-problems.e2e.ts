import { consoleProblem, expect, test } from './fixtures.ts';

// The shared fixture must fail a test whose page logs an error: these tests are expected to fail.
test.describe('the console fixture', () => {
  test('fails a test whose page logs a console error', async ({ page }) => {
    test.fail();
    await page.goto('/sitemap');
    await page.evaluate(() => console.error('something broke'));
  });

  test('fails a test whose page throws an uncaught exception', async ({ page }) => {
    test.fail();
    await page.goto('/sitemap');
    // Throws in a task of its own, then answers in the next one: the exception is reported first.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            setTimeout(resolve, 0);
            throw new Error('uncaught');
          }, 0);
        }),
    );
  });

  test('fails a test whose page, in a context of its own, warns about hydration', async ({ browser }) => {
    test.fail();
    const other = await browser.newContext();
    const page = await other.newPage();
    await page.goto('/sitemap');
    await page.evaluate(() => console.warn('A tree hydrated but some attributes did not match'));
    await other.close();
  });
});

test('network status reports and ordinary warnings are not page faults', () => {
  expect(consoleProblem('error', 'Failed to load resource: the server responded with a status of 410 (Gone)')).toBe(
    false,
  );
  expect(consoleProblem('warning', 'Some deprecation')).toBe(false);
  expect(consoleProblem('error', 'Uncaught TypeError: x is undefined')).toBe(true);
  expect(consoleProblem('warning', 'Hydration failed because the server rendered HTML did not match')).toBe(true);
});
