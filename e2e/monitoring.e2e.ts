import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, versionUrl, waitForHydration } from './helpers.ts';

interface Stored {
  receivedAt: string;
  envelope: {
    header: Record<string, unknown>;
    items: { type: string; payload?: { request?: { url?: string }; exception?: { values?: { value?: string }[] } } }[];
  };
}

for (const [code, heading, button, reference] of [
  ['deu', 'Leider ist etwas schiefgelaufen', 'Fehler auslösen', 'Kennung für Rückfragen an unseren Support:'],
  ['gbr', 'Unfortunately, something went wrong', 'Cause an error', 'Reference for our support team:'],
] as const) {
  test(`a view error reaches the monitoring store through /monitoring, ids masked, and the page names its request (${code})`, async ({
    page,
    context,
    request,
  }) => {
    await answerCookieNotice(context);
    const since = new Date().toISOString();
    const document = await page.goto(versionUrl(code, '/dev/monitoring/check/4711?email=check.person@example.com'));
    const requestId = document!.headers()['x-request-id']!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await waitForHydration(page);
    // The SDK arrives after hydration, when the browser is idle.
    await expect(page.locator('html')).toHaveAttribute('data-monitoring', 'ready');

    const tunnel = page.waitForRequest((r) => r.url().endsWith('/monitoring') && r.method() === 'POST');
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.locator('main code')).toHaveText(requestId);
    await expectNoAxeViolations(page);
    expect((await (await tunnel).response())?.status()).toBe(200);

    let event: Stored['envelope']['items'][number]['payload'] | undefined;
    await expect
      .poll(async () => {
        const stored = (await (await request.get('/api/dev/monitoring')).json()) as Stored[];
        const fresh = stored.filter((s) => s.receivedAt >= since);
        const item = fresh
          .flatMap((s) => s.envelope.items)
          .find((i) => i.type === 'event' && i.payload?.exception?.values?.[0]?.value?.startsWith('Monitoring check'));
        event = item?.payload;
        return Boolean(event);
      })
      .toBe(true);
    expect(event!.exception!.values![0]!.value).toBe('Monitoring check for record 4711 of [email]');
    expect(event!.request!.url).toBe(versionUrl(code, '/dev/monitoring/check/:id'));
    const text = JSON.stringify(event);
    expect(text).not.toContain('check.person@example.com');
    expect(text).not.toContain('/check/4711');
    expect(text).not.toContain('email=');
  });
}

test('the development store lists what arrived', async ({ page }) => {
  await page.goto('/dev/monitoring');
  await expect(page.getByRole('heading', { name: 'Development monitoring' })).toBeVisible();
});
