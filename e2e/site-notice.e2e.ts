import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, versionUrl } from './helpers.ts';

// The browser tests' server has no LEGAL_* configuration: the page shows the sample operator and says so.
for (const [code, title, sample, representedBy] of [
  ['deu', 'Impressum', 'Beispieldaten:', 'Vertreten durch: Erika Mustermann'],
  ['gbr', 'Legal notice', 'Sample data:', 'Represented by: Erika Mustermann'],
] as const) {
  test(`the site notice shows the operator from the configuration, marked as sample data here (${code})`, async ({
    page,
    context,
  }) => {
    await answerCookieNotice(context);
    await page.goto(versionUrl(code, '/site-notice'));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('note')).toContainText(sample);
    await expect(page.getByRole('note')).toContainText('LEGAL_*');
    const section = (id: string) => page.locator('section', { has: page.locator(`#${id}-heading`) });
    const provider = section('provider');
    await expect(provider).toContainText('Laufbahn Beispiel GmbH');
    await expect(provider).toContainText('Musterstraße 1');
    await expect(provider).toContainText('10115 Berlin');
    await expect(provider).toContainText(representedBy);
    await expect(section('contact').getByRole('link', { name: 'kontakt@laufbahn.example' })).toHaveAttribute(
      'href',
      'mailto:kontakt@laufbahn.example',
    );
    await expect(section('register')).toContainText('HRB 000000 B');
    await expect(section('responsible')).toContainText('Erika Mustermann');
    await expectNoAxeViolations(page);
  });
}

test('the terms name the same operator as the site notice as the contracting party', async ({ page, context }) => {
  await answerCookieNotice(context);
  await page.goto(versionUrl('fra', '/terms'));
  const scope = page.locator('section', { has: page.locator('#scope-heading') });
  await expect(scope).toContainText('entre Laufbahn Beispiel GmbH, Berlin (');
  await expect(page.getByText('{{operator}}')).toHaveCount(0);
  await expect(page.getByRole('note')).toContainText('Données d’exemple');
});

test('the privacy policy names the configured operator and its seat, marked as sample data here', async ({
  page,
  context,
}) => {
  await answerCookieNotice(context);
  await page.goto(versionUrl('deu', '/privacy'));
  await expect(page.getByRole('note')).toContainText('Beispieldaten:');
  const section = (id: string) => page.locator('section', { has: page.locator(`#${id}-heading`) });
  await expect(section('controller')).toContainText('Laufbahn Beispiel GmbH');
  await expect(section('rights')).toContainText('am Sitz von Laufbahn in Berlin (Art. 77 DSGVO)');
  await expect(page.getByText('{{city}}')).toHaveCount(0);
  // Every cookie the servers set is listed, the recruiter site's and the trusted browser's too.
  const cookies = page.getByRole('table', { name: 'Cookies auf Laufbahn' });
  for (const name of ['lb_session', 'lb_device', 'lb_recruiter_session', 'lb_lang', 'lb_guest', 'lb_cookie_consent']) {
    await expect(cookies.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
