import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@laufbahn/contracts/profile';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { REFUSED_CASES, TWIN_CALLS, type TwinCall } from '../../profile/profile-test-cases.ts';
import { MY_PROFILE, newMember } from '../../profile/profile-test-helpers.ts';
import { expectError, GENERATED, generated, visitor } from '../cv-test-helpers.ts';

/**
 * The member's profile and a generated profile share their calls' implementation: every refusal in
 * profile-test-cases.ts must be answered alike by both, naming the same field, and change nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALL_CALLS = Object.keys(TWIN_CALLS) as TwinCall[];
const POSITION_CALLS: TwinCall[] = ['editPastPosition', 'deletePosition', 'convertPosition'];

/** The part of a position call's path after the profile. */
const SECTION: Partial<Record<TwinCall, (positionId: number | string) => string>> = {
  personalInformation: () => '/personalinformation',
  contactDetails: () => '/contactdetails',
  professionalInformation: () => '/professionalinformation',
  currentPosition: () => '/currentposition',
  addPastPosition: () => '/pastpositions',
  editPastPosition: (id) => `/pastpositions/${id}`,
  deletePosition: (id) => `/pastpositions/${id}`,
  convertPosition: (id) => `/pastpositions/${id}/convert`,
};
const PICTURE_SUFFIX: Partial<Record<TwinCall, string>> = {
  getPicture: '',
  uploadPicture: '',
  recropPicture: '',
  deletePicture: '',
  pictureImage: '/image',
};

type TwinName = 'member profile' | 'generated profile';

interface Twin {
  owner: TestClient;
  /** The owner's proof for a generated profile (its upload token). */
  headers: Record<string, string>;
  profileId: number;
  /** Where the owner reads the whole profile. */
  view: string;
  url(call: TwinCall, positionId: number | string): string;
  /** How the path names the position: the member's own calls say `id` where a generated profile's say `positionId`. */
  positionParam(call: TwinCall): string;
}

function memberTwin(owner: TestClient, profileId: number): Twin {
  return {
    owner,
    headers: {},
    profileId,
    view: MY_PROFILE,
    url(call, positionId) {
      if (call in PICTURE_SUFFIX) return `${MY_PROFILE}/profile_picture${PICTURE_SUFFIX[call]}`;
      const section = SECTION[call]!(positionId);
      return call === 'convertPosition' ? `${MY_PROFILE}/${profileId}${section}` : `${MY_PROFILE}${section}`;
    },
    positionParam: (call) => (call === 'convertPosition' ? 'positionId' : 'id'),
  };
}

function generatedTwin(owner: TestClient, profileId: number, headers: Record<string, string>): Twin {
  const base = `${GENERATED}/${profileId}`;
  return {
    owner,
    headers,
    profileId,
    view: base,
    url: (call, positionId) =>
      call in PICTURE_SUFFIX
        ? `${base}/generated_profile_picture${PICTURE_SUFFIX[call]}`
        : `${base}${SECTION[call]!(positionId)}`,
    positionParam: () => 'positionId',
  };
}

const send = (
  client: TestClient,
  twin: Twin,
  call: TwinCall,
  options: { body?: unknown; positionId?: number | string; headers?: Record<string, string> } = {},
) =>
  client.request({
    method: TWIN_CALLS[call].method,
    url: twin.url(call, options.positionId ?? 0),
    body: options.body,
    headers: options.headers ?? {},
  });

