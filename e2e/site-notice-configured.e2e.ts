import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations } from './helpers.ts';

// A second server, configured with an operator of its own (LEGAL_*), as production would be: the legal pages show
// exactly those data and no sample-data note. The browser tests' main server keeps the sample operator.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 57;
const OPERATOR = {
  LEGAL_COMPANY_NAME: 'Karriereweg Nord GmbH',
  LEGAL_STREET: 'Hafenkante 12',
  LEGAL_POSTAL_CODE: '20457',
  LEGAL_CITY: 'Hamburg',
  LEGAL_COUNTRY: 'Deutschland',
  LEGAL_REPRESENTATIVES: 'Jonas Petersen, Malin Sørensen',
  LEGAL_EMAIL: 'impressum@karriereweg-nord.example',
  LEGAL_REGISTER_COURT: 'Amtsgericht Hamburg',
  LEGAL_REGISTER_NUMBER: 'HRB 123456',
  LEGAL_VAT_ID: 'DE123456789',
  LEGAL_CONTENT_RESPONSIBLE: 'Malin Sørensen',
};

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../scripts/e2e-server.mjs')], {
    env: { ...process.env, ...OPERATOR, E2E_PORT: String(PORT), SEED_JOBS: '50' },
    stdio: 'ignore',
  });
  const until = Date.now() + 170_000;
  for (;;) {
    const ready = await fetch(`http://localhost:${PORT}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > until) throw new Error('the configured server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a configured operator is what the site notice, the privacy policy and the terms show, with no sample note', async ({
  page,
  context,
}) => {
  await answerCookieNotice(context);
  await page.goto(`http://deu.localhost:${PORT}/site-notice`);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('Beispieldaten')).toHaveCount(0);
  const section = (id: string) => page.locator('section', { has: page.locator(`#${id}-heading`) });
  await expect(section('provider')).toContainText('Karriereweg Nord GmbH');
  await expect(section('provider')).toContainText('Hafenkante 12');
  await expect(section('provider')).toContainText('20457 Hamburg');
  await expect(section('provider')).toContainText('Vertreten durch: Jonas Petersen, Malin Sørensen');
  await expect(section('contact').getByRole('link', { name: OPERATOR.LEGAL_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${OPERATOR.LEGAL_EMAIL}`,
  );
  await expect(section('register')).toContainText('Amtsgericht Hamburg');
  await expect(section('register')).toContainText('HRB 123456');
  await expect(section('register')).toContainText('DE123456789');
  await expect(page.getByText('Laufbahn Beispiel GmbH')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`http://gbr.localhost:${PORT}/privacy`);
  await expect(page.getByText('Karriereweg Nord GmbH').first()).toBeVisible();
  await expect(page.getByText('Sample data')).toHaveCount(0);
  await page.goto(`http://fra.localhost:${PORT}/terms`);
  await expect(page.locator('section', { has: page.locator('#scope-heading') })).toContainText(
    'entre Karriereweg Nord GmbH, Hamburg (',
  );
  await expect(page.getByText('Données d’exemple')).toHaveCount(0);
});
