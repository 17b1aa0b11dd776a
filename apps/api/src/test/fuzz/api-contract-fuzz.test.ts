// Both engines: the refused values reach each engine’s own type checks and error codes.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECRUITER_SESSION_COOKIE } from '@laufbahn/contracts/recruiter-site';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import type { RouteEntry } from '../../plugins/route-table.ts';
import { isRecruiterRoute } from '../access/recruiter-access-recipes.ts';
import { openIsolatedTestDatabase } from '../isolated-database.ts';
import { signedUpRecruiter, type RecruiterClient } from '../recruiter-clients.ts';
import { createTestApp, DEFAULT_PASSWORD, testClient, type TestApp, type TestClient } from '../test-app.ts';
import { answerProblems, changedTables, writeCounter } from './answer-checks.ts';
import { classProbes, requestArbitrary, type FuzzRequest } from './request-arbitrary.ts';

/** Fixed by default so that every run sends the same requests; FUZZ_SEED explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 21);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 15);
/** Every method a client may send, those no route takes included (light-my-request cannot send CONNECT). */
const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'REPORT',
];
/** Addresses the router itself must refuse in the error shape: bad percent-encoding, unknown paths. */
const ODD_PATHS = [
  '/%',
  '/api/career/jobs/%E0%A4%A',
  '/api/%ED%A0%80',
  '/api/no/such/route',
  '/api',
  `/api/career/jobs/${'9'.repeat(600)}`,
];
/** Written on refused requests by design: the counters of attempts that rate limits are made of. */
const BOOKKEEPING_TABLES = new Set(['rate_limit_counters']);
/** And where a refusal is itself worth recording: a failed sign-in goes to the audit log. */
const RECORDED_REFUSALS: Record<string, string[]> = {
  'POST /api/account/sign_in': ['audit_log'],
  // A wrong password on deletion is recorded like a failed sign-in (and counted against the guessing limit).
  'DELETE /api/career/account': ['audit_log'],
  // A recruiter's failed sign-in, as a member's.
  'POST /api/recruiter/sign_in': ['audit_log'],
};

let t: TestApp;
let member: TestClient;
/** Signed in at the recruiter site of a verified search firm: the recruiter API's handlers are reached too. */
let recruiter: RecruiterClient;
let visitor: TestClient;
let email: string;
let countWrites: () => Promise<Record<string, number>>;
let sent = 0;
/** Answers to the signed-in recruiter, by status: proof that the fuzz reaches past the recruiter API's sign-in check. */
const recruiterAnswers = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' }, { database: await openIsolatedTestDatabase() });
  member = testClient(t.app);
  visitor = testClient(t.app);
  ({ email } = await member.signUp());
  recruiter = await signedUpRecruiter(t);
  countWrites = await writeCounter(t.database);
});
afterAll(async () => {
  console.log(`API contract fuzz: ${sent} requests, seed ${SEED}`);
  const statuses = [...recruiterAnswers].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(`as a signed-in recruiter: ${statuses.join(', ')}`);
  await t?.close();
});

/** Signs the member and the recruiter in again when a request (sign-out, say) ended a session. */
async function keepSignedIn() {
  if (!recruiter.cookies.has(RECRUITER_SESSION_COOKIE)) {
    const again = await recruiter.request({
      method: 'POST',
      url: '/api/recruiter/sign_in',
      body: { email: recruiter.email, password: DEFAULT_PASSWORD },
    });
    if (again.statusCode !== 200) throw new Error(`recruiter sign-in again failed: ${again.statusCode}`);
  }
  if (member.cookies.has(SESSION_COOKIE)) return;
  const response = await member.request({
    method: 'POST',
    url: '/api/account/sign_in',
    body: { email, password: DEFAULT_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in again failed: ${response.statusCode}`);
}

async function send(request: FuzzRequest) {
  await keepSignedIn();
  const before = await countWrites();
  const client = !request.asMember ? visitor : isRecruiterRoute(request.url) ? recruiter : member;
  const response = await client.request({
    method: request.method as 'GET',
    url: request.url,
    ...(request.body !== undefined ? { body: request.body, headers: { 'content-type': request.contentType! } } : {}),
  });
  sent++;
  if (client === recruiter)
    recruiterAnswers.set(response.statusCode, (recruiterAnswers.get(response.statusCode) ?? 0) + 1);
  const problems = answerProblems(response, request.method, request.url);
  if (response.statusCode >= 400) {
    const recorded = RECORDED_REFUSALS[`${request.method} ${request.url.split('?')[0]}`] ?? [];
    const written = changedTables(before, await countWrites()).filter((name) => {
      const table = name.split(' ')[0]!;
      return !BOOKKEEPING_TABLES.has(table) && !recorded.includes(table);
    });
    if (written.length) problems.push(`refused with ${response.statusCode} but wrote: ${written.join(', ')}`);
  }
  return { response, problems };
}

/** fast-check's report without the megabyte strings: the problem, the seed, the request in short. */
function summarise(message: string, cause = ''): string {
  const problem = cause || message.split('\n')[0]!;
  const counterexample = /Counterexample: (.*)/.exec(message)?.[1] ?? '';
  return `${problem.slice(0, 300)} — ${counterexample.slice(0, 400)}`;
}

/** FUZZ_ROUTE narrows the run to the routes whose path contains it, to chase one finding. */
const fuzzedRoutes = () =>
  t.app.routeTable.filter(
    (route) =>
      route.method !== 'HEAD' &&
      !route.url.startsWith('/api/docs/static') &&
      route.url.includes(process.env.FUZZ_ROUTE ?? ''),
  );

describe('every API route, fuzzed from its own contract', () => {
  it('answers valid, boundary and hostile requests without a 5xx, in the error shape, writing nothing when refused', async () => {
    const failures: string[] = [];
    const routes = fuzzedRoutes();
    for (const route of routes) {
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route as RouteEntry), async (request) => {
            const { problems } = await send(request);
            if (problems.length) throw new Error(problems.join('; '));
          }),
          {
            seed: SEED,
            numRuns: RUNS_PER_ROUTE,
            endOnFailure: true,
            examples: classProbes(route as RouteEntry).map((probe) => [probe]),
          },
        );
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause;
        failures.push(`${route.method} ${route.url}: ${summarise((error as Error).message, cause?.message)}`);
      }
    }
    console.log(`fuzzed ${routes.length} routes`);
    expect(failures).toEqual([]);
  }, 900_000);

  it('answers every HTTP method on every path, and malformed addresses, in the error shape', async () => {
    const paths = new Set([
      ...t.app.routeTable.map((route) => route.url.replace(/:\w+/g, '1').replace('*', 'x')),
      ...ODD_PATHS,
    ]);
    const failures: string[] = [];
    let index = 0;
    for (const url of paths) {
      for (const method of METHODS) {
        const { problems } = await send({ method, url, asMember: index++ % 2 === 0 });
        if (problems.length) failures.push(`${method} ${url}: ${problems.join('; ')}`);
      }
    }
    console.log(`sent ${METHODS.length} methods to ${paths.size} paths`);
    expect(failures).toEqual([]);
  }, 600_000);
});
