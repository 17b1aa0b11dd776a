import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUpload, CvReviewRequest, GeneratedProfile } from '@laufbahn/contracts/cv';
import { openIsolatedTestDatabase } from '../../../test/isolated-database.ts';
import { createTestApp, testClient, type TestApp } from '../../../test/test-app.ts';
import { startOutboxSender } from '../../../platform/mail/outbox-sender.ts';
import { outboxRepository } from '../../../platform/mail/outbox.repository.ts';
import { newMember } from '../../profile/profile-test-helpers.ts';
import { fixture } from '../cv-test-documents.ts';
import { cvFile, expectError, GENERATED, uploaded, UPLOADS, visitor, withToken } from '../cv-test-helpers.ts';

const PARTNER = 'reviews@partner.example';
let t: TestApp;
// The outbox is sent as a whole: other test files' mails must not be in it.
beforeAll(async () => {
  t = await createTestApp({ CV_REVIEW_ADDRESS: PARTNER }, { database: await openIsolatedTestDatabase() });
});
afterAll(() => t.close());

const review = (client: ReturnType<typeof testClient>, uploadId: number, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: `${UPLOADS}/${uploadId}/topcv_review_requests`, headers });

interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  template: string;
  attachments: { name: string; contentType: string; url: string }[];
}
const mailsTo = async (to: string) =>
  (await testClient(t.app, '127.0.0.1').request({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json<
    MailboxEntry[]
  >();

describe('POST /api/career/account_uploads/{id}/topcv_review_requests', () => {
  it('records a due time 48 hours on, mails the CV to the partner and confirms to the member in their language', async () => {
    const member = await newMember(t, { language: 'FR' });
    const email = (await member.client.request({ url: '/api/career/me' })).json().email;
    const up = await uploaded(t, member.client, [
      { name: 'description', value: 'Poste visé : directrice financière' },
      cvFile(fixture('de-onecol-01.pdf'), 'CV Schäfer.pdf'),
    ]);
    const response = await review(member.client, up.id);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<CvReviewRequest>();
    expect(Date.parse(body.dueAt) - Date.parse(body.requestedAt)).toBe(48 * 3600 * 1000);
    expect(Math.abs(Date.parse(body.requestedAt) - Date.now())).toBeLessThan(60_000);

    const read = (await member.client.request({ url: `${UPLOADS}/${up.id}` })).json<AccountUpload>();
    expect(read.reviewRequest).toEqual(body);

    const [partnerMail] = (await mailsTo(PARTNER)).filter((m) => m.text.includes(email));
    expect(partnerMail).toMatchObject({ template: 'cv-review-partner' });
    expect(partnerMail!.attachments).toEqual([
      {
        name: 'CV Schäfer.pdf',
        contentType: 'application/pdf',
        url: expect.stringMatching(/^\/dev\/mailbox\/\d+\/attachments\/0$/),
      },
    ]);
    expect(partnerMail!.text).toContain('Poste visé : directrice financière');
    const attachment = await testClient(t.app, '127.0.0.1').request({ url: partnerMail!.attachments[0]!.url });
    expect(attachment.statusCode).toBe(200);
    expect(attachment.rawPayload.equals(fixture('de-onecol-01.pdf'))).toBe(true);
    const page = await testClient(t.app, '127.0.0.1').request({ url: `/dev/mailbox/${partnerMail!.id}` });
    expect(page.body).toContain('CV Schäfer.pdf');

    const [confirmation] = await mailsTo(email);
    expect(confirmation).toMatchObject({ template: 'cv-review-confirmation', attachments: [] });
    expect(confirmation!.subject).toBe('Votre CV est en cours de relecture');
    const due = new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'long', timeZone: 'Europe/Berlin' }).format(
      new Date(body.dueAt),
    );
    expect(confirmation!.text).toContain(due);
    expect(confirmation!.text).toMatch(/au plus tard le \p{L}+ \d{1,2} \p{L}+ \d{4}/u);

    expectError(await review(member.client, up.id), 409, 'conflict');
    expect((await mailsTo(PARTNER)).filter((m) => m.text.includes(email))).toHaveLength(1);
  });

  it('shows the review on the generated profile too', async () => {
    const member = await newMember(t);
    const up = await uploaded(t, member.client);
    const id = (await member.client.request({ method: 'POST', url: GENERATED, body: { identifier: up.id } })).json().id;
    const requested = (await review(member.client, up.id)).json<CvReviewRequest>();
    const profile = (await member.client.request({ url: `${GENERATED}/${id}` })).json<GeneratedProfile>();
    expect(profile.reviewRequest).toEqual(requested);
  });

  it('is for signed-in members and their own uploads only', async () => {
    const member = await newMember(t);
    const up = await uploaded(t, member.client);
    const guest = visitor(t);
    const theirs = await uploaded(t, guest);
    expectError(await review(guest, theirs.id, withToken(theirs.token)), 401, 'unauthenticated');
    expectError(await review(testClient(t.app), up.id), 401, 'unauthenticated');
    const other = await newMember(t);
    expectError(await review(other.client, up.id), 404, 'not_found');
    expectError(await review(other.client, up.id, withToken(up.token)), 404, 'not_found');
    const odd = await member.client.request({
      method: 'POST',
      url: `${UPLOADS}/${up.id}/topcv_review_requests`,
      body: { urgent: true },
    });
    expect(odd.json().error.fields).toEqual({ urgent: ['validation.unknownField'] });
    expect((await review(member.client, up.id, { 'content-type': 'application/json' })).statusCode).toBe(400);
  });

  it('attaches the CV when the outbox is sent over SMTP', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const member = await newMember(t);
      const up = await uploaded(t, member.client);
      await review(member.client, up.id);
      const port = (server.server.address() as { port: number }).port;
      const sender = startOutboxSender(
        outboxRepository(t.database.db),
        `smtp://127.0.0.1:${port}`,
        'Laufbahn <no-reply@laufbahn.example>',
        t.app.log,
        t.app.fileStore,
      );
      await sender.flush();
      sender.stop();
      const partnerMail = received.find((m) => m.includes(`LB-CV-`) && m.includes('Lebenslauf Berger.docx'));
      expect(partnerMail).toBeDefined();
      expect(partnerMail).toMatch(
        /Content-Type:\s+application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/,
      );
      expect(partnerMail).toMatch(/Content-Disposition: attachment/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
