import { randomBytes, randomUUID } from 'node:crypto';
import { newFileKey } from '../../lib/file-store.ts';
import { testClient, uniqueEmail, type TestApp, type TestClient } from '../../test/test-app.ts';
import { testJob } from '../../test/test-job.ts';
import { buy } from '../membership/payments/test-payments.ts';

/** A member with a row in every table of member data, and files in the file store. */
export interface FilledMember {
  client: TestClient;
  email: string;
  accountId: number;
  guestId: string;
  /** Put into every text the member wrote, so that a search for it finds their data anywhere. */
  marker: string;
  memberProfileId: number;
  generatedProfileId: number;
  uploadId: number;
  guestUploadId: number;
  /** File-store key → the bytes stored there. */
  files: Map<string, Buffer>;
}

let jobCounter = 0;

/** A position to apply for; its keyword is not the member's marker (a position is nobody's personal data). */
async function newJob(t: TestApp): Promise<number> {
  const token = `jb${randomBytes(5).toString('hex')}`;
  const externalId = `privacy-${token}-${jobCounter++}`;
  await t.app.jobSearch.ingest([testJob({ externalId, source: 'privacy-test', token, now: new Date() })], {
    batchSize: 10,
  });
  const rows = await t.database.executeSql(`select id from jobs where external_id = $1`, [externalId]);
  return Number(rows.rows[0]!.id);
}

/**
 * Signs a member up (account, profile, session, audit entries), asks for a password reset (token, mail), and adds
 * the rest straight to the tables: a picture, a CV with its generated profile and review request, a visitor's CV
 * not yet claimed, the review partner's mail, a career goal with a location, an application, a favourite, a recently viewed position, a
 * report, a saved search, an onboarding draft and a page view.
 */
