// Both engines: the goal limit holds under concurrent requests (locking).
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import { auditLog } from '../../db/schema/accounts.ts';
import { careerStepLocations, careerSteps } from '../../db/schema/profiles.ts';
import { careerLevels, cities, functions, industries } from '../../db/schema/reference.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { careerGoalRepository } from './career-goal.repository.ts';

let t: TestApp;
let levelIds: number[];
let functionIds: number[];
let industryIds: number[];
let cityIds: { geoCodeId: number; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  levelIds = (await db.select({ id: careerLevels.id }).from(careerLevels).orderBy(asc(careerLevels.id))).map(
    (r) => r.id,
  );
  functionIds = (await db.select({ id: functions.id }).from(functions).orderBy(asc(functions.id))).map((r) => r.id);
  industryIds = (await db.select({ id: industries.id }).from(industries).orderBy(asc(industries.id))).map((r) => r.id);
  cityIds = await db
    .select({ geoCodeId: cities.geoCodeId, name: cities.name })
    .from(cities)
    .where(eq(cities.countryId, 44))
    .orderBy(desc(cities.population))
    .limit(12);
});
afterAll(() => t.close());

const PATH = '/api/career/next_career_steps';

async function member(host?: string): Promise<TestClient & { id: number }> {
  const client = testClient(t.app);
  const { id } = await client.signUp(undefined, {});
  const withHost = Object.assign(client, { id });
  if (host) {
    const request = client.request.bind(client);
    withHost.request = (options) => request({ ...options, headers: { host, ...options.headers } });
  }
  return withHost;
}

const goal = (extra: Record<string, unknown> = {}) => ({
  careerLevelIds: [levelIds[4], levelIds[5]],
  functionIds: [functionIds[0]],
  industryIds: [industryIds[1], industryIds[2]],
  locations: [
    { geoCodeId: cityIds[2]!.geoCodeId, radiusKm: 50 },
    { geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 0 },
  ],
  openToOtherLocations: true,
  willingnessToTravel: 2,
  workplacePreference: 'hybrid',
  targetSalary: 150_000,
  ...extra,
});

const create = (client: TestClient, body: unknown = goal()) => client.request({ method: 'POST', url: PATH, body });
const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { fields?: Record<string, string[]> } }).error.fields;

