import { OpenFeature } from '@openfeature/web-sdk';
import { describe, expect, it } from 'vitest';
import { LaufbahnFlagProvider } from './flag-provider.ts';
import { DEFAULT_FLAGS, parseFlags } from './flags.ts';

describe('feature flags', () => {
  it('reads the flag call leniently: unknown values and missing flags are idle', () => {
    expect(parseFlags({ flags: { onboardingDesktop: 'test', onboardingCa: 'other', unknownFlag: 'test' } })).toEqual({
      ...DEFAULT_FLAGS,
      onboardingDesktop: 'test',
    });
    expect(parseFlags(null)).toEqual(DEFAULT_FLAGS);
    expect(Object.values(DEFAULT_FLAGS).every((variant) => variant === 'idle')).toBe(true);
  });

  it('answers the variants it starts with at once, and asks again when the visitor changes', async () => {
    let calls = 0;
    const provider = new LaufbahnFlagProvider({ ...DEFAULT_FLAGS, onboardingCa: 'test' }, () => {
      calls += 1;
      return Promise.resolve({ ...DEFAULT_FLAGS, onboardingDesktop: 'test' });
    });
    await OpenFeature.setContext('unit', { targetingKey: 'guest-1' });
    OpenFeature.setProvider('unit', provider);
    const client = OpenFeature.getClient('unit');
    expect(client.getStringValue('onboardingCa', 'idle')).toBe('test');
    expect(client.getStringValue('noSuchFlag', 'idle')).toBe('idle');
    expect(client.getBooleanValue('onboardingCa', false)).toBe(false);

    await OpenFeature.setContext('unit', { targetingKey: 'guest-1' });
    expect(calls).toBe(0);
    await OpenFeature.setContext('unit', { targetingKey: 'guest-1', accountId: 7 });
    expect(calls).toBe(1);
    expect(client.getStringValue('onboardingDesktop', 'idle')).toBe('test');
    expect(client.getStringValue('onboardingCa', 'idle')).toBe('idle');
  });
});
