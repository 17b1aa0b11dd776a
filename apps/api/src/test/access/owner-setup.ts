import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { generated } from '../../modules/cv/cv-test-helpers.ts';
import { uploaded } from '../../modules/cv/cv-test-helpers.ts';
import { testJob } from '../test-job.ts';
import { MY_PROFILE, pastPosition, personalInformation } from '../../modules/profile/profile-test-helpers.ts';
import { signedUpRecruiter } from '../recruiter-clients.ts';
import type { TestApp, TestClient } from '../test-app.ts';
import { buy, planId, session } from '../../modules/membership/payments/test-payments.ts';
import type { OwnerResources } from './access-recipes.ts';

const created = async (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: number; identifier?: number }>();
};

/** Gives the owner one of everything, through the API; `marker` is in the owner's name and search. */
export async function createOwnerResources(t: TestApp, owner: TestClient, marker: string): Promise<OwnerResources> {
  const { id: accountId } = await owner.signUp();
  await created(
    await owner.request({
      method: 'PATCH',
      url: `${MY_PROFILE}/personalinformation`,
      body: personalInformation({ lastName: marker }),
    }),
  );
  for (const title of ['Leiterin Controlling', 'Referentin Controlling']) {
    await created(
      await owner.request({ method: 'POST', url: `${MY_PROFILE}/pastpositions`, body: pastPosition({ title }) }),
    );
  }
  const profile = await owner.request({ url: MY_PROFILE });
  const { id: profileId, pastPositions } = profile.json<{ id: number; pastPositions: { identifier: number }[] }>();
  const goal = await created(
    await owner.request({
      method: 'POST',
      url: '/api/career/next_career_steps',
      body: { careerLevelIds: [6], functionIds: [3], industryIds: [6], locations: [] },
    }),
  );
  const cv = await generated(t, owner);
  const spare = await uploaded(t, owner);
  const search = await created(
    await owner.request({ method: 'POST', url: '/api/career/saved_searches', body: { params: { q: marker } } }),
  );
  const source = `access-${randomBytes(4).toString('hex')}`;
  await t.app.jobSearch.ingest([testJob({ externalId: 'one', source, token: marker.toLowerCase(), now: new Date() })]);
  const { rows } = await t.database.executeSql('select id from jobs where source = $1', [source]);
  const jobId = Number(rows[0]!.id);
  await owner.request({ method: 'PUT', url: `/api/career/jobs/${jobId}/bookmark` });
  await created(
    await owner.request({
      method: 'POST',
      url: `/api/career/jobs/${jobId}/applications`,
      body: { termsAccepted: true, message: marker },
    }),
  );
  const dataExport = await created(await owner.request({ method: 'POST', url: '/api/career/data_exports', body: {} }));
  const recruiter = await signedUpRecruiter(t, { kind: 'headhunter' });
  const contactRequest = await created(
    await recruiter.request({
      method: 'POST',
      url: `/api/recruiter/candidates/${profileId}/contact_requests`,
      body: { subject: 'Ein vertrauliches Mandat', message: 'Guten Tag, ich betreue ein vertrauliches Mandat.' },
    }),
  );
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer();
  const unpaid = await session(owner, 'deu.localhost', {
    planId: await planId(owner, 'deu.localhost', 1),
    paymentType: 'card',
  });
  const paid = await buy(owner, { termMonths: 12 });
  const { rows: invoices } = await t.database.executeSql('select id from invoices where account_id = $1', [accountId]);
  return {
    accountId,
    profileId,
    pastPositionId: pastPositions[0]!.identifier,
    convertPositionId: pastPositions[1]!.identifier,
    careerId: goal.id,
    uploadId: cv.upload.id,
    uploadToken: cv.upload.token,
    spareUploadId: spare.id,
    generatedId: cv.profile.id,
    generatedPositionId: cv.profile.pastPositions[0]?.identifier ?? cv.profile.currentPosition!.identifier,
    savedSearchId: search.id,
    dataExportId: dataExport.id,
    jobId,
    contactRequestId: contactRequest.id,
    organisationId: recruiter.organisationId,
    picture: picture.toString('base64'),
    paymentSessionId: unpaid.json<{ sessionId: string }>().sessionId,
    paymentId: paid.paymentId,
    invoiceId: Number(invoices[0]!.id),
  };
}

/** Everything the owner can read of their own, to compare before and after the others' attempts. */
export async function ownerSnapshot(owner: TestClient, r: OwnerResources, headers: Record<string, string>) {
  const paths = [
    '/api/career/me',
    '/api/career/membership',
    MY_PROFILE,
    `/api/career/accounts/${r.accountId}/privacy`,
    '/api/career/next_career_steps',
    '/api/career/saved_searches',
    '/api/career/favourites',
    '/api/career/applications',
    `/api/career/account_uploads/${r.uploadId}`,
    `/api/career/account_uploads/${r.spareUploadId}`,
    `/api/career/generated_profiles/${r.generatedId}`,
    '/api/career/my_profile/profile_picture',
    '/api/onboarding/draft',
    '/api/career/contact_requests',
    '/api/career/recruiter_network',
    '/api/career/employer_blocks',
  ];
  const answers: Record<string, unknown> = {};
  for (const url of paths) {
    const response = await owner.request({ url, headers });
    answers[url] = { status: response.statusCode, body: response.body };
  }
  return answers;
}
