import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summariseVisibility } from '@laufbahn/contracts/privacy';
import { auditLog } from '../../db/schema/accounts.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { expectInvalid, expectInvalidBody, expectStatus, newMember } from './profile-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const privacyUrl = (accountId: number | string) => `/api/career/accounts/${accountId}/privacy`;

describe('GET /api/career/accounts/{id}/privacy', () => {
  it('answers a new member’s settings: anonymous everywhere', async () => {
    const member = await newMember(t);
    const response = await member.client.request({ url: privacyUrl(member.accountId) });
    expectStatus(response, 200);
    expect(response.json()).toEqual({
      headhunter_visibility: 'anonymous',
      recruiter_visibility: 'anonymous',
      partner_networks_visibility: 'anonymous',
      visibility: 'anonymous',
    });
  });

  it('answers 404 for another account and 401 to a visitor', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    expectStatus(await member.client.request({ url: privacyUrl(other.accountId) }), 404, 'not_found');
    expectStatus(await member.client.request({ url: privacyUrl(2_000_000_000) }), 404, 'not_found');
    expectStatus(await testClient(t.app).request({ url: privacyUrl(member.accountId) }), 401, 'unauthenticated');
    expectInvalid(await member.client.request({ url: privacyUrl('me') }), 'id', 'validation.invalidType');
  });
});

describe('PATCH /api/career/accounts/{id}/privacy', () => {
  it('changes the settings named, keeps the others, records old and new values', async () => {
    const member = await newMember(t);
    const response = await member.client.request({
      method: 'PATCH',
      url: privacyUrl(member.accountId),
      headers: { 'x-actor': 'web' },
      body: { headhunter_visibility: 'visible' },
    });
    expectStatus(response, 200);
    expect(response.json()).toEqual({
      headhunter_visibility: 'visible',
      recruiter_visibility: 'anonymous',
      partner_networks_visibility: 'anonymous',
      visibility: 'visible',
    });
    expect((await member.profile()).visibility).toBe('visible');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, member.accountId));
    const change = audit.find((a) => a.action === 'privacy.changed');
    expect(change).toMatchObject({
      actor: 'web',
      details: {
        changes: { headhunter_visibility: { from: 'anonymous', to: 'visible' } },
        visibility: { from: 'anonymous', to: 'visible' },
      },
    });
  });

  it('makes the profile invisible only when every audience is invisible', async () => {
    const member = await newMember(t);
    const patch = (body: Record<string, string>) =>
      member.client.request({ method: 'PATCH', url: privacyUrl(member.accountId), body });
    const invisible = await patch({
      headhunter_visibility: 'invisible',
      recruiter_visibility: 'invisible',
      partner_networks_visibility: 'invisible',
    });
    expect(invisible.json().visibility).toBe('invisible');
    expect((await member.profile()).visibility).toBe('invisible');
    expect((await patch({ partner_networks_visibility: 'anonymous' })).json().visibility).toBe('anonymous');
    expect((await member.profile()).visibility).toBe('anonymous');
  });

  it('records nothing when nothing changes', async () => {
    const member = await newMember(t);
    const response = await member.client.request({
      method: 'PATCH',
      url: privacyUrl(member.accountId),
      body: { recruiter_visibility: 'anonymous' },
    });
    expectStatus(response, 200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, member.accountId));
    expect(audit.filter((a) => a.action === 'privacy.changed')).toEqual([]);
  });

  it('answers 404 for another account (and changes nothing), 401 to a visitor', async () => {
    const member = await newMember(t);
    const other = await newMember(t);
    const body = { headhunter_visibility: 'invisible' };
    expectStatus(
      await member.client.request({ method: 'PATCH', url: privacyUrl(other.accountId), body }),
      404,
      'not_found',
    );
    expect((await other.client.request({ url: privacyUrl(other.accountId) })).json().headhunter_visibility).toBe(
      'anonymous',
    );
    expectStatus(await testClient(t.app).request({ method: 'PATCH', url: privacyUrl(member.accountId), body }), 401);
  });

  it('refuses unknown values, unknown fields, an empty body and odd input (422)', async () => {
    const member = await newMember(t);
    const patch = (body: unknown) =>
      member.client.request({ method: 'PATCH', url: privacyUrl(member.accountId), body });
    expectInvalid(
      await patch({ headhunter_visibility: 'public' }),
      'headhunter_visibility',
      'validation.invalidOption',
    );
    expectInvalid(await patch({ recruiter_visibility: true }), 'recruiter_visibility', 'validation.invalidOption');
    expectInvalid(await patch({ visibility: 'visible' }), 'visibility', 'validation.unknownField');
    expectInvalid(await patch({}), 'body', 'validation.required');
    expectInvalidBody(await patch(['visible']));
    expectInvalidBody(await patch('null'));
    expectStatus(await patch('{"headhunter_visibility":'), 400, 'malformed_request');
    expect((await member.profile()).visibility).toBe('anonymous');
  });
});

describe('summariseVisibility', () => {
  it.each([
    ['invisible', 'invisible', 'invisible', 'invisible'],
    ['invisible', 'anonymous', 'invisible', 'anonymous'],
    ['anonymous', 'anonymous', 'anonymous', 'anonymous'],
    ['invisible', 'invisible', 'visible', 'visible'],
    ['visible', 'anonymous', 'invisible', 'visible'],
  ] as const)('%s / %s / %s → %s', (headhunter, recruiter, partner, expected) => {
    expect(
      summariseVisibility({
        headhunter_visibility: headhunter,
        recruiter_visibility: recruiter,
        partner_networks_visibility: partner,
      }),
    ).toBe(expected);
  });
});