export async function fillMember(t: TestApp, language = 'DE'): Promise<FilledMember> {
  const marker = `mk${randomBytes(5).toString('hex')}`;
  const guestId = randomUUID();
  const client = testClient(t.app);
  const email = uniqueEmail(marker);
  const { id: accountId } = await client.signUp(email, { language, contactConsent: true });
  const response = await client.request({ method: 'POST', url: '/api/account/password', body: { email } });
  if (response.statusCode !== 202) throw new Error(`password reset: ${response.statusCode}`);

  const files = new Map<string, Buffer>();
  const store = async (folder: string, extension: string) => {
    const key = newFileKey(folder, extension);
    const bytes = Buffer.from(`${marker} ${folder} ${randomBytes(8).toString('hex')}`);
    await t.app.fileStore.put(key, bytes);
    files.set(key, bytes);
    return key;
  };
  const one = async (text: string, values: unknown[] = []) =>
    (await t.database.executeSql(text, values)).rows[0] as Record<string, unknown> | undefined;

  await one(
    `update accounts set guest_id = $2, first_touch_url = $3, affiliate = 'partner', first_touch_at = now() where id = $1`,
    [accountId, guestId, `https://laufbahn.example/${marker}`],
  );
  const memberProfileId = Number(
    (await one(`update profiles set name = 'Erika', last_name = $2 where account_id = $1 returning id`, [
      accountId,
      marker,
    ]))!.id,
  );
  await one(
    `insert into positions (profile_id, title, company_name, start_month, start_year, current)
     values ($1, $2, 'Muster GmbH', 1, 2020, true)`,
    [memberProfileId, `Leiterin ${marker}`],
  );
  await one(
    `insert into profile_pictures (profile_id, original_key, cropped_key, mime_type, width, height, crop_x, crop_y, crop_width, crop_height)
     values ($1, $2, $3, 'image/jpeg', 400, 500, 0, 0, 1000, 1000)`,
    [memberProfileId, await store('pictures', 'jpg'), await store('pictures', 'jpg')],
  );

  const insertUpload = async (owner: number | null, fileName: string) =>
    Number(
      (await one(
        `insert into account_uploads (account_id, guest_id, token_hash, upload_type_id, file_key, file_name, file_size, file_kind)
         values ($1, $2, $3, 1, $4, $5, 20, 'pdf') returning id`,
        [owner, guestId, randomBytes(32).toString('hex'), await store('cvs', 'pdf'), fileName],
      ))!.id,
    );
  const uploadId = await insertUpload(accountId, `Lebenslauf ${marker}.pdf`);
  const guestUploadId = await insertUpload(null, `Entwurf ${marker}.pdf`);
  const generatedProfileId = Number(
    (await one(`insert into profiles (kind, account_id, name) values ('generated', $1, $2) returning id`, [
      accountId,
      marker,
    ]))!.id,
  );
  await one(
    `insert into generated_profiles (profile_id, upload_id, status, stages, country_version, email)
     values ($1, $2, 'ready', '[]'::jsonb, 'deu', $3)`,
    [generatedProfileId, uploadId, email],
  );
  await one(
    `insert into cv_review_requests (upload_id, account_id, due_at) values ($1, $2, now() + interval '2 days')`,
    [uploadId, accountId],
  );

  const city = Number((await one(`select geo_code_id from cities order by geo_code_id limit 1`))!.geo_code_id);
  const step = await one(
    `insert into career_steps (account_id, career_level_ids, function_ids, industry_ids, currency, target_salary)
     values ($1, '{4}', '{3}', '{1}', 'EUR', 150000) returning id`,
    [accountId],
  );
  await one(
    `insert into career_step_locations (career_step_id, geo_code_id, radius_km, position) values ($1, $2, 50, 0)`,
    [step!.id, city],
  );

  const jobId = await newJob(t);
  await one(
    `insert into job_applications (account_id, job_id, message, upload_id, cv_file_name, profile_snapshot, terms_accepted_at)
     values ($1, $2, $3, $4, 'cv.pdf', $5::jsonb, now())`,
    [accountId, jobId, `Bewerbung ${marker}`, uploadId, JSON.stringify({ name: marker })],
  );
  await one(`insert into job_bookmarks (account_id, job_id) values ($1, $2)`, [accountId, jobId]);
  await one(`insert into recently_viewed_jobs (account_id, job_id) values ($1, $2)`, [accountId, jobId]);
  await one(`insert into job_reports (account_id, job_id, reason, comment) values ($1, $2, 'other', $3)`, [
    accountId,
    jobId,
    `Meldung ${marker}`,
  ]);
  await one(`insert into saved_searches (account_id, params, params_key) values ($1, $2::jsonb, $3)`, [
    accountId,
    JSON.stringify({ q: marker }),
    `q=${marker}`,
  ]);
  await one(`insert into onboarding_drafts (guest_id, data) values ($1, $2::jsonb)`, [
    guestId,
    JSON.stringify({ firstName: marker }),
  ]);
  await one(`insert into page_views (path, country_version, guest_id, account_id) values ($1, 'deu', $2, $3)`, [
    `/profile/${marker}`,
    guestId,
    accountId,
  ]);
  // Premium bought through the payment page: a payment, its invoice, the subscription and its history.
  await buy(client, { termMonths: 12 });
  // A recruiter of another organisation opened the profile (its names hold nothing of the member's).
  const firm = `firm-${randomBytes(4).toString('hex')}.fixture.example`;
  const organisationId = (await one(
    `insert into recruiter_organisations (kind, name, email_domain, verified_at)
     values ('headhunter', 'Fixture Search', $1, now()) returning id`,
    [firm],
  ))!.id;
  const recruiterId = (await one(
    `insert into recruiters (organisation_id, email, password_hash, name, language)
     values ($1, $2, 'x', 'Fixture Recruiter', 'DE') returning id`,
    [organisationId, `recruiter@${firm}`],
  ))!.id;
  await one(`insert into recruiter_profile_views (profile_id, recruiter_id, organisation_id) values ($1, $2, $3)`, [
    memberProfileId,
    recruiterId,
    organisationId,
  ]);
  // The recruiter wrote to the member, and the member blocks the organisation.
  await one(
    `insert into contact_requests (profile_id, recruiter_id, organisation_id, subject, message)
     values ($1, $2, $3, 'Ein Mandat', 'Guten Tag, ich betreue ein vertrauliches Mandat.')`,
    [memberProfileId, recruiterId, organisationId],
  );
  await one(`insert into employer_blocks (account_id, organisation_id) values ($1, $2)`, [accountId, organisationId]);
  // The member (Premium) wrote to the firm from the headhunter directory.
  await one(
    `insert into headhunter_messages (organisation_id, account_id, subject, message)
     values ($1, $2, 'Vertraulicher Wechsel', 'Guten Tag, ich suche eine neue Aufgabe als CFO.')`,
    [organisationId, accountId],
  );

  return {
    client,
    email,
    accountId,
    guestId,
    marker,
    memberProfileId,
    generatedProfileId,
    uploadId,
    guestUploadId,
    files,
  };
}
