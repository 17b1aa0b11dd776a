import type { LightMyRequestResponse } from 'fastify';
import { sandboxError } from '@laufbahn/contracts/payments';
import type { Database } from '../../db/client.ts';

/**
 * What is wrong with an answer: a 5xx, a 4xx without the error shape of DECISIONS.md, missing security
 * headers. Pages (every path outside `/api/`) may answer an error as an HTML page instead.
 */
export function answerProblems(response: LightMyRequestResponse, method: string, url: string): string[] {
  const page = !url.startsWith('/api/');
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}: ${response.body.slice(0, 300)}`);
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  const csp = String(response.headers['content-security-policy'] ?? '');
  // The API documentation page allows itself to be framed by its own origin; nothing else is framed.
  if (!/frame-ancestors '(none|self)'/.test(csp)) problems.push('no Content-Security-Policy with frame-ancestors');
  if (!response.headers['referrer-policy']) problems.push('no Referrer-Policy');
  if (status >= 400 && method !== 'HEAD') {
    const type = String(response.headers['content-type'] ?? '');
    if (page && type.startsWith('text/html')) return problems;
    if (!/json/.test(type)) problems.push(`error answer of type "${type}"`);
    // The sandbox payment provider plays another company: its API answers in its own error shape (paths it does not
    // serve are the server's, answered in ours).
    else if (url.startsWith('/sandbox-psp/') && errorShapeProblems(response.body).length > 0)
      problems.push(...sandboxErrorProblems(response.body));
    else problems.push(...errorShapeProblems(response.body));
  }
  return problems;
}

/** The sandbox provider's `{ error: { type, code, param?, message } }`. */
function sandboxErrorProblems(body: string): string[] {
  try {
    return sandboxError.safeParse(JSON.parse(body)).success
      ? []
      : [`not the sandbox's error shape: ${body.slice(0, 200)}`];
  } catch {
    return [`error body is not JSON: ${body.slice(0, 200)}`];
  }
}

/** `{ error: { code, message, fields? } }` and nothing else; `fields` maps field names to message keys. */
export function errorShapeProblems(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [`error body is not JSON: ${body.slice(0, 200)}`];
  }
  const root = parsed as { error?: Record<string, unknown> };
  const error = root?.error;
  if (!error || typeof error !== 'object' || Object.keys(root).length !== 1)
    return [`not the error shape: ${body.slice(0, 200)}`];
  const problems: string[] = [];
  if (typeof error.code !== 'string' || !/^[a-z_]+$/.test(error.code))
    problems.push(`error.code ${String(error.code)}`);
  if (typeof error.message !== 'string') problems.push('error.message missing');
  const extra = Object.keys(error).filter((key) => !['code', 'message', 'fields'].includes(key));
  if (extra.length) problems.push(`unexpected error keys ${extra.join(', ')}`);
  if ('fields' in error) {
    const fields = error.fields as Record<string, unknown>;
    const valid =
      fields &&
      typeof fields === 'object' &&
      Object.values(fields).every((keys) => Array.isArray(keys) && keys.every((key) => typeof key === 'string'));
    if (!valid) problems.push(`error.fields malformed: ${JSON.stringify(fields).slice(0, 200)}`);
  }
  return problems;
}

/**
 * Counts the rows written (inserted, updated, deleted) per table, by a row trigger on every table of an
 * isolated test database; a write rolled back is not counted. Answers a function reading the counts.
 */
export async function writeCounter(database: Database): Promise<() => Promise<Record<string, number>>> {
  await database.executeSql(`
    create table if not exists test_row_writes (table_name text primary key, writes bigint not null);
    create or replace function test_count_row_write() returns trigger language plpgsql as $$
    begin
      insert into test_row_writes values (TG_TABLE_NAME, 1)
        on conflict (table_name) do update set writes = test_row_writes.writes + 1;
      return null;
    end $$;`);
  const { rows } = await database.executeSql(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_row_writes'`,
  );
  await database.executeSql(
    rows
      .map(
        ({ name }) =>
          `create or replace trigger test_count_writes after insert or update or delete on "${String(name)}"
            for each row execute function test_count_row_write();`,
      )
      .join('\n'),
  );
  return async () => {
    const { rows: counts } = await database.executeSql('select table_name, writes from test_row_writes', []);
    return Object.fromEntries(counts.map((row) => [String(row.table_name), Number(row.writes)]));
  };
}

/** The tables written between two readings of a write counter, with the number of rows written. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((name) => (before[name] ?? 0) !== after[name])
    .map((name) => `${name} (${after[name]! - (before[name] ?? 0)} rows)`);
}
