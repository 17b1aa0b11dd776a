import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@laufbahn/contracts/feature-flags';
import { bucketOf } from './flag-rules.ts';
import { flagService } from './flag-service.ts';

const guestWhoGets = (variant: 'idle' | 'test') => {
  for (;;) {
    const guest = randomUUID();
    if (bucketOf('loginMobile', guest) < 50 === (variant === 'test')) return guest;
  }
};

describe('the flags through OpenFeature', () => {
  const flags = flagService({
    loginMobile: { variant: 'test', percent: 50 },
    onboardingCa: { variant: 'test', percent: 100 },
  });

  it('gives every flag, by the rollout bucket of the subject, idle where no rule says otherwise', async () => {
    const inTest = await flags.variants(guestWhoGets('test'));
    expect(Object.keys(inTest).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(inTest).toMatchObject({ loginMobile: 'test', onboardingCa: 'test', paymentMobile: 'idle' });
    expect(await flags.variants(guestWhoGets('idle'))).toMatchObject({ loginMobile: 'idle', onboardingCa: 'test' });
    // The same subject keeps its variant.
    const guest = randomUUID();
    expect(await flags.variants(guest)).toEqual(await flags.variants(guest));
  });

  it('shows a partial rollout as idle to a caller who cannot be told apart, a full one as configured', async () => {
    expect(await flags.variants(null)).toMatchObject({ loginMobile: 'idle', onboardingCa: 'test' });
  });

  it('lets a preview cookie win for that caller, and ignores an unreadable one', async () => {
    const guest = guestWhoGets('idle');
    expect(await flags.variants(guest, 'loginMobile=test,paymentDesktop=test')).toMatchObject({
      loginMobile: 'test',
      paymentDesktop: 'test',
    });
    expect(await flags.variants(guest, 'loginMobile=nonsense')).toMatchObject({ loginMobile: 'idle' });
  });

  it('keeps two services’ rules apart (each has its own OpenFeature domain)', async () => {
    const none = flagService({});
    expect(none.configured).toBe(false);
    expect(Object.values(await none.variants(randomUUID())).every((variant) => variant === 'idle')).toBe(true);
    expect((await flags.variants(null)).onboardingCa).toBe('test');
  });
});
