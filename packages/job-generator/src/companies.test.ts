import { describe, expect, it } from 'vitest';
import { createCompanyPool } from './companies.ts';
import { COUNTRY_IDS } from './reference.ts';

describe('createCompanyPool', () => {
  it('is deterministic per seed and country, with unique names and legal forms of the country', () => {
    const de = createCompanyPool(1, COUNTRY_IDS.DE);
    expect(createCompanyPool(1, COUNTRY_IDS.DE)).toEqual(de);
    expect(createCompanyPool(2, COUNTRY_IDS.DE).all[0]).not.toEqual(de.all[0]);
    expect(new Set(de.all.map((c) => c.name)).size).toBe(de.all.length);
    expect(de.all.every((c) => /(GmbH|AG|SE|KG)$/.test(c.name))).toBe(true);
    expect(createCompanyPool(1, COUNTRY_IDS.IT).all.every((c) => /(S\.p\.A\.|S\.r\.l\.)$/.test(c.name))).toBe(true);
    expect(createCompanyPool(1, COUNTRY_IDS.US).all.every((c) => /(Inc\.|LLC|Corp\.)$/.test(c.name))).toBe(true);
  });

  it('has small and large employers, healthcare employers and headhunters', () => {
    const pool = createCompanyPool(3, COUNTRY_IDS.FR);
    expect(pool.small.length).toBeGreaterThan(50);
    expect(pool.large.length).toBeGreaterThan(50);
    expect(pool.healthSmall.length).toBeGreaterThan(0);
    expect(pool.healthLarge.length).toBeGreaterThan(0);
    expect(pool.headhunters.length).toBeGreaterThan(10);
    for (const c of pool.all) {
      expect(c.industryId).toBeGreaterThanOrEqual(1);
      expect(c.industryId).toBeLessThanOrEqual(32);
      expect(c.size).toBeGreaterThanOrEqual(50);
    }
  });
});