/** The whole profile as its owner reads it: `my_profile`, or the generated profile. */
async function read(twin: Twin): Promise<Profile> {
  const response = await twin.owner.request({ url: twin.view, headers: twin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Profile>();
}

/** Fills every section of a twin through its own calls, so that "nothing changed" means something. */
async function fill(twin: Twin) {
  for (const call of [
    'personalInformation',
    'contactDetails',
    'professionalInformation',
    'currentPosition',
    'addPastPosition',
    'uploadPicture',
  ] as const) {
    const response = await send(twin.owner, twin, call, {
      body: await TWIN_CALLS[call].valid!(),
      headers: twin.headers,
    });
    expect(response.statusCode, `${call}: ${response.body}`).toBeLessThan(300);
  }
  const profile = await read(twin);
  expect(profile.currentPosition).not.toBeNull();
  expect(profile.pastPositions.length).toBeGreaterThan(0);
  expect(profile.picture).not.toBeNull();
  return { pastId: profile.pastPositions[0]!.identifier, currentId: profile.currentPosition!.identifier };
}

/** A member's own profile and a generated profile of another member, both filled. */
async function newTwins(): Promise<Record<TwinName, Twin & { pastId: number; currentId: number }>> {
  const member = await newMember(t);
  const memberProfile = memberTwin(member.client, (await member.profile()).id);
  const owner = await newMember(t);
  const { profile, headers } = await generated(t, owner.client);
  const generatedProfile = generatedTwin(owner.client, profile.id, headers);
  return {
    'member profile': { ...memberProfile, ...(await fill(memberProfile)) },
    'generated profile': { ...generatedProfile, ...(await fill(generatedProfile)) },
  };
}

let twins: Awaited<ReturnType<typeof newTwins>>;
beforeAll(async () => {
  twins = await newTwins();
});

const TWINS: TwinName[] = ['member profile', 'generated profile'];

function expectAnswer(response: LightMyRequestResponse, status: number, code: string, label: string) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(status);
  expect(response.json().error.code, label).toBe(code);
}

describe.each(TWINS)('the %s refuses', (name) => {
  it.each(REFUSED_CASES.map((c) => [`${c.call}: ${c.name}`, c] as const))(
    '%s — with the field, changing nothing',
    async (_label, c) => {
      const twin = twins[name];
      const before = await read(twin);
      const response = await send(twin.owner, twin, c.call, {
        body: await c.body?.(),
        positionId: c.positionId ?? twin.pastId,
        headers: twin.headers,
      });
      expectAnswer(response, c.status ?? 422, c.code ?? 'validation_failed', name);
      const fields = typeof c.fields === 'function' ? c.fields(twin.positionParam(c.call)) : c.fields;
      expect(response.json().error.fields).toEqual(fields);
      expect(await read(twin)).toEqual(before);
    },
  );
});

describe.each(TWINS)('the %s without a session', (name) => {
  it.each(ALL_CALLS)('answers %s with 401, before reading the body', async (call) => {
    const twin = twins[name];
    const before = await read(twin);
    const body = await TWIN_CALLS[call].valid?.();
    const positionId = twin.pastId;
    for (const caller of [testClient(t.app), visitor(t)]) {
      expectAnswer(await send(caller, twin, call, { body, positionId }), 401, 'unauthenticated', 'valid body');
      if (body !== undefined) {
        expectAnswer(
          await send(caller, twin, call, { body: '{"broken": ', positionId }),
          401,
          'unauthenticated',
          'broken JSON',
        );
      }
    }
    expect(await read(twin)).toEqual(before);
  });
});

describe('another member’s generated profile', () => {
  it.each(ALL_CALLS)('answers %s with 404, changing nothing', async (call) => {
    const twin = twins['generated profile'];
    const before = await read(twin);
    const body = await TWIN_CALLS[call].valid?.();
    const other = await newMember(t);
    const strangers: [string, TestClient, Record<string, string>][] = [
      ['another member', other.client, {}],
      ['another member with the owner’s upload token', other.client, twin.headers],
      ['a visitor with the owner’s upload token', visitor(t), twin.headers],
    ];
    for (const [label, client, headers] of strangers) {
      expectAnswer(await send(client, twin, call, { body, positionId: twin.pastId, headers }), 404, 'not_found', label);
    }
    expect(await read(twin)).toEqual(before);
  });
});

describe.each(TWINS)('the %s and another profile’s positions', (name) => {
  it('answers 404 for the positions of the other twin, changing neither', async () => {
    const twin = twins[name];
    const other = twins[name === 'member profile' ? 'generated profile' : 'member profile'];
    const [mine, theirs] = [await read(twin), await read(other)];
    for (const call of POSITION_CALLS) {
      for (const positionId of [other.pastId, other.currentId, 2_000_000_000]) {
        const response = await send(twin.owner, twin, call, {
          body: await TWIN_CALLS[call].valid?.(),
          positionId,
          headers: twin.headers,
        });
        expectAnswer(response, 404, 'not_found', `${call} ${positionId}`);
      }
    }
    const editOthers = await send(twin.owner, twin, 'currentPosition', {
      body: { ...((await TWIN_CALLS.currentPosition.valid!()) as object), identifier: other.currentId },
      headers: twin.headers,
    });
    expectAnswer(editOthers, 404, 'not_found', 'current position of the other twin');
    expect([await read(twin), await read(other)]).toEqual([mine, theirs]);
  });
});

describe('path ids of a generated profile', () => {
  it.each(ALL_CALLS)('%s refuses a profile id that cannot exist (422 on id)', async (call) => {
    const twin = twins['generated profile'];
    const before = await read(twin);
    const body = await TWIN_CALLS[call].valid?.();
    for (const [id, key] of [
      ['abc', 'validation.invalidType'],
      ['0', 'validation.invalidType'],
      ['99999999999', 'validation.invalid'],
    ] as const) {
      const url = twin.url(call, twin.pastId).replace(`${GENERATED}/${twin.profileId}/`, `${GENERATED}/${id}/`);
      const response = await twin.owner.request({
        method: TWIN_CALLS[call].method,
        url,
        body,
        headers: twin.headers,
      });
      expectAnswer(response, 422, 'validation_failed', `${call} ${id}`);
      expect(response.json().error.fields).toEqual({ id: [key] });
    }
    expect(await read(twin)).toEqual(before);
  });

  it('answers 404 for a generated profile that does not exist', async () => {
    const twin = twins['generated profile'];
    for (const call of ALL_CALLS) {
      const url = twin.url(call, twin.pastId).replace(`${GENERATED}/${twin.profileId}/`, `${GENERATED}/2000000000/`);
      const response = await twin.owner.request({
        method: TWIN_CALLS[call].method,
        url,
        body: await TWIN_CALLS[call].valid?.(),
        headers: twin.headers,
      });
      expectError(response, 404, 'not_found');
    }
  });
});

describe.each(TWINS)('the %s’s owner', (name) => {
  // Last, as it changes the profile: the bodies the tables above send to others are ones the owner may send.
  it('makes every call with the bodies the 401 and 404 tables send', async () => {
    const twin = twins[name];
    const order: TwinCall[] = [
      'getPicture',
      'pictureImage',
      'recropPicture',
      'uploadPicture',
      'personalInformation',
      'contactDetails',
      'professionalInformation',
      'currentPosition',
      'addPastPosition',
      'editPastPosition',
      'convertPosition',
      'deletePosition',
      'deletePicture',
    ];
    expect([...order].sort()).toEqual([...ALL_CALLS].sort());
    for (const call of order) {
      const response = await send(twin.owner, twin, call, {
        body: await TWIN_CALLS[call].valid?.(),
        positionId: twin.pastId,
        headers: twin.headers,
      });
      expect(response.statusCode, `${call}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
    }
    const profile = await read(twin);
    expect(profile.picture).toBeNull();
    expect(profile.personalInformation).toMatchObject({ name: 'Katharina', lastName: 'Berger' });
    expect([profile.currentPosition, ...profile.pastPositions].map((p) => p?.identifier)).not.toContain(twin.pastId);
  });
});
