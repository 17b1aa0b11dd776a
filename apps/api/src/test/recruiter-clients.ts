import { randomBytes } from 'node:crypto';
import type { OrganisationKind } from '@laufbahn/contracts/recruiter-site';
import { outboxRepository } from '../platform/mail/outbox.repository.ts';
import { DEFAULT_PASSWORD, testClient, type TestApp, type TestClient } from './test-app.ts';

export const RECRUITER_HOST = 'recruiter.localhost:3000';

/** A work address at a domain of its own: every organisation in a test has its own domain. */
export const uniqueWorkEmail = (label = 'recruiter') => `${label}@${randomBytes(5).toString('hex')}.example.org`;

export const recruiterSignUpBody = (email = uniqueWorkEmail(), kind: OrganisationKind = 'headhunter') => ({
  name: 'Dana Berger',
  email,
  password: DEFAULT_PASSWORD,
  passwordConfirmation: DEFAULT_PASSWORD,
  organisationName: `Berger Executive Search ${randomBytes(3).toString('hex')}`,
  organisationKind: kind,
  termsAccepted: true,
});

/** The token of the newest verification link mailed to `email`. */
export async function verificationTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await outboxRepository(t.database.db).recent(1, email);
  const link = /https?:\/\/\S+\/recruiting\/verify\?token=(\S+)/.exec(mail!.textBody);
  return decodeURIComponent(link![1]!);
}

export interface RecruiterClient extends TestClient {
  email: string;
  recruiterId: number;
  organisationId: number;
}

/** A recruiter signed in at the recruiter site; verified unless told otherwise. */
export async function signedUpRecruiter(
  t: TestApp,
  { kind = 'headhunter', verified = true }: { kind?: OrganisationKind; verified?: boolean } = {},
): Promise<RecruiterClient> {
  const client = testClient(t.app);
  const email = uniqueWorkEmail(kind);
  const response = await client.request({
    method: 'POST',
    url: '/api/recruiter/account',
    headers: { host: RECRUITER_HOST },
    body: recruiterSignUpBody(email, kind),
  });
  if (response.statusCode !== 201) throw new Error(`recruiter sign-up failed: ${response.statusCode} ${response.body}`);
  const details = response.json<{ id: number; organisation: { id: number } }>();
  if (verified) {
    const token = await verificationTokenFor(t, email);
    const confirmed = await client.request({ method: 'POST', url: '/api/recruiter/verification', body: { token } });
    if (confirmed.statusCode !== 204) throw new Error(`verification failed: ${confirmed.statusCode}`);
  }
  return Object.assign(client, { email, recruiterId: details.id, organisationId: details.organisation.id });
}

/** A member with a name, a phone number, a current employer, skills and a career goal, all through the API. */
export async function memberWithProfile(
  t: TestApp,
  marker: string,
  { careerLevelId = 6, skills = ['Konzernrechnungslegung'] }: { careerLevelId?: number; skills?: string[] } = {},
) {
  const client = testClient(t.app);
  const email = `${marker.toLowerCase()}@example.com`;
  const { id: accountId } = await client.signUp(email);
  const ok = (response: { statusCode: number; body: string }) => {
    if (response.statusCode >= 300) throw new Error(`member set-up failed: ${response.statusCode} ${response.body}`);
  };
  ok(
    await client.request({
      method: 'PATCH',
      url: '/api/career/my_profile/personalinformation',
      body: {
        genderId: 2,
        name: `Vorname${marker}`,
        lastName: `Nachname${marker}`,
        city: 'München',
        countryId: 44,
        geoCodeId: 2867714,
        dateOfBirth: { day: 8, month: 3, year: 1971 },
      },
    }),
  );
  ok(
    await client.request({
      method: 'PATCH',
      url: '/api/career/my_profile/currentposition',
      body: {
        title: 'CFO',
        companyName: `Arbeitgeber${marker} AG`,
        startDate: { month: 7, year: 2019 },
        countryId: 44,
        geoCodeId: 2867714,
        city: 'München',
        careerLevelId: 6,
        functionId: 3,
        industryId: 6,
      },
    }),
  );
  ok(
    await client.request({
      method: 'PATCH',
      url: '/api/career/my_profile/professionalinformation',
      body: { skills },
    }),
  );
  ok(
    await client.request({
      method: 'POST',
      url: '/api/career/next_career_steps',
      body: { careerLevelIds: [careerLevelId], functionIds: [3], industryIds: [6], locations: [] },
    }),
  );
  const profileId = (await client.request({ url: '/api/career/my_profile' })).json<{ id: number }>().id;
  return { client, accountId, profileId, email, marker };
}
