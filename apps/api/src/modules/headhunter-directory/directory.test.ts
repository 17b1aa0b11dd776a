// Both engines: the directory's filters are array and join conditions, the message a transaction with its mails.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HeadhunterPage,
  HeadhunterProfile,
  HeadhunterSearchResult,
  ReceivedHeadhunterMessage,
  ReceivedHeadhunterMessages,
  SentHeadhunterMessage,
} from '@laufbahn/contracts/headhunters';
import { rateLimitCounters } from '../../db/schema/accounts.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { startSubscription } from '../membership/test-subscriptions.ts';
import { signedUpRecruiter, type RecruiterClient } from '../../test/recruiter-clients.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
}, 60_000);
afterAll(() => t?.close());

const GRAZ = 2778067;
const LYON = 2996944;
const MUNICH = 2867714;
/** Medicine and healthcare, agriculture: combinations no demo firm covers. */
const FUNCTION = 23;
const INDUSTRY = 26;

const entry = (extra: Record<string, unknown> = {}) => ({
  description: 'Wir besetzen Führungspositionen in der Agrar- und Ernährungswirtschaft, diskret und mit Erfahrung.',
  functionIds: [FUNCTION, 1],
  industryIds: [INDUSTRY],
  locationIds: [GRAZ],
  ...extra,
});

const fields = (response: { json: <T>() => T }) =>
  response.json<{ error: { fields?: Record<string, string[]> } }>().error.fields ?? {};
const code = (response: { json: <T>() => T }) => response.json<{ error: { code: string } }>().error.code;

const saveEntry = (client: RecruiterClient, body: unknown) =>
  client.request({ method: 'PUT', url: '/api/recruiter/organisation/directory_profile', body });

async function listedFirm(extra: Record<string, unknown> = {}): Promise<RecruiterClient> {
  const firm = await signedUpRecruiter(t, { kind: 'headhunter' });
  const saved = await saveEntry(firm, entry(extra));
  expect(saved.statusCode, saved.body).toBe(200);
  return firm;
}

