import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileKey } from '../../lib/file-store.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { sessionRepository } from '../../platform/session/session.repository.ts';
import { AUDIT_RETENTION_DAYS, MAIL_RETENTION_DAYS, dataPrivacyRetention, type RetentionTask } from './retention.ts';

let t: TestApp;
let tasks: Map<string, RetentionTask>;
let accountId: number;
const NOW = new Date('2026-11-26T12:00:00Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  tasks = new Map(dataPrivacyRetention(t.database.db, t.app.fileStore).map((task) => [task.name, task]));
  accountId = (await testClient(t.app).signUp()).id;
});
afterAll(() => t.close());

const run = (name: string) => tasks.get(name)!.run(NOW);
const ids = async (text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows.map((row) => Number(row.id)).sort((a, b) => a - b);

describe('retention (docs/decisions/0025-data-privacy.md)', () => {
  it('deletes exports past their 7 days with their files, failed ones after 7 days and stuck ones after a day', async () => {
    const file = async () => {
      const key = newFileKey('exports', 'zip');
      await t.app.fileStore.put(key, Buffer.from('zip'));
      return key;
    };
    const expiredKey = await file();
    const freshKey = await file();
    const insert = (status: string, requested: string, key: string | null, expires: string | null) =>
      ids(
        `insert into data_exports (account_id, status, requested_at, file_key, expires_at, ready_at)
         values ($1, $2, $3, $4, $5, case when $2 = 'ready' then $3::timestamptz end) returning id`,
        [accountId, status, requested, key, expires],
      );
    const [expired] = await insert('ready', ago(8), expiredKey, ago(1 / 24));
    const [fresh] = await insert('ready', ago(6), freshKey, ago(-1));
    const [oldFailed] = await insert('failed', ago(8), null, null);
    const [newFailed] = await insert('failed', ago(6), null, null);
    await t.database.executeSql(`delete from data_exports where status = 'pending'`);
    const [stuck] = await insert('pending', ago(1.5), null, null);

    await run('data exports');
    const left = await ids(`select id from data_exports where id = any($1::int[])`, [
      `{${[expired, fresh, oldFailed, newFailed, stuck].join(',')}}`,
    ]);
    expect(left).toEqual([fresh!, newFailed!].sort((a, b) => a - b));
    expect(await t.app.fileStore.get(expiredKey)).toBeUndefined();
    expect(await t.app.fileStore.get(freshKey)).toBeDefined();

    const [pending] = await insert('pending', ago(0.5), null, null);
    await run('data exports');
    expect(await ids(`select id from data_exports where id = $1`, [pending])).toEqual([pending]);
  });

  it(`deletes sent and failed mails after ${MAIL_RETENTION_DAYS} days, never a pending one`, async () => {
    const to = `retention.${randomBytes(4).toString('hex')}@example.com`;
    const insert = (status: string, created: string) =>
      ids(
        `insert into mail_outbox (to_address, subject, text_body, html_body, template, language, status, created_at)
         values ($1, 's', 't', 'h', 'test', 'DE', $2, $3) returning id`,
        [to, status, created],
      );
    await insert('sent', ago(MAIL_RETENTION_DAYS + 1));
    const [newSent] = await insert('sent', ago(MAIL_RETENTION_DAYS - 1));
    await insert('failed', ago(MAIL_RETENTION_DAYS + 1));
    const [oldPending] = await insert('pending', ago(MAIL_RETENTION_DAYS + 1));
    await run('sent mails');
    expect(await ids(`select id from mail_outbox where to_address = $1`, [to])).toEqual(
      [newSent!, oldPending!].sort((a, b) => a - b),
    );
  });

  it('deletes password-reset tokens a day after they expired', async () => {
    const insert = (expires: string) =>
      ids(`insert into password_reset_tokens (token_hash, account_id, expires_at) values ($1, $2, $3) returning id`, [
        randomBytes(16).toString('hex'),
        accountId,
        expires,
      ]);
    const [old] = await insert(ago(1.5));
    const [recent] = await insert(ago(0.5));
    await run('password reset tokens');
    expect(await ids(`select id from password_reset_tokens where id in ($1, $2)`, [old, recent])).toEqual([recent]);
  });

  it(`deletes audit entries after ${AUDIT_RETENTION_DAYS} days`, async () => {
    const insert = (created: string) =>
      ids(
        `insert into audit_log (account_id, actor, action, created_at) values ($1, 'test', 'retention.test', $2) returning id`,
        [accountId, created],
      );
    const [old] = await insert(ago(AUDIT_RETENTION_DAYS + 1));
    const [recent] = await insert(ago(AUDIT_RETENTION_DAYS - 1));
    await run('audit log');
    expect(await ids(`select id from audit_log where id in ($1, $2)`, [old, recent])).toEqual([recent]);
  });

  it('deletes kept records after their keep-until day, and keeps them through that day', async () => {
    const insert = (keepUntil: string) =>
      ids(
        `insert into kept_records (kind, subject_ref, record, keep_until) values ('invoice', $1, '{}', $2) returning id`,
        [randomBytes(16).toString('hex'), keepUntil],
      );
    const [past] = await insert('2026-11-25');
    const [today] = await insert('2026-11-26');
    await run('kept records');
    expect(await ids(`select id from kept_records where id in ($1, $2)`, [past, today])).toEqual([today]);
  });

  it('deletes expired sessions and keeps open ones', async () => {
    const insert = (id: string, expires: string) =>
      t.database.executeSql(`insert into sessions (id, account_id, expires_at) values ($1, $2, $3)`, [
        id,
        accountId,
        expires,
      ]);
    const expired = randomBytes(16).toString('hex');
    const open = randomBytes(16).toString('hex');
    await insert(expired, new Date(Date.now() - 60_000).toISOString());
    await insert(open, new Date(Date.now() + 60_000 * 60).toISOString());
    await sessionRepository(t.database.db).deleteExpired();
    const left = await t.database.executeSql(`select id from sessions where id in ($1, $2)`, [expired, open]);
    expect(left.rows).toEqual([{ id: open }]);
  });
});
