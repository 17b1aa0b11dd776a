import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import type { AccountUpload, GeneratedProfile } from '@laufbahn/contracts/cv';
import { UPLOAD_TOKEN_HEADER } from '@laufbahn/contracts/cv';
import { testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { docx, shortCvLines } from './cv-test-documents.ts';

export const UPLOADS = '/api/career/account_uploads';
export const GENERATED = '/api/career/generated_profiles';

export type Part =
  { name: string; value: string } | { name: string; filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----laufbahn${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A raw request with the client's cookies (for bodies that are not JSON). */
export function send(
  t: TestApp,
  client: TestClient,
  request: { method?: 'POST' | 'GET'; url: string; payload?: Buffer | string; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: request.method ?? 'POST',
    url: request.url,
    remoteAddress: client.ip,
    headers: {
      origin: `http://${request.headers?.host ?? 'localhost'}`,
      ...(client.cookies.size ? { cookie: cookieHeader(client) } : {}),
      ...request.headers,
    },
    payload: request.payload,
  });
}

export const cvFile = (data: Buffer = docx(shortCvLines), filename = 'Lebenslauf Berger.docx'): Part => ({
  name: 'upload_file',
  filename,
  data,
  contentType: 'application/octet-stream',
});

/** `POST /api/career/account_uploads` with `upload_type_id` 1 and the given parts (a CV by default). */
export function upload(
  t: TestApp,
  client: TestClient,
  parts: Part[] = [cvFile()],
  headers: Record<string, string> = {},
) {
  const body = multipart([{ name: 'upload_type_id', value: '1' }, ...parts]);
  return send(t, client, {
    url: UPLOADS,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...headers },
  });
}

/** A visitor who has loaded a page: the `lb_guest` cookie is set. */
export function visitor(t: TestApp): TestClient {
  const client = testClient(t.app);
  client.cookies.set(GUEST_COOKIE, randomUUID());
  return client;
}

export const withToken = (token: string) => ({ [UPLOAD_TOKEN_HEADER]: token });

/** Uploads a CV and answers the upload. */
export async function uploaded(t: TestApp, client: TestClient, parts?: Part[]): Promise<AccountUpload> {
  const response = await upload(t, client, parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AccountUpload>();
}

/** Uploads a CV, starts processing, runs the queue: the generated profile, ready (or failed). */
export async function generated(
  t: TestApp,
  client: TestClient,
  parts?: Part[],
): Promise<{ upload: AccountUpload; profile: GeneratedProfile; headers: Record<string, string> }> {
  const up = await uploaded(t, client, parts);
  const headers = withToken(up.token);
  const started = await client.request({ method: 'POST', url: GENERATED, body: { identifier: up.id }, headers });
  expect(started.statusCode, started.body).toBe(201);
  await t.app.cvProcessing.runDue();
  const profile = await client.request({ url: `${GENERATED}/${started.json<GeneratedProfile>().id}`, headers });
  expect(profile.statusCode, profile.body).toBe(200);
  return { upload: up, profile: profile.json<GeneratedProfile>(), headers };
}

/** Every file in the test app's upload store. */
export function storedFiles(t: TestApp): string[] {
  const root = t.app.config.uploadsDir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(root, f)).isFile());
}

export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  fields?: Record<string, string[]>,
) {
  expect(response.statusCode, response.body).toBe(status);
  const error = response.json().error;
  expect(error.code).toBe(code);
  if (fields) expect(error.fields).toEqual(fields);
}
