import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_WRONG } from '@laufbahn/contracts/data-privacy';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { createTestApp, DEFAULT_PASSWORD, testClient, type TestApp } from '../../test/test-app.ts';
import { fillMember, type FilledMember } from './member-data-test-fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACCOUNT = '/api/career/account';

const remove = (member: FilledMember, body: unknown) => member.client.request({ method: 'DELETE', url: ACCOUNT, body });

/** Rows that still name the member: by account id, by one of their profiles, or holding their marker anywhere. */
async function leftovers(member: FilledMember): Promise<Record<string, number>> {
  const tables = await t.database.executeSql(
    `select table_name, array_agg(column_name::text) as columns from information_schema.columns
     where table_schema = 'public' group by table_name`,
  );
  const found: Record<string, number> = {};
  for (const row of tables.rows as { table_name: string; columns: string[] }[]) {
    const conditions = [`t::text like '%' || $1 || '%'`, `t::text like '%' || $2 || '%'`];
    if (row.columns.includes('account_id')) conditions.push(`t.account_id = ${member.accountId}`);
    if (row.columns.includes('profile_id')) {
      conditions.push(`t.profile_id in (${member.memberProfileId}, ${member.generatedProfileId})`);
    }
    const values: unknown[] = [member.marker, member.email];
    if (row.columns.includes('guest_id')) {
      conditions.push(`t.guest_id::text = $3`);
      values.push(member.guestId);
    }
    const count = await t.database.executeSql(
      `select count(*)::int as n from "${row.table_name}" t where ${conditions.join(' or ')}`,
      values,
    );
    const n = Number(count.rows[0]!.n);
    if (n > 0) found[row.table_name] = n;
  }
  return found;
}

describe('deleting the account (GDPR article 17)', () => {
  it('refuses visitors with 401, before looking at the body', async () => {
    const visitor = testClient(t.app);
    const response = await visitor.request({ method: 'DELETE', url: ACCOUNT, body: { password: 1 } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong password and odd input with a 422 on the field, and deletes nothing', async () => {
    const member = await fillMember(t);
    const wrong = await remove(member, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { password: [PASSWORD_WRONG] } },
    });

    const cases: [unknown, string, string][] = [
      [{}, 'password', VALIDATION.required],
      [{ password: '' }, 'password', VALIDATION.required],
      [{ password: 12345 }, 'password', VALIDATION.invalidType],
      [{ password: ['x'] }, 'password', VALIDATION.invalidType],
      [{ password: 'x'.repeat(5000) }, 'password', VALIDATION.tooLong],
      [{ password: DEFAULT_PASSWORD, confirm: true }, 'confirm', VALIDATION.unknownField],
    ];
    for (const [body, field, key] of cases) {
      const response = await remove(member, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(response.json<{ error: { fields: Record<string, string[]> } }>().error.fields[field]).toContain(key);
    }
    expect((await remove(member, '{"password":')).statusCode).toBe(400);
    expect((await remove(member, { password: 'y'.repeat(1024 * 1024) })).statusCode).toBe(413);
    expect((await remove(member, [DEFAULT_PASSWORD])).statusCode).toBe(422);

    expect((await member.client.request({ url: '/api/career/me' })).statusCode).toBe(200);
    expect(Object.keys(await leftovers(member))).toContain('accounts');
  });

  it('erases every row and file of the member, ends the sessions, keeps one audit entry naming nobody, and mails the address', async () => {
    const member = await fillMember(t);
    const other = await fillMember(t);
    const otherBefore = await leftovers(other);
    // A second device of the same member.
    const laptop = testClient(t.app);
    expect(
      (
        await laptop.request({
          method: 'POST',
          url: '/api/account/sign_in',
          body: { email: member.email, password: DEFAULT_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);

    const response = await remove(member, { password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'lb_session')?.value).toBe('');

    expect((await member.client.request({ url: '/api/career/me' })).statusCode).toBe(401);
    expect((await laptop.request({ url: '/api/career/me' })).statusCode).toBe(401);

    // Nothing of the member is left in any table but the confirmation mail on its way to the address, and the
    // invoice the law makes us keep ten years (as issued, with the buyer's address; under a random reference).
    expect(await leftovers(member)).toEqual({ mail_outbox: 1, kept_records: 1 });
    const kept = await t.database.executeSql(
      `select kind, record->>'number' as number from kept_records
      where record::text like '%' || $1 || '%'`,
      [member.email],
    );
    expect(kept.rows).toEqual([{ kind: 'invoice', number: expect.stringMatching(/^LB-\d{4}-\d{6}$/) }]);
    const mail = await t.database.executeSql(`select template, subject from mail_outbox where to_address = $1`, [
      member.email,
    ]);
    expect(mail.rows).toEqual([{ template: 'account-deleted', subject: 'Ihr Laufbahn-Konto ist gelöscht' }]);

    const audit = await t.database.executeSql(
      `select account_id, ip, details from audit_log where action = 'account.deleted' order by id desc limit 1`,
    );
    expect(audit.rows).toEqual([{ account_id: null, ip: null, details: null }]);

    for (const key of member.files.keys()) expect(await t.app.fileStore.get(key), key).toBeUndefined();
    for (const key of other.files.keys()) expect(await t.app.fileStore.get(key), key).toBeDefined();
    expect(await leftovers(other)).toEqual(otherBefore);

    const signIn = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email: member.email, password: DEFAULT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    await testClient(t.app).signUp(member.email);
  });

  it('is rate limited per member', async () => {
    const member = await fillMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await remove(member, { password: `wrong-${i}` })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
