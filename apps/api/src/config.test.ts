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

describe('web processes (WEB_PROCESSES)', () => {
  it('is one on the embedded database, which lives in one process', () => {
    expect(loadConfig({}).webProcesses).toBe(1);
    expect(loadConfig({ WEB_PROCESSES: '1' }).webProcesses).toBe(1);
    expect(() => loadConfig({ WEB_PROCESSES: '4' })).toThrow(/WEB_PROCESSES.*DATABASE_URL/);
  });

  it('is one per core on PostgreSQL unless told', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/laufbahn';
    expect(loadConfig({ DATABASE_URL: url }).webProcesses).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ DATABASE_URL: url, WEB_PROCESSES: '3' }).webProcesses).toBe(3);
    expect(() => loadConfig({ DATABASE_URL: url, WEB_PROCESSES: 'many' })).toThrow(/WEB_PROCESSES/);
  });
});

describe('mailed-link answer time (MAILED_LINK_ANSWER_MS)', () => {
  it('is a quarter of a second unless told, and bounded', () => {
    expect(loadConfig({}).mailedLinkAnswerMs).toBe(250);
    expect(loadConfig({ MAILED_LINK_ANSWER_MS: '0' }).mailedLinkAnswerMs).toBe(0);
    expect(() => loadConfig({ MAILED_LINK_ANSWER_MS: '60000' })).toThrow(/MAILED_LINK_ANSWER_MS/);
  });
});

describe('SANDBOX_WEBHOOK_SECRET', () => {
  it('is missing in production unless set, and a public value is used elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).missingSecrets).toEqual(['SANDBOX_WEBHOOK_SECRET']);
    const set = loadConfig({ NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: 'whsec_a_real_secret_value' });
    expect(set.missingSecrets).toEqual([]);
    expect(set.sandbox.webhookSecret).toBe('whsec_a_real_secret_value');
    expect(loadConfig({ NODE_ENV: 'development' }).sandbox.webhookSecret).toMatch(/^whsec_/);
  });

  it('must be at least 16 characters', () => {
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET: must be at least 16/,
    );
  });
});
