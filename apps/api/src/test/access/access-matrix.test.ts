import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TOKEN_HEADER } from '@laufbahn/contracts/cv';
import { upload, visitor as guest } from '../../modules/cv/cv-test-helpers.ts';
import { createTestApp, type TestApp, type TestClient } from '../test-app.ts';
import { PUBLIC_ROUTES, RECIPES, type OwnerResources, type Recipe } from './access-recipes.ts';
import { createOwnerResources, ownerSnapshot } from './owner-setup.ts';
import { isRecruiterRoute } from './recruiter-access-recipes.ts';

/** In the owner's name, search and application (letters only, as names take): no one else may see it. */
const MARKER = `Eigner${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let r: OwnerResources;
let ownerHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
  // Both have visited pages before, as members do: the guest cookie is theirs too.
  owner = guest(t);
  other = guest(t);
  r = await createOwnerResources(t, owner, MARKER);
  ownerHeaders = { [UPLOAD_TOKEN_HEADER]: r.uploadToken };
  await other.signUp();
}, 120_000);
afterAll(() => t?.close());

/**
 * Every route of the app's route table, as `METHOD /path` (HEAD goes with its GET); the recruiter site's routes have
 * a matrix of their own (recruiter-access-matrix.test.ts).
 */
const routeKeys = () => [
  ...new Set(
    t.app.routeTable
      .filter((route) => route.method !== 'HEAD' && !isRecruiterRoute(route.url))
      .map((r) => `${r.method} ${r.url}`),
  ),
];

function call(client: TestClient, key: string, recipe: Recipe, headers: Record<string, string> = {}) {
  const [method, route] = key.split(' ') as ['GET', string];
  if (recipe.cvUpload) return upload(t, client, undefined, headers);
  return client.request({ method, url: recipe.path?.(r) ?? route, body: recipe.body?.(r), headers });
}

const ownPastPositions = async () =>
  (await owner.request({ url: '/api/career/my_profile' }))
    .json<{ pastPositions: { identifier: number }[] }>()
    .pastPositions.map((position) => position.identifier);

const leaks = (response: LightMyRequestResponse) => response.body.includes(MARKER);
/** Writes run last, deletions after all else: the owner's own calls change what later ones find. */
const byEffect = (key: string) => (key.startsWith('GET') ? 0 : key.startsWith('DELETE') ? 2 : 1);

describe('the access matrix, generated from the route table', () => {
  it('has a recipe or a public listing for every route, and no recipe for a route that is gone', () => {
    const keys = routeKeys();
    expect(keys.filter((key) => !PUBLIC_ROUTES.has(key) && !(key in RECIPES))).toEqual([]);
    expect(Object.keys(RECIPES).filter((key) => !keys.includes(key))).toEqual([]);
    expect([...PUBLIC_ROUTES].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('gives visitors and other members nothing of the owner’s, and changes nothing of it', async () => {
    const before = await ownerSnapshot(owner, r, ownerHeaders);
    const problems: string[] = [];
    const keys = Object.keys(RECIPES).sort((a, b) => byEffect(a) - byEffect(b));
    for (const key of keys) {
      const recipe = RECIPES[key]!;
      const asVisitor = await call(guest(t), key, recipe);
      const visitorOk = recipe.visitors
        ? asVisitor.statusCode < 500
        : [401, ...(recipe.resource ? [404] : [])].includes(asVisitor.statusCode);
      if (!visitorOk || leaks(asVisitor))
        problems.push(`${key} as a visitor: ${asVisitor.statusCode} ${asVisitor.body.slice(0, 120)}`);
      const asOther = await call(other, key, recipe);
      const otherOk = recipe.resource ? asOther.statusCode === 404 : asOther.statusCode < 500;
      if (!otherOk || leaks(asOther))
        problems.push(`${key} as another member: ${asOther.statusCode} ${asOther.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
    expect(await ownerSnapshot(owner, r, ownerHeaders)).toEqual(before);
  }, 300_000);

  it('lets the owner reach every one of them (so the refusals above are about access, not input)', async () => {
    const problems: string[] = [];
    const keys = Object.keys(RECIPES).sort((a, b) => byEffect(a) - byEffect(b));
    for (const key of keys) {
      const recipe = RECIPES[key]!;
      // The owner's own writes before (a current position replaced, say) may have renumbered positions.
      if (key.startsWith('DELETE')) r.pastPositionId = (await ownPastPositions())[0] ?? r.pastPositionId;
      const response = await call(owner, key, recipe, ownerHeaders);
      // A Premium feature refuses the (Basic) owner by its own code, never as a plain 403.
      const premiumRefusal = recipe.premiumOnly === true && response.body.includes('"premium_required"');
      const refused =
        !premiumRefusal && [401, 403, ...(recipe.ownerMayMiss ? [] : [404])].includes(response.statusCode);
      if (refused || response.statusCode >= 500)
        problems.push(`${key}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