async function search(client: TestClient, query: string, host?: string): Promise<HeadhunterSearchResult> {
  const response = await client.request({ url: `/api/career/headhunters?${query}`, headers: host ? { host } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HeadhunterSearchResult>();
}

async function member(premium: boolean) {
  const client = testClient(t.app);
  const email = `hh${randomBytes(6).toString('hex')}@example.com`;
  const { id } = await client.signUp(email);
  if (premium) await startSubscription(t.database, id);
  return { client, accountId: id, email };
}

const letter = {
  subject: 'Wechsel in die Geschäftsführung',
  message: 'Guten Tag, ich suche eine neue Aufgabe als CFO.',
};
const write = (client: TestClient, firmId: number | string, body: unknown = letter) =>
  client.request({ method: 'POST', url: `/api/career/headhunters/${firmId}/messages`, body });

describe('the firm’s directory entry', { timeout: 300_000 }, () => {
  it('is empty until saved, then published with its cities', async () => {
    const firm = await signedUpRecruiter(t, { kind: 'headhunter' });
    const before = await firm.request({ url: '/api/recruiter/organisation/directory_profile' });
    expect(before.statusCode).toBe(200);
    expect(before.json<HeadhunterProfile>().published).toBe(false);

    const saved = await saveEntry(firm, entry({ functionIds: [FUNCTION, FUNCTION, 1], locationIds: [GRAZ, LYON] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = saved.json<HeadhunterProfile>();
    expect(profile).toMatchObject({ published: true, functionIds: [FUNCTION, 1], industryIds: [INDUSTRY] });
    expect(profile.locations.map((l) => l.geoCodeId).sort()).toEqual([GRAZ, LYON].sort());

    const again = await saveEntry(firm, entry({ locationIds: [LYON] }));
    expect(again.json<HeadhunterProfile>().locations.map((l) => l.geoCodeId)).toEqual([LYON]);
  });

  it('answers 401 signed out, 403 to an employer and to an unverified firm', async () => {
    const visitor = testClient(t.app);
    expect((await visitor.request({ url: '/api/recruiter/organisation/directory_profile' })).statusCode).toBe(401);
    expect((await saveEntry(visitor as RecruiterClient, entry())).statusCode).toBe(401);
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const refused = await saveEntry(employer, entry());
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('forbidden');
    const unverified = await signedUpRecruiter(t, { kind: 'headhunter', verified: false });
    const notYet = await saveEntry(unverified, entry());
    expect(notYet.statusCode).toBe(403);
    expect(code(notYet)).toBe('organisation_unverified');
  });

  it('validates every field with 422 and changes nothing', async () => {
    const firm = await listedFirm();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: '' }, 'description', 'validation.required'],
      [{ description: 'Zu kurz.' }, 'description', 'validation.tooShort'],
      [{ description: 'x'.repeat(1501) }, 'description', 'validation.tooLong'],
      [{ description: `Beschreibung mit Steuerzeichen \u0000 ${'x'.repeat(40)}` }, 'description', 'validation.invalid'],
      [{ description: 42 }, 'description', 'validation.invalidType'],
      [{ functionIds: [] }, 'functionIds', 'validation.required'],
      [{ functionIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 'functionIds', 'validation.invalid'],
      [{ functionIds: [999] }, 'functionIds', 'validation.invalidOption'],
      [{ functionIds: ['1'] }, 'functionIds.0', 'validation.invalidType'],
      [{ industryIds: [] }, 'industryIds', 'validation.required'],
      [{ industryIds: [32_768] }, 'industryIds.0', 'validation.invalidOption'],
      [{ locationIds: [] }, 'locationIds', 'validation.required'],
      [{ locationIds: [1] }, 'locationIds', 'validation.invalidOption'],
      [{ locationIds: 'Graz' }, 'locationIds', 'validation.invalidType'],
      [{ website: 'https://example.com' }, 'website', 'validation.unknownField'],
    ];
    for (const [change, field, message] of cases) {
      const response = await saveEntry(firm, entry(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(fields(response)[field], `${JSON.stringify(change)} → ${response.body}`).toContain(message);
    }
    const unchanged = await firm.request({ url: '/api/recruiter/organisation/directory_profile' });
    expect(unchanged.json<HeadhunterProfile>().locations.map((l) => l.geoCodeId)).toEqual([GRAZ]);
  });
});

describe('the directory', { timeout: 300_000 }, () => {
  it('lists verified firms serving the country version, filtered, and never unverified ones or employers', async () => {
    const firm = await listedFirm({ locationIds: [GRAZ] });
    const unverified = await signedUpRecruiter(t, { kind: 'headhunter', verified: false });
    // An entry saved now and the organisation never verified: the directory must not show it.
    await t.database.executeSql(
      `insert into headhunter_profiles (organisation_id, description, function_ids, industry_ids)
       values ($1, 'Nicht bestätigt', '{23}', '{26}')`,
      [unverified.organisationId],
    );
    await t.database.executeSql('insert into headhunter_locations values ($1, $2)', [unverified.organisationId, GRAZ]);

    const visitor = testClient(t.app);
    const austria = await search(
      visitor,
      `function=${FUNCTION}&industry=${INDUSTRY}&location=${GRAZ}`,
      'aut.localhost',
    );
    const ids = austria.items.map((item) => item.id);
    expect(ids).toContain(firm.organisationId);
    expect(ids).not.toContain(unverified.organisationId);
    const listed = austria.items.find((item) => item.id === firm.organisationId)!;
    expect(listed).toMatchObject({ functionIds: [FUNCTION, 1], industryIds: [INDUSTRY], openMandates: 0 });
    expect(listed.locations[0]).toMatchObject({ geoCodeId: GRAZ, countryId: 166 });
    expect(austria.facets.locations.map((l) => l.geoCodeId)).toContain(GRAZ);
    expect(austria.facets.functionIds).toContain(FUNCTION);

    // Graz is in Austria: not on the German version; on the European version every country counts.
    const germany = await search(visitor, `function=${FUNCTION}&industry=${INDUSTRY}`);
    expect(germany.items.map((item) => item.id)).not.toContain(firm.organisationId);
    const europe = await search(visitor, `function=${FUNCTION}&industry=${INDUSTRY}`, 'eur.localhost');
    expect(europe.items.map((item) => item.id)).toContain(firm.organisationId);
    // Another function: not listed.
    const other = await search(visitor, `function=22&industry=${INDUSTRY}&location=${GRAZ}`, 'aut.localhost');
    expect(other.items.map((item) => item.id)).not.toContain(firm.organisationId);
  });

  it('pages through the results', async () => {
    for (let i = 0; i < 13; i++) await listedFirm({ locationIds: [LYON], industryIds: [INDUSTRY, 28] });
    const visitor = testClient(t.app);
    const first = await search(visitor, `industry=28&location=${LYON}`, 'fra.localhost');
    expect(first.total).toBeGreaterThanOrEqual(13);
    expect(first.items).toHaveLength(12);
    const second = await search(visitor, `industry=28&location=${LYON}&page=2`, 'fra.localhost');
    expect(second.page).toBe(2);
    const overlap = second.items.filter((item) => first.items.some((seen) => seen.id === item.id));
    expect(overlap).toEqual([]);
  });

  it('refuses odd filters with 422', async () => {
    const visitor = testClient(t.app);
    for (const [query, field] of [
      ['function=abc', 'function'],
      ['industry=40000', 'industry'],
      ['location=-1', 'location'],
      ['page=0', 'page'],
      ['page=9999', 'page'],
      ['sort=name', 'sort'],
    ]) {
      const response = await visitor.request({ url: `/api/career/headhunters?${query}` });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(fields(response)), query).toContain(field);
    }
  });

  it('shows a firm’s open mandates, teasers unless Premium, and 404 for firms the directory does not list', async () => {
    const firm = await listedFirm({ locationIds: [MUNICH] });
    const mandate = await firm.request({
      method: 'POST',
      url: '/api/recruiter/positions',
      body: {
        title: 'Geschäftsführer Agrarhandel',
        companyName: 'Vertraulicher Mandant Agrar',
        description: 'Im Auftrag eines Agrarhändlers suchen wir die Geschäftsführung für die Region Süddeutschland.',
        language: 'DE',
        careerLevelId: 6,
        functionId: 1,
        industryId: INDUSTRY,
        geoCodeId: MUNICH,
        workplaceType: 'onsite',
        salaryMin: 180_000,
        salaryMax: 220_000,
        currency: 'EUR',
        mandate: true,
      },
    });
    expect(mandate.statusCode, mandate.body).toBe(201);

    const visitor = testClient(t.app);
    const page = await visitor.request({ url: `/api/career/headhunters/${firm.organisationId}` });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<HeadhunterPage>();
    expect(body.contact).toBe('visitor');
    expect(body.openMandates).toBe(1);
    expect(body.mandates.items).toHaveLength(1);
    expect(body.mandates.items[0]).toMatchObject({
      title: 'Geschäftsführer Agrarhandel',
      locked: true,
      companyName: null,
    });

    const premium = await member(true);
    const whole = (
      await premium.client.request({ url: `/api/career/headhunters/${firm.organisationId}` })
    ).json<HeadhunterPage>();
    expect(whole.contact).toBe('premium');
    expect(whole.mandates.items[0]).toMatchObject({ locked: false, companyName: 'Vertraulicher Mandant Agrar' });
    const basic = await member(false);
    expect(
      (await basic.client.request({ url: `/api/career/headhunters/${firm.organisationId}` })).json<HeadhunterPage>()
        .contact,
    ).toBe('basic');

    // Closed: no longer an open mandate.
    const positionId = mandate.json<{ id: number }>().id;
    await firm.request({ method: 'POST', url: `/api/recruiter/positions/${positionId}/close` });
    const after = (
      await visitor.request({ url: `/api/career/headhunters/${firm.organisationId}` })
    ).json<HeadhunterPage>();
    expect(after.openMandates).toBe(0);
    expect(after.mandates.items).toEqual([]);

    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const unverified = await signedUpRecruiter(t, { kind: 'headhunter', verified: false });
    const unlisted = await signedUpRecruiter(t, { kind: 'headhunter' });
    for (const id of [employer.organisationId, unverified.organisationId, unlisted.organisationId, 2_000_000_000]) {
      expect((await visitor.request({ url: `/api/career/headhunters/${id}` })).statusCode, String(id)).toBe(404);
    }
    expect((await visitor.request({ url: '/api/career/headhunters/abc' })).statusCode).toBe(422);
    expect((await visitor.request({ url: '/api/career/headhunters/99999999999' })).statusCode).toBe(422);
  });
});

describe('writing to a firm', { timeout: 300_000 }, () => {
  it('lets a Premium member write: stored, mailed to each recruiter, in the firm’s inbox', async () => {
    const firm = await listedFirm();
    const writer = await member(true);
    const response = await write(writer.client, firm.organisationId);
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json<SentHeadhunterMessage>();
    expect(sent).toMatchObject({ recipients: 1 });

    const [mail] = await outboxRepository(t.database.db).recent(1, firm.email);
    expect(mail!.subject).toContain(writer.email);
    expect(mail!.textBody).toContain('/recruiting/messages');

    const inbox = await firm.request({ url: '/api/recruiter/messages' });
    expect(inbox.statusCode).toBe(200);
    const [message] = inbox.json<ReceivedHeadhunterMessages>().messages;
    expect(message).toMatchObject({
      id: sent.id,
      subject: letter.subject,
      message: letter.message,
      memberEmail: writer.email,
    });

    // Another organisation's recruiters never read it.
    const other = await listedFirm();
    const theirs = (await other.request({ url: '/api/recruiter/messages' })).json<ReceivedHeadhunterMessages>();
    expect(theirs.messages.map((m) => m.id)).not.toContain(sent.id);
    expect((await testClient(t.app).request({ url: '/api/recruiter/messages' })).statusCode).toBe(401);
  });

  it('answers 401 to a visitor, 403 premium_required to a Basic member, 404 for an unlisted firm', async () => {
    const firm = await listedFirm();
    expect((await write(testClient(t.app), firm.organisationId)).statusCode).toBe(401);
    const basic = await member(false);
    const refused = await write(basic.client, firm.organisationId);
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('premium_required');

    const premium = await member(true);
    const employer = await signedUpRecruiter(t, { kind: 'corporate' });
    const unverified = await signedUpRecruiter(t, { kind: 'headhunter', verified: false });
    for (const id of [employer.organisationId, unverified.organisationId, 2_000_000_000]) {
      expect((await write(premium.client, id)).statusCode).toBe(404);
    }
    const inbox = (await firm.request({ url: '/api/recruiter/messages' })).json<ReceivedHeadhunterMessages>();
    expect(inbox.messages).toEqual([]);
  });

  it('validates the message with 422 per field and stores nothing', async () => {
    const firm = await listedFirm();
    const premium = await member(true);
    const cases: [unknown, string, string][] = [
      [{ ...letter, subject: '' }, 'subject', 'validation.required'],
      [{ ...letter, subject: 's'.repeat(151) }, 'subject', 'validation.tooLong'],
      [{ ...letter, subject: 'Zeile\neins' }, 'subject', 'validation.invalid'],
      [{ ...letter, message: '   ' }, 'message', 'validation.required'],
      [{ ...letter, message: 'Zu kurz' }, 'message', 'validation.tooShort'],
      [{ ...letter, message: 'm'.repeat(3001) }, 'message', 'validation.tooLong'],
      [{ ...letter, message: 17 }, 'message', 'validation.invalidType'],
      [{ subject: letter.subject }, 'message', 'validation.required'],
      [{ ...letter, cc: 'x@example.com' }, 'cc', 'validation.unknownField'],
    ];
    for (const [body, field, message] of cases) {
      const response = await write(premium.client, firm.organisationId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(fields(response)[field], response.body).toContain(message);
    }
    const inbox = (await firm.request({ url: '/api/recruiter/messages' })).json<ReceivedHeadhunterMessages>();
    expect(inbox.messages).toEqual([]);
  });
});

describe('read status of a message', { timeout: 300_000 }, () => {
  const markRead = (client: RecruiterClient | TestClient, id: number | string, body: unknown) =>
    client.request({ method: 'PUT', url: `/api/recruiter/messages/${id}/read`, body });
  const firmPage = async (client: TestClient, firmId: number) => {
    const response = await client.request({ url: `/api/career/headhunters/${firmId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HeadhunterPage>();
  };

  it('lets the firm mark a message read and unread; the member sees on the firm’s page whether it was read', async () => {
    const firm = await listedFirm();
    const writer = await member(true);
    const sent = (await write(writer.client, firm.organisationId)).json<SentHeadhunterMessage>();
    let inbox = (await firm.request({ url: '/api/recruiter/messages' })).json<ReceivedHeadhunterMessages>();
    expect(inbox.unread).toBe(1);
    expect(inbox.messages[0]).toMatchObject({ id: sent.id, readAt: null });
    expect((await firmPage(writer.client, firm.organisationId)).sentMessages).toEqual([
      { id: sent.id, subject: letter.subject, createdAt: sent.createdAt, readAt: null },
    ]);

    const read = await markRead(firm, sent.id, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    const readAt = read.json<ReceivedHeadhunterMessage>().readAt;
    expect(readAt).toEqual(expect.any(String));
    // Reading again keeps the first reading's time.
    expect((await markRead(firm, sent.id, { read: true })).json<ReceivedHeadhunterMessage>().readAt).toBe(readAt);
    inbox = (await firm.request({ url: '/api/recruiter/messages' })).json<ReceivedHeadhunterMessages>();
    expect(inbox.unread).toBe(0);
    expect(inbox.messages[0]!.readAt).toBe(readAt);
    expect((await firmPage(writer.client, firm.organisationId)).sentMessages[0]!.readAt).toBe(readAt);

    const unread = await markRead(firm, sent.id, { read: false });
    expect(unread.json<ReceivedHeadhunterMessage>().readAt).toBeNull();
    expect((await firmPage(writer.client, firm.organisationId)).sentMessages[0]!.readAt).toBeNull();

    // Nobody else sees the member's messages on the firm's page.
    expect((await firmPage(testClient(t.app), firm.organisationId)).sentMessages).toEqual([]);
    expect((await firmPage((await member(true)).client, firm.organisationId)).sentMessages).toEqual([]);
  });

  it('answers 401 signed out, 403 unverified, 404 for another organisation’s message or an unknown id', async () => {
    const firm = await listedFirm();
    const writer = await member(true);
    const sent = (await write(writer.client, firm.organisationId)).json<SentHeadhunterMessage>();
    expect((await markRead(testClient(t.app), sent.id, { read: true })).statusCode).toBe(401);
    // A member's session is no recruiter's: the recruiter API does not know it.
    expect((await markRead(writer.client, sent.id, { read: true })).statusCode).toBe(401);
    const unverified = await signedUpRecruiter(t, { kind: 'headhunter', verified: false });
    const refused = await markRead(unverified, sent.id, { read: true });
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('organisation_unverified');
    for (const other of [await listedFirm(), await signedUpRecruiter(t, { kind: 'corporate' })]) {
      const response = await markRead(other, sent.id, { read: true });
      expect(response.statusCode).toBe(404);
    }
    expect((await markRead(firm, 2_000_000_000, { read: true })).statusCode).toBe(404);
    const inbox = (await firm.request({ url: '/api/recruiter/messages' })).json<ReceivedHeadhunterMessages>();
    expect(inbox.messages[0]!.readAt).toBeNull();
  });

  it('refuses odd input with 422 and changes nothing', async () => {
    const firm = await listedFirm();
    const writer = await member(true);
    const sent = (await write(writer.client, firm.organisationId)).json<SentHeadhunterMessage>();
    const cases: [number | string, unknown, string, string][] = [
      [sent.id, {}, 'read', 'validation.required'],
      [sent.id, { read: 'yes' }, 'read', 'validation.invalidType'],
      [sent.id, { read: 1 }, 'read', 'validation.invalidType'],
      [sent.id, { read: true, by: 'x'.repeat(100_000) }, 'by', 'validation.unknownField'],
      [sent.id, [true], '', ''],
      ['abc', { read: true }, 'id', ''],
      ['99999999999999999999', { read: true }, 'id', ''],
    ];
    for (const [id, body, field, message] of cases) {
      const response = await markRead(firm, id, body);
      expect(response.statusCode, `${id} ${JSON.stringify(body)}`).toBe(422);
      if (message) expect(fields(response)[field], response.body).toContain(message);
    }
    const inbox = (await firm.request({ url: '/api/recruiter/messages' })).json<ReceivedHeadhunterMessages>();
    expect(inbox).toMatchObject({ unread: 1, messages: [{ id: sent.id, readAt: null }] });
  });
});

describe('writing limits', { timeout: 300_000 }, () => {
  it('allows two messages a day to one firm', async () => {
    const limited = await createTestApp();
    try {
      const firm = await signedUpRecruiter(limited, { kind: 'headhunter' });
      expect((await saveEntry(firm, entry())).statusCode).toBe(200);
      const client = testClient(limited.app);
      const { id } = await client.signUp(`hl${randomBytes(6).toString('hex')}@example.com`);
      await startSubscription(limited.database, id);
      expect((await write(client, firm.organisationId)).statusCode).toBe(201);
      expect((await write(client, firm.organisationId)).statusCode).toBe(201);
      const third = await write(client, firm.organisationId);
      expect(third.statusCode).toBe(429);
      const inbox = (await firm.request({ url: '/api/recruiter/messages' })).json<ReceivedHeadhunterMessages>();
      expect(inbox.messages).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('allows ten messages a day in all, counting only messages sent (limits scaled by 0.3: three, one per firm)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FACTOR: '0.3' });
    try {
      const firms: RecruiterClient[] = [];
      for (let i = 0; i < 4; i++) {
        const firm = await signedUpRecruiter(limited, { kind: 'headhunter' });
        expect((await saveEntry(firm, entry())).statusCode).toBe(200);
        firms.push(firm);
        // The scaled sign-up limits would stop the fourth firm; only the member's counters matter here.
        await limited.database.db.delete(rateLimitCounters);
      }
      const [a, b, c, d] = firms.map((firm) => firm.organisationId);
      const client = testClient(limited.app);
      const { id } = await client.signUp(`hl${randomBytes(6).toString('hex')}@example.com`);
      await startSubscription(limited.database, id);
      expect((await write(client, a!)).statusCode).toBe(201);
      // Refused ones count against nothing: the firm's limit, an unknown firm, a message that breaks a rule.
      expect((await write(client, a!)).statusCode).toBe(429);
      expect((await write(client, 999_999_999)).statusCode).toBe(404);
      expect((await write(client, b!, { ...letter, subject: '' })).statusCode).toBe(422);
      expect((await write(client, b!)).statusCode).toBe(201);
      expect((await write(client, c!)).statusCode).toBe(201);
      const fourth = await write(client, d!);
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      const inbox = (await firms[3]!.request({ url: '/api/recruiter/messages' })).json<ReceivedHeadhunterMessages>();
      expect(inbox.messages).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
