import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Profile } from '@laufbahn/contracts/profile';
import { testClient, type TestApp, type TestClient } from '../../test/test-app.ts';

export const MY_PROFILE = '/api/career/my_profile';
export const MUNICH = 2867714;
export const HAMBURG = 2911298;
export const NEW_YORK = 5128581;
export const GERMANY = 44;
export const USA = 235;

export interface Member {
  client: TestClient;
  accountId: number;
  profile(): Promise<Profile>;
}

/** A newly registered member, signed in. */
export async function newMember(t: TestApp, extra: Record<string, unknown> = {}): Promise<Member> {
  const client = testClient(t.app);
  const { id } = await client.signUp(undefined, extra);
  return {
    client,
    accountId: id,
    async profile() {
      const response = await client.request({ url: MY_PROFILE });
      expect(response.statusCode).toBe(200);
      return response.json<Profile>();
    },
  };
}

export const pastPosition = (overrides: Record<string, unknown> = {}) => ({
  title: 'Leiterin Controlling',
  companyName: 'Beispiel AG',
  startDate: { month: 1, year: 2015 },
  endDate: { month: 6, year: 2019 },
  countryId: GERMANY,
  geoCodeId: MUNICH,
  city: 'München',
  careerLevelId: 4,
  functionId: 3,
  industryId: 6,
  description: 'Planung und Berichtswesen.',
  ...overrides,
});

export const currentPosition = (overrides: Record<string, unknown> = {}) => {
  const { endDate: _endDate, ...rest } = pastPosition({ title: 'CFO', startDate: { month: 7, year: 2019 } });
  return { ...rest, ...overrides };
};

export const personalInformation = (overrides: Record<string, unknown> = {}) => ({
  genderId: 2,
  name: 'Katharina',
  lastName: 'Berger',
  city: 'München',
  countryId: GERMANY,
  dateOfBirth: { day: 8, month: 3, year: 1971 },
  geoCodeId: MUNICH,
  ...overrides,
});

/** A 422 naming `field` with message key `key` (among possibly others). */
export function expectInvalid(response: LightMyRequestResponse, field: string, key: string) {
  expect(response.statusCode, response.body).toBe(422);
  const error = response.json().error;
  expect(error.code).toBe('validation_failed');
  expect(error.fields?.[field], JSON.stringify(error.fields)).toContain(key);
}

/** A 422 about the body as a whole (not an object, say). */
export function expectInvalidBody(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().error.fields?.body).toEqual([expect.stringMatching(/^validation\./)]);
}

export function expectStatus(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  if (code) expect(response.json().error.code).toBe(code);
}

/** Month/year `months` from now (negative: in the past). */
export function monthsFromNow(months: number) {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}
