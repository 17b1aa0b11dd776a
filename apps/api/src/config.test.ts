import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('demo data (SEED_DEMO), independent of the build', () => {
  it('is seeded by default outside production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
  });

  it('is not seeded in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses a value that is not a flag', () => {
    expect(() => loadConfig({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO/);
  });
});
