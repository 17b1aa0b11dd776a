import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECRUITER_HOST,
  recruiterSignUpBody,
  signedUpRecruiter,
  uniqueWorkEmail,
  verificationTokenFor,
  type RecruiterClient,
} from '../recruiter-clients.ts';
import { newFileKey } from '../../lib/file-store.ts';
import { startSubscription } from '../../modules/membership/test-subscriptions.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../test-app.ts';
import {
  isRecruiterRoute,
  positionBody,
  PUBLIC_RECRUITER_ROUTES,
  RECRUITER_RECIPES,
  type OrganisationResources,
  type RecruiterRecipe,
} from './recruiter-access-recipes.ts';

/** In the owning organisation's name: no one outside it may see it. */
const MARKER = `Eigner${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

let t: TestApp;
let owner: TestClient;
let member: TestClient;
let otherMember: TestClient;
let otherOrganisation: RecruiterClient;
let unverified: RecruiterClient;
let r: OrganisationResources;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
  owner = testClient(t.app);
  const email = uniqueWorkEmail('owner');
  const signUp = await owner.request({
    method: 'POST',
    url: '/api/recruiter/account',
    headers: { host: RECRUITER_HOST },
    body: { ...recruiterSignUpBody(email), organisationName: `${MARKER} Partners` },
  });
  const details = signUp.json<{ id: number; organisation: { id: number } }>();
  const token = await verificationTokenFor(t, email);
  await owner.request({ method: 'POST', url: '/api/recruiter/verification', body: { token } });
  member = testClient(t.app);
  await member.signUp();
  const candidateProfileId = (await member.request({ url: '/api/career/my_profile' })).json<{ id: number }>().id;
  const position = await owner.request({ method: 'POST', url: '/api/recruiter/positions', body: positionBody });
  const { id: positionId, jobId } = position.json<{ id: number; jobId: number }>();
  // A headhunter's position is for Premium members; this one applies with a CV.
  const applicant = testClient(t.app);
  const { id: applicantId } = await applicant.signUp();
  await startSubscription(t.database, applicantId);
  const fileKey = newFileKey('cvs', 'pdf');
  await t.app.fileStore.put(fileKey, new TextEncoder().encode('%PDF-1.4'));
  const upload = await t.database.executeSql(
    `insert into account_uploads (account_id, token_hash, upload_type_id, file_key, file_name, file_size, file_kind)
     values ($1, 'x', 1, $2, 'cv.pdf', 8, 'pdf') returning id`,
    [applicantId, fileKey],
  );
  const applied = await applicant.request({
    method: 'POST',
    url: `/api/career/jobs/${jobId}/applications`,
    body: { termsAccepted: true, uploadId: Number(upload.rows[0]!.id) },
  });
  if (applied.statusCode !== 201) throw new Error(`application failed: ${applied.statusCode} ${applied.body}`);
  // The firm is listed in the directory, and the same Premium member writes to it.
  await owner.request({
    method: 'PUT',
    url: '/api/recruiter/organisation/directory_profile',
    body: RECRUITER_RECIPES['PUT /api/recruiter/organisation/directory_profile']!.body!({} as OrganisationResources),
  });
  const message = await applicant.request({
    method: 'POST',
    url: `/api/career/headhunters/${details.organisation.id}/messages`,
    body: { subject: 'Wechsel in die Geschäftsführung', message: 'Guten Tag, ich suche eine neue Aufgabe als CFO.' },
  });
  if (message.statusCode !== 201) throw new Error(`message failed: ${message.statusCode} ${message.body}`);
  r = {
    organisationId: details.organisation.id,
    recruiterId: details.id,
    candidateProfileId,
    positionId,
    applicationId: applied.json<{ id: number }>().id,
    messageId: message.json<{ id: number }>().id,
  };
  otherMember = testClient(t.app);
  await otherMember.signUp();
  otherOrganisation = await signedUpRecruiter(t, { kind: 'corporate' });
  unverified = await signedUpRecruiter(t, { verified: false });
}, 120_000);
afterAll(() => t?.close());

const recruiterRouteKeys = () => [
  ...new Set(
    t.app.routeTable
      .filter((route) => route.method !== 'HEAD' && isRecruiterRoute(route.url))
      .map((route) => `${route.method} ${route.url}`),
  ),
];

function call(client: TestClient, key: string, recipe: RecruiterRecipe) {
  const [method, route] = key.split(' ') as ['GET', string];
  return client.request({ method, url: recipe.path?.(r) ?? route, body: recipe.body?.(r) });
}

const leaks = (response: LightMyRequestResponse) => response.body.includes(MARKER);
const byEffect = (key: string) => (key.startsWith('GET') ? 0 : key.startsWith('DELETE') ? 2 : 1);

describe('the recruiter access matrix, generated from the route table', () => {
  it('has a recipe or a public listing for every recruiter route, and none for a route that is gone', () => {
    const keys = recruiterRouteKeys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !PUBLIC_RECRUITER_ROUTES.has(key) && !(key in RECRUITER_RECIPES))).toEqual([]);
    expect(Object.keys(RECRUITER_RECIPES).filter((key) => !keys.includes(key))).toEqual([]);
    expect([...PUBLIC_RECRUITER_ROUTES].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('gives visitors, members, other organisations and unverified recruiters nothing of the organisation’s', async () => {
    const problems: string[] = [];
    const keys = Object.keys(RECRUITER_RECIPES).sort((a, b) => byEffect(a) - byEffect(b));
    for (const key of keys) {
      const recipe = RECRUITER_RECIPES[key]!;
      const outsiderStatuses = [401, ...(recipe.resource ? [404] : [])];
      for (const [who, client] of [
        ['a visitor', testClient(t.app)],
        ['a member', member],
        ['another member', otherMember],
      ] as const) {
        const response = await call(client, key, recipe);
        if (!outsiderStatuses.includes(response.statusCode) || leaks(response))
          problems.push(`${key} as ${who}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      const asOther = await call(otherOrganisation, key, recipe);
      if ((recipe.resource ? asOther.statusCode !== 404 : asOther.statusCode >= 500) || leaks(asOther))
        problems.push(`${key} as another organisation: ${asOther.statusCode} ${asOther.body.slice(0, 120)}`);
      const asUnverified = await call(unverified, key, recipe);
      const unverifiedOk = recipe.resource
        ? asUnverified.statusCode === 404 || (recipe.verifiedOnly === true && asUnverified.statusCode === 403)
        : recipe.verifiedOnly
          ? asUnverified.statusCode === 403
          : asUnverified.statusCode < 500;
      if (!unverifiedOk || leaks(asUnverified))
        problems.push(
          `${key} as an unverified recruiter: ${asUnverified.statusCode} ${asUnverified.body.slice(0, 120)}`,
        );
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('lets the owning organisation reach every one of them (so the refusals above are about access)', async () => {
    const problems: string[] = [];
    const keys = Object.keys(RECRUITER_RECIPES).sort((a, b) => byEffect(a) - byEffect(b));
    for (const key of keys) {
      const recipe = RECRUITER_RECIPES[key]!;
      const response = await call(owner, key, recipe);
      const refused = [401, 403, 404, ...(recipe.ownerConflict ? [] : [409])].includes(response.statusCode);
      if (refused || response.statusCode >= 500)
        problems.push(`${key}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
