import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_SUMMARY_MAX } from '@laufbahn/contracts/cv-builder';
import { parseCv } from '@laufbahn/cv-parser/parse';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import {
  currentPosition,
  expectInvalid,
  MY_PROFILE,
  newMember,
  pastPosition,
  personalInformation,
  type Member,
} from '../profile/profile-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EXPORT = '/api/career/cv_builder/export';
const PREVIEW = '/api/career/cv_builder/preview';

/** A member with a filled profile: name, phone, a current and a past position, skills, date of birth. */
async function filledMember(name: string, lastName: string, extra: { picture?: boolean } = {}): Promise<Member> {
  const member = await newMember(t);
  const ok = async (method: 'PATCH' | 'POST', url: string, body: unknown) => {
    const response = await member.client.request({ method, url, body });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  await ok('PATCH', `${MY_PROFILE}/personalinformation`, personalInformation({ name, lastName }));
  await ok('PATCH', `${MY_PROFILE}/contactdetails`, { phoneNumber: '+49 171 2345678' });
  await ok(
    'PATCH',
    `${MY_PROFILE}/currentposition`,
    currentPosition({ title: 'Finanzvorständin', companyName: 'Brückner AG' }),
  );
  await ok(
    'POST',
    `${MY_PROFILE}/pastpositions`,
    pastPosition({ title: 'Leiterin Controlling', companyName: 'Söhnlein GmbH' }),
  );
  await ok('PATCH', `${MY_PROFILE}/professionalinformation`, { skills: ['Controlling', 'M&A'] });
  if (extra.picture) {
    const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#8899aa' } })
      .jpeg()
      .toBuffer();
    await ok('POST', `${MY_PROFILE}/profile_picture`, {
      picture: picture.toString('base64'),
      dimensions: { x: 0, y: 0, width: 1000, height: 1000 },
    });
  }
  return member;
}

const pdfText = async (body: Buffer) => {
  const cv = await parseCv(new Uint8Array(body), 'pdf');
  return cv;
};

describe('GET /api/career/cv_builder/export', () => {
  it('answers 401 to a visitor, for the file and the preview', async () => {
    const visitor = testClient(t.app);
    for (const url of [`${EXPORT}?format=pdf`, `${EXPORT}?format=docx`, PREVIEW]) {
      const response = await visitor.request({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it('makes a PDF from the member’s own profile that our parser reads back', async () => {
    const member = await filledMember('Jürgen', 'Weißmüller');
    const response = await member.client.request({ url: `${EXPORT}?format=pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Lebenslauf-Jurgen-Weissmuller\.pdf"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cv = await pdfText(response.rawPayload);
    expect(cv.name?.value).toBe('Jürgen');
    expect(cv.lastName?.value).toBe('Weißmüller');
    expect(cv.phone?.value.replace(/\s/g, '')).toBe('+491712345678');
    expect(cv.positions.map((position) => [position.title, position.companyName, position.current])).toEqual([
      ['Finanzvorständin', 'Brückner AG', true],
      ['Leiterin Controlling', 'Söhnlein GmbH', false],
    ]);
  });

  it('makes a DOCX in the chosen language and template', async () => {
    const member = await filledMember('Hélène', 'Caron');
    const response = await member.client.request({ url: `${EXPORT}?format=docx&language=FR&template=modern` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toContain('filename="CV-Helene-Caron.docx"');
    const cv = await parseCv(new Uint8Array(response.rawPayload), 'docx');
    expect(cv.language).toBe('fr');
    expect(cv.name?.value).toBe('Hélène');
    expect(cv.positions[0]?.title).toBe('Finanzvorständin');
  });

  it('shows only the signed-in member’s own profile: no call names another member’s data', async () => {
    const anna = await filledMember('Anna', 'Albrecht');
    const bernd = await filledMember('Bernd', 'Brandt');
    const [forAnna, forBernd] = await Promise.all(
      [anna, bernd].map((member) => member.client.request({ url: `${PREVIEW}?sections=experience` })),
    );
    expect(forAnna!.body).toContain('Anna Albrecht');
    expect(forAnna!.body).not.toContain('Brandt');
    expect(forBernd!.body).toContain('Bernd Brandt');
    expect(forBernd!.body).not.toContain('Albrecht');
    // There is no id to ask for: a profile id in the query is an unknown field, not another member's CV.
    const profileId = (await anna.profile()).id;
    expectInvalid(
      await bernd.client.request({ url: `${EXPORT}?format=pdf&profileId=${profileId}` }),
      'profileId',
      'validation.unknownField',
    );
  });

  it('is age-neutral by default: no photo or date of birth unless the member adds them', async () => {
    const member = await filledMember('Clara', 'Conrad', { picture: true });
    const plain = await member.client.request({ url: PREVIEW });
    expect(plain.body).not.toContain('<img');
    expect(plain.body).not.toContain('1971');
    const pdf = await member.client.request({ url: `${EXPORT}?format=pdf` });
    expect(pdf.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');

    const added = await member.client.request({ url: `${PREVIEW}?photo=1&dateOfBirth=1` });
    expect(added.body).toContain('<img alt="" src="data:image/jpeg;base64,');
    expect(added.body).toContain('Geburtsdatum: 8. März 1971');
    const pdfWith = await member.client.request({ url: `${EXPORT}?format=pdf&photo=1&dateOfBirth=1` });
    expect(pdfWith.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const docxWith = await member.client.request({ url: `${EXPORT}?format=docx&photo=1` });
    expect(docxWith.rawPayload.toString('latin1')).toContain('word/media/');
  });

  it('prints on US Letter on the US country version and on A4 elsewhere', async () => {
    const member = await filledMember('Dana', 'Dorn');
    const mediaBox = async (host: string) => {
      const response = await member.client.request({ url: `${EXPORT}?format=pdf`, headers: { host } });
      expect(response.statusCode).toBe(200);
      return /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(response.rawPayload.toString('latin1'))?.slice(1, 3);
    };
    expect(await mediaBox('usa.localhost')).toEqual(['612', '792']);
    expect(await mediaBox('deu.localhost')).toEqual(['595.28', '841.89']);
  });

  it('keeps the sections the member chose, in their order, and leaves out empty ones', async () => {
    const member = await filledMember('Emil', 'Engel');
    const preview = await member.client.request({
      url: `${PREVIEW}?sections=skills,experience&summary=${encodeURIComponent('Zwanzig Jahre Finanzen.')}`,
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.body;
    expect(body.indexOf('<h2>Kenntnisse</h2>')).toBeGreaterThan(0);
    expect(body.indexOf('<h2>Kenntnisse</h2>')).toBeLessThan(body.indexOf('<h2>Berufserfahrung</h2>'));
    expect(body).not.toContain('Zwanzig Jahre');
    const withSummary = await member.client.request({
      url: `${PREVIEW}?summary=${encodeURIComponent('Zwanzig Jahre Finanzen.')}`,
    });
    expect(withSummary.body).toContain('<h2>Profil</h2><p>Zwanzig Jahre Finanzen.</p>');
    const newcomer = await newMember(t);
    const empty = await newcomer.client.request({ url: `${EXPORT}?format=pdf` });
    expect(empty.statusCode).toBe(200);
  });

  it('escapes what the member wrote and lets only our own pages frame the preview', async () => {
    const member = await filledMember('Fritz', 'Frey');
    const response = await member.client.request({
      url: `${PREVIEW}?summary=${encodeURIComponent('<script>alert(1)</script> & "Zitate"')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Zitate&quot;');
    expect(response.body).not.toContain('<script');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers 422 with the field for every rule, and never a 500', async () => {
    const member = await filledMember('Gerd', 'Gold');
    const get = (query: string) => member.client.request({ url: `${EXPORT}?${query}` });
    expectInvalid(await get(''), 'format', 'validation.invalidOption');
    expectInvalid(await get('format=odt'), 'format', 'validation.invalidOption');
    expectInvalid(await get('format=pdf&template=fancy'), 'template', 'validation.invalidOption');
    expectInvalid(await get('format=pdf&language=PT'), 'language', 'validation.invalidOption');
    expectInvalid(await get('format=pdf&sections=summary,hobbies'), 'sections', 'validation.invalidOption');
    expectInvalid(await get('format=pdf&sections=skills,skills'), 'sections', 'validation.duplicateItems');
    expectInvalid(await get(`format=pdf&sections=${'summary,'.repeat(40)}`), 'sections', 'validation.tooLong');
    expectInvalid(await get('format=pdf&photo=yes'), 'photo', 'validation.invalidOption');
    expectInvalid(await get('format=pdf&dateOfBirth=2'), 'dateOfBirth', 'validation.invalidOption');
    expectInvalid(await get(`format=pdf&summary=${'x'.repeat(CV_SUMMARY_MAX + 1)}`), 'summary', 'validation.tooLong');
    expectInvalid(await get('format=pdf&summary=Profil%00'), 'summary', 'validation.invalid');
    expectInvalid(await get('format=pdf&colour=red'), 'colour', 'validation.unknownField');
    for (const query of ['format=pdf&format=docx', 'format=pdf&template=classic&template=modern', 'format[]=pdf']) {
      const response = await get(query);
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, query).toBeLessThan(500);
    }
    // Bytes that are not UTF-8 arrive as replacement characters: a CV, not an error.
    expect((await get('format=pdf&summary=%FF%FE')).statusCode).toBe(200);
  });
});