describe('POST /api/career/next_career_steps', () => {
  it('creates a goal with its locations in order, city names and the country version currency', async () => {
    const client = await member();
    const response = await create(client);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      careerLevelIds: [levelIds[4], levelIds[5]],
      functionIds: [functionIds[0]],
      industryIds: [industryIds[1], industryIds[2]],
      locations: [
        { geoCodeId: cityIds[2]!.geoCodeId, radiusKm: 50, name: cityIds[2]!.name },
        { geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 0, name: cityIds[0]!.name },
      ],
      openToOtherLocations: true,
      willingnessToTravel: 2,
      workplacePreference: 'hybrid',
      targetSalary: 150_000,
      currency: 'EUR',
    });
    const stored = await t.database.db
      .select()
      .from(careerStepLocations)
      .where(eq(careerStepLocations.careerStepId, body.id))
      .orderBy(asc(careerStepLocations.position));
    expect(stored.map((l) => [l.geoCodeId, l.position])).toEqual([
      [cityIds[2]!.geoCodeId, 0],
      [cityIds[0]!.geoCodeId, 1],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, client.id));
    expect(audit.map((a) => [a.action, a.details])).toContainEqual(['career_step.created', { careerStepId: body.id }]);
  });

  it('applies defaults and takes the currency of the country version', async () => {
    const client = await member('usa.localhost:3000');
    const response = await create(client, {
      careerLevelIds: [levelIds[0]],
      functionIds: [functionIds[1]],
      industryIds: [industryIds[0]],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      locations: [],
      openToOtherLocations: false,
      willingnessToTravel: null,
      workplacePreference: 'any',
      targetSalary: null,
      currency: 'USD',
    });
    const swiss = await member('chd.localhost:3000');
    expect((await create(swiss)).json().currency).toBe('CHF');
  });

  it(`allows ${CAREER_GOAL_LIMITS.maxGoals} goals per member, then 409`, async () => {
    const client = await member();
    for (let i = 0; i < CAREER_GOAL_LIMITS.maxGoals; i++) expect((await create(client)).statusCode).toBe(201);
    const over = await create(client);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('conflict');
    // Another member is not affected.
    expect((await create(await member())).statusCode).toBe(201);
  });

  it('holds the limit under concurrent requests', async () => {
    const client = await member();
    const responses = await Promise.all(Array.from({ length: CAREER_GOAL_LIMITS.maxGoals + 3 }, () => create(client)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAREER_GOAL_LIMITS.maxGoals);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
  });

  it('refuses ids that do not exist with 422 invalidOption on each field', async () => {
    const client = await member();
    const response = await create(
      client,
      goal({
        careerLevelIds: [levelIds[0], 999],
        functionIds: [30_000],
        industryIds: [2_000_000_000],
        locations: [{ geoCodeId: 1, radiusKm: 10 }],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toEqual({
      careerLevelIds: ['validation.invalidOption'],
      functionIds: ['validation.invalidOption'],
      industryIds: ['validation.invalidOption'],
      locations: ['validation.invalidOption'],
    });
    for (const [field, value] of [
      ['careerLevelIds', [32_768]],
      ['functionIds', [functionIds[0], 5000]],
      ['industryIds', [65_535]],
      [
        'locations',
        [
          { geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 5 },
          { geoCodeId: 2_147_483_647, radiusKm: 5 },
        ],
      ],
    ] as const) {
      const one = await create(client, goal({ [field]: value }));
      expect(one.statusCode, field).toBe(422);
      expect(fieldsOf(one)).toEqual({ [field]: ['validation.invalidOption'] });
    }
    expect((await client.request({ url: PATH })).json()).toEqual([]);
  });

  it('checks the form of every field with 422 on that field', async () => {
    const client = await member();
    const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ careerLevelIds: [] }, { careerLevelIds: ['validation.required'] }],
      [{ careerLevelIds: undefined }, { careerLevelIds: ['validation.required'] }],
      [{ functionIds: [functionIds[0], functionIds[0]] }, { functionIds: ['validation.duplicateItems'] }],
      [{ industryIds: many(CAREER_GOAL_LIMITS.maxChoices + 1) }, { industryIds: ['validation.tooManyItems'] }],
      [{ careerLevelIds: 'all' }, { careerLevelIds: ['validation.invalidType'] }],
      [{ careerLevelIds: [0] }, { 'careerLevelIds.0': ['validation.invalidType'] }],
      [{ careerLevelIds: [-3] }, { 'careerLevelIds.0': ['validation.invalidType'] }],
      [{ careerLevelIds: [1.5] }, { 'careerLevelIds.0': ['validation.invalidType'] }],
      [
        { locations: [{ geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 501 }] },
        { 'locations.0.radiusKm': ['validation.invalid'] },
      ],
      [
        { locations: [{ geoCodeId: cityIds[0]!.geoCodeId, radiusKm: -1 }] },
        { 'locations.0.radiusKm': ['validation.invalid'] },
      ],
      [
        { locations: [{ geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 2.5 }] },
        { 'locations.0.radiusKm': ['validation.invalidType'] },
      ],
      [{ locations: [{ geoCodeId: cityIds[0]!.geoCodeId }] }, { 'locations.0.radiusKm': ['validation.required'] }],
      [
        { locations: [{ geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 5, name: 'X' }] },
        { 'locations.0.name': ['validation.unknownField'] },
      ],
      [
        {
          locations: [
            { geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 5 },
            { geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 50 },
          ],
        },
        { locations: ['validation.duplicateItems'] },
      ],
      [
        {
          locations: cityIds
            .slice(0, CAREER_GOAL_LIMITS.maxLocations + 1)
            .map((c) => ({ geoCodeId: c.geoCodeId, radiusKm: 5 })),
        },
        { locations: ['validation.tooManyItems'] },
      ],
      [{ locations: 'Berlin' }, { locations: ['validation.invalidType'] }],
      [{ openToOtherLocations: 'yes' }, { openToOtherLocations: ['validation.invalidType'] }],
      [{ willingnessToTravel: 5 }, { willingnessToTravel: ['validation.invalidOption'] }],
      [{ willingnessToTravel: 0 }, { willingnessToTravel: ['validation.invalidOption'] }],
      [{ willingnessToTravel: '2' }, { willingnessToTravel: ['validation.invalidType'] }],
      [{ workplacePreference: 'office' }, { workplacePreference: ['validation.invalidOption'] }],
      [{ targetSalary: -1 }, { targetSalary: ['validation.invalid'] }],
      [{ targetSalary: CAREER_GOAL_LIMITS.maxTargetSalary + 1 }, { targetSalary: ['validation.invalid'] }],
      [{ targetSalary: 'x'.repeat(100_000) }, { targetSalary: ['validation.invalidType'] }],
      [{ currency: 'USD' }, { currency: ['validation.unknownField'] }],
      [{ id: 5 }, { id: ['validation.unknownField'] }],
    ];
    for (const [change, fields] of cases) {
      const response = await create(client, goal(change));
      expect(response.statusCode, JSON.stringify(change).slice(0, 100)).toBe(422);
      expect(fieldsOf(response), JSON.stringify(change).slice(0, 100)).toEqual(fields);
    }
    const huge = await create(client, goal({ targetSalary: 1e300 }));
    expect(huge.statusCode).toBe(422);
    expect(fieldsOf(huge)!.targetSalary).toContain('validation.invalid');
    for (const body of ['null', '[]', '42', '{}']) {
      expect((await create(client, body)).statusCode, body).toBe(422);
    }
    expect((await create(client, '{"careerLevelIds": [1')).statusCode).toBe(400);
    // Nullable fields may be null; radius bounds are inclusive.
    const edge = await create(
      client,
      goal({
        willingnessToTravel: null,
        targetSalary: null,
        locations: [
          { geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 0 },
          { geoCodeId: cityIds[1]!.geoCodeId, radiusKm: CAREER_GOAL_LIMITS.maxRadiusKm },
        ],
        careerLevelIds: levelIds.slice(0, CAREER_GOAL_LIMITS.maxChoices),
      }),
    );
    expect(edge.statusCode).toBe(201);
    expect(edge.json()).toMatchObject({ willingnessToTravel: null, targetSalary: null });
    expect((await client.request({ url: PATH })).json()).toHaveLength(1);
  });

  it('answers 401 to visitors for every route, before looking at the body', async () => {
    const visitor = testClient(t.app);
    for (const [method, url] of [
      ['GET', PATH],
      ['POST', PATH],
      ['PATCH', `${PATH}/1`],
      ['DELETE', `${PATH}/1`],
      ['PATCH', `${PATH}/abc`],
    ] as const) {
      const response = await visitor.request({
        method,
        url,
        ...(method === 'POST' || method === 'PATCH' ? { body: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('GET /api/career/next_career_steps', () => {
  it("lists the member's own goals, oldest first, and nobody else's", async () => {
    const client = await member();
    expect((await client.request({ url: PATH })).json()).toEqual([]);
    const first = (await create(client, goal({ targetSalary: 1 }))).json();
    const second = (await create(client, goal({ targetSalary: 2 }))).json();
    const third = (await create(client, goal({ targetSalary: 3 }))).json();
    await create(await member());
    const list = await client.request({ url: PATH });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([first, second, third]);
    expect(await careerGoalRepository(t.database.db).listForAccount(client.id, 'EN_GB')).toEqual([
      first,
      second,
      third,
    ]);
  });
});

describe('PATCH /api/career/next_career_steps/{careerId}', () => {
  it('replaces the fields and the locations (new order), keeps the currency', async () => {
    const client = await member();
    const created = (await create(client)).json();
    const response = await client.request({
      method: 'PATCH',
      url: `${PATH}/${created.id}`,
      headers: { host: 'usa.localhost:3000', 'x-actor': 'web' },
      body: {
        id: created.id,
        careerLevelIds: [levelIds[6]],
        functionIds: [functionIds[2], functionIds[1]],
        industryIds: [industryIds[3]],
        locations: [
          { geoCodeId: cityIds[5]!.geoCodeId, radiusKm: 100 },
          { geoCodeId: cityIds[2]!.geoCodeId, radiusKm: 20 },
          { geoCodeId: cityIds[4]!.geoCodeId, radiusKm: 500 },
        ],
        workplacePreference: 'remote',
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: created.id,
      careerLevelIds: [levelIds[6]],
      functionIds: [functionIds[2], functionIds[1]],
      industryIds: [industryIds[3]],
      locations: [
        { geoCodeId: cityIds[5]!.geoCodeId, radiusKm: 100, name: cityIds[5]!.name },
        { geoCodeId: cityIds[2]!.geoCodeId, radiusKm: 20, name: cityIds[2]!.name },
        { geoCodeId: cityIds[4]!.geoCodeId, radiusKm: 500, name: cityIds[4]!.name },
      ],
      openToOtherLocations: false,
      willingnessToTravel: null,
      workplacePreference: 'remote',
      targetSalary: null,
      currency: 'EUR',
    };
    expect(response.json()).toEqual(expected);
    expect((await client.request({ url: PATH })).json()).toEqual([expected]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, client.id));
    expect(audit.map((a) => [a.action, a.actor])).toContainEqual(['career_step.updated', 'web']);

    // Without id, and with no locations.
    const cleared = await client.request({
      method: 'PATCH',
      url: `${PATH}/${created.id}`,
      body: goal({ locations: [] }),
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().locations).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(careerStepLocations)
      .where(eq(careerStepLocations.careerStepId, created.id));
    expect(rows).toEqual([]);
  });

  it("answers 404 for another member's goal and for goals that do not exist, changing nothing", async () => {
    const owner = await member();
    const created = (await create(owner)).json();
    const other = await member();
    for (const id of [created.id, created.id + 100_000, 2_147_483_647]) {
      const response = await other.request({ method: 'PATCH', url: `${PATH}/${id}`, body: goal({ targetSalary: 1 }) });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const [row] = await t.database.db.select().from(careerSteps).where(eq(careerSteps.id, created.id));
    expect(row!.targetSalary).toBe(150_000);
  });

  it('refuses an id in the body that is not the one in the path, bad ids and bad bodies with 422', async () => {
    const client = await member();
    const created = (await create(client)).json();
    const url = `${PATH}/${created.id}`;
    const mismatch = await client.request({ method: 'PATCH', url, body: goal({ id: created.id + 1 }) });
    expect(mismatch.statusCode).toBe(422);
    expect(fieldsOf(mismatch)).toEqual({ id: ['validation.invalid'] });
    const badId = await client.request({ method: 'PATCH', url, body: goal({ id: 'x' }) });
    expect(fieldsOf(badId)).toEqual({ id: ['validation.invalidType'] });
    const unknown = await client.request({ method: 'PATCH', url, body: goal({ functionIds: [31_000] }) });
    expect(fieldsOf(unknown)).toEqual({ functionIds: ['validation.invalidOption'] });
    const radius = await client.request({
      method: 'PATCH',
      url,
      body: goal({ locations: [{ geoCodeId: cityIds[0]!.geoCodeId, radiusKm: 9999 }] }),
    });
    expect(fieldsOf(radius)).toEqual({ 'locations.0.radiusKm': ['validation.invalid'] });
    for (const body of ['null', '{}', goal({ extra: true })]) {
      expect((await client.request({ method: 'PATCH', url, body })).statusCode).toBe(422);
    }
    for (const path of ['abc', '0', '-1', '1.5', '99999999999', 'x'.repeat(300)]) {
      const response = await client.request({ method: 'PATCH', url: `${PATH}/${path}`, body: goal() });
      expect(response.statusCode, path).toBe(422);
      expect(Object.keys(fieldsOf(response)!)).toEqual(['careerId']);
    }
  });
});

describe('DELETE /api/career/next_career_steps/{careerId}', () => {
  it("removes the member's goal with its locations; 404 for others' and missing goals", async () => {
    const owner = await member();
    const kept = (await create(owner)).json();
    const removed = (await create(owner)).json();
    const other = await member();
    expect((await other.request({ method: 'DELETE', url: `${PATH}/${removed.id}` })).statusCode).toBe(404);

    const response = await owner.request({ method: 'DELETE', url: `${PATH}/${removed.id}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await owner.request({ url: PATH })).json()).toEqual([kept]);
    const rows = await t.database.db
      .select()
      .from(careerStepLocations)
      .where(eq(careerStepLocations.careerStepId, removed.id));
    expect(rows).toEqual([]);
    expect((await owner.request({ method: 'DELETE', url: `${PATH}/${removed.id}` })).statusCode).toBe(404);
    expect((await owner.request({ method: 'PATCH', url: `${PATH}/${removed.id}`, body: goal() })).statusCode).toBe(404);
    expect((await owner.request({ method: 'DELETE', url: `${PATH}/abc` })).statusCode).toBe(422);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, owner.id));
    expect(audit.map((a) => a.action)).toContain('career_step.deleted');

    // A slot is free again.
    for (let i = 0; i < CAREER_GOAL_LIMITS.maxGoals - 1; i++) expect((await create(owner)).statusCode).toBe(201);
    expect((await create(owner)).statusCode).toBe(409);
  });
});

describe('OpenAPI', () => {
  it('documents every career goal route', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths[PATH]).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths[`${PATH}/{careerId}`]).sort()).toEqual(['delete', 'patch']);
    expect(paths[PATH].post.requestBody).toBeDefined();
  });
});
