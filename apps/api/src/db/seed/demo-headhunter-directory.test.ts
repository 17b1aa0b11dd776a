// Both engines: what the directory seed left in the run's database (prepared with the demo data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeadhunterSearchResult, ReceivedHeadhunterMessages } from '@laufbahn/contracts/headhunters';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { DEMO_DIRECTORY_FIRMS, seedDemoHeadhunterDirectory } from './demo-headhunter-directory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

/** Every firm the version lists, over all pages: on PostgreSQL the run's other test files add firms of their own. */
const names = async (host: string) => {
  const all: string[] = [];
  for (let page = 1; ; page++) {
    const response = await testClient(t.app).request({
      url: `/api/career/headhunters?page=${page}`,
      headers: { host },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<HeadhunterSearchResult>();
    all.push(...result.items.map((item) => item.name));
    if (page * result.pageSize >= result.total) return all;
  }
};

describe('demo headhunter directory', { timeout: 120_000 }, () => {
  it('lists each demo firm on the country versions of the cities it serves', async () => {
    const germany = await names('deu.localhost');
    expect(germany).toContain('Lindqvist Executive Search');
    expect(germany).not.toContain('Thornbury Search Partners');
    expect(await names('gbr.localhost')).toContain('Thornbury Search Partners');
    expect(await names('chd.localhost')).toEqual(
      expect.arrayContaining(['Haller & Partner Executive Search', 'Lindqvist Executive Search']),
    );
    expect(await names('eur.localhost')).toEqual(expect.arrayContaining(DEMO_DIRECTORY_FIRMS.map((firm) => firm.name)));
  });

  it('gives each further firm a recruiter who signs in, and runs once', async () => {
    for (const firm of DEMO_DIRECTORY_FIRMS.filter((item) => item.recruiter)) {
      const signIn = await testClient(t.app).request({
        method: 'POST',
        url: '/api/recruiter/sign_in',
        body: { email: firm.recruiter!.email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode, firm.name).toBe(200);
      expect(signIn.json().organisation).toMatchObject({ name: firm.name, kind: 'headhunter', verified: true });
    }
    expect(await seedDemoHeadhunterDirectory(t.database)).toBe(false);
  });

  it('leaves the demo search firm a message from the Premium member', async () => {
    const client = testClient(t.app);
    const signIn = await client.request({
      method: 'POST',
      url: '/api/recruiter/sign_in',
      body: { email: 'headhunter@laufbahn.example', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const inbox = await client.request({ url: '/api/recruiter/messages' });
    expect(inbox.json<ReceivedHeadhunterMessages>().messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ memberEmail: 'premium@laufbahn.example' })]),
    );
  });
});
