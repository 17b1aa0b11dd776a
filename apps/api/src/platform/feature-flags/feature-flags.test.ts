import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { FEATURE_FLAGS, FLAG_PREVIEW_COOKIE } from '@laufbahn/contracts/feature-flags';
import { loadConfig } from '../../config.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { bucketOf, flagVariants, parseFlagRules } from './flag-rules.ts';

const allIdle = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, 'idle']));

describe('FEATURE_FLAGS', () => {
  it('reads flags with a variant and an optional percentage', () => {
    expect(parseFlagRules(' onboardingDesktop=test , onboardingCa=test:50,loginMobile=idle:0,')).toEqual({
      rules: {
        onboardingDesktop: { variant: 'test', percent: 100 },
        onboardingCa: { variant: 'test', percent: 50 },
        loginMobile: { variant: 'idle', percent: 0 },
      },
      problems: [],
    });
    expect(parseFlagRules(undefined)).toEqual({ rules: {}, problems: [] });
    expect(parseFlagRules('')).toEqual({ rules: {}, problems: [] });
  });

  it.each([
    ['newCheckout=test', 'unknown flag "newCheckout"'],
    ['onboardingCa=shiny', 'unknown variant "shiny"'],
    ['onboardingCa=test:101', 'percentage 101'],
    ['onboardingCa=test:-5', 'is not <flag>=<variant>[:<percent>]'],
    ['onboardingCa=test:5.5', 'is not <flag>=<variant>[:<percent>]'],
    ['onboardingCa', 'is not <flag>=<variant>[:<percent>]'],
    ['onboardingCa=test,onboardingCa=idle', 'set twice'],
  ])('refuses %s', (value, message) => {
    const { rules, problems } = parseFlagRules(value);
    expect(rules).toEqual({});
    expect(problems.join('\n')).toContain(message);
  });

  it('stops start-up with a clear message', () => {
    expect(() => loadConfig({ FEATURE_FLAGS: 'onboardingDesktop=test,paymentWeb=test' })).toThrow(
      /FEATURE_FLAGS: unknown flag "paymentWeb" \(known: onboardingDesktop, onboardingCa/,
    );
    expect(loadConfig({}).featureFlags).toEqual({});
    expect(loadConfig({ FEATURE_FLAGS: 'paymentMobile=test:10' }).featureFlags).toEqual({
      paymentMobile: { variant: 'test', percent: 10 },
    });
  });
});

describe('bucketing', () => {
  it('keeps a visitor in one bucket, per flag', () => {
    const guest = randomUUID();
    expect(bucketOf('onboardingCa', guest)).toBe(bucketOf('onboardingCa', guest));
    const rules = { onboardingCa: { variant: 'test' as const, percent: 50 } };
    expect(flagVariants(rules, guest)).toEqual(flagVariants(rules, guest));
  });

  it('puts about the configured share of visitors into the variant, each flag independently', () => {
    const rules = {
      onboardingCa: { variant: 'test' as const, percent: 30 },
      loginDesktop: { variant: 'test' as const, percent: 30 },
    };
    const guests = Array.from({ length: 2000 }, () => randomUUID());
    const share = (flag: 'onboardingCa' | 'loginDesktop') =>
      guests.filter((g) => flagVariants(rules, g)[flag] === 'test').length / guests.length;
    expect(share('onboardingCa')).toBeGreaterThan(0.25);
    expect(share('onboardingCa')).toBeLessThan(0.35);
    const both = guests.filter((g) => {
      const v = flagVariants(rules, g);
      return v.onboardingCa === 'test' && v.loginDesktop === 'test';
    }).length;
    expect(both / guests.length).toBeLessThan(0.15);
  });

  it('is idle without rules, all or nothing at 100 and 0 percent, idle for a caller without an id', () => {
    expect(flagVariants({}, randomUUID())).toEqual(allIdle);
    const rules = {
      paymentDesktop: { variant: 'test' as const, percent: 100 },
      paymentMobile: { variant: 'test' as const, percent: 0 },
      metasearchWithPassword: { variant: 'test' as const, percent: 99 },
    };
    for (let i = 0; i < 50; i++) {
      const variants = flagVariants(rules, randomUUID());
      expect(variants.paymentDesktop).toBe('test');
      expect(variants.paymentMobile).toBe('idle');
    }
    expect(flagVariants(rules, null)).toMatchObject({ paymentDesktop: 'test', metasearchWithPassword: 'idle' });
  });
});

describe('GET /api/feature_flags', () => {
  let plain: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    configured = await createTestApp({ FEATURE_FLAGS: 'onboardingDesktop=test,onboardingCa=test:50' });
  });
  afterAll(async () => {
    await plain?.close();
    await configured?.close();
  });

  const flagsOf = async (client: TestClient) => {
    const response = await client.request({ url: '/api/feature_flags' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    return response.json().flags;
  };
  const guest = (t: TestApp, id: string = randomUUID()) => {
    const client = testClient(t.app);
    client.cookies.set(GUEST_COOKIE, id);
    return client;
  };

  it('answers every flag idle by default, to visitors and members alike', async () => {
    expect(await flagsOf(testClient(plain.app))).toEqual(allIdle);
    expect(await flagsOf(guest(plain))).toEqual(allIdle);
    const member = testClient(plain.app);
    await member.signUp();
    expect(await flagsOf(member)).toEqual(allIdle);
  });

  it('answers the configured variants, a percentage by the guest id, the same on every call', async () => {
    const rules = parseFlagRules('onboardingDesktop=test,onboardingCa=test:50').rules;
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      // Fixed guest ids, so the split below is the same on every run.
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const flags = await flagsOf(guest(configured, id));
      expect(flags).toEqual({ ...allIdle, ...flagVariants(rules, id) });
      expect(flags.onboardingDesktop).toBe('test');
      expect(await flagsOf(guest(configured, id))).toEqual(flags);
      seen.add(flags.onboardingCa);
    }
    // 12 visitors at 50 %: both variants appear.
    expect(seen).toEqual(new Set(['idle', 'test']));
    // A forged guest id counts as none.
    expect((await flagsOf(guest(configured, 'not-a-uuid'))).onboardingCa).toBe('idle');
    expect((await flagsOf(testClient(configured.app))).onboardingDesktop).toBe('test');
  });

  it('shows the variants of the preview cookie to that browser alone (outside production)', async () => {
    const previewing = guest(plain);
    previewing.cookies.set(FLAG_PREVIEW_COOKIE, 'onboardingDesktop=test,onboardingCa=test');
    expect(await flagsOf(previewing)).toEqual({ ...allIdle, onboardingDesktop: 'test', onboardingCa: 'test' });
    expect(await flagsOf(guest(plain))).toEqual(allIdle);
    const unreadable = guest(plain);
    unreadable.cookies.set(FLAG_PREVIEW_COOKIE, 'onboardingDesktop=loud,nothing');
    expect(await flagsOf(unreadable)).toEqual(allIdle);
  });

  it('buckets a signed-in member without the guest cookie by the account', async () => {
    const rules = parseFlagRules('onboardingCa=test:50').rules;
    const member = testClient(configured.app);
    const { id } = await member.signUp();
    const flags = await flagsOf(member);
    expect(flags.onboardingCa).toBe(flagVariants(rules, `account:${id}`).onboardingCa);
    expect(await flagsOf(member)).toEqual(flags);
  });

  it('is in the OpenAPI document with the onboarding calls', async () => {
    const paths = Object.keys((await plain.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/feature_flags',
        '/api/onboarding/draft',
        '/api/onboarding/account',
        '/api/onboarding/apply',
        '/api/career/my_profile/headhunter_view',
      ]),
    );
  });
});
