import { describe, expect, it } from 'vitest';
import { estimateSalary, experienceFactor, levelFromExperience } from './estimate.ts';
import { PAY_COUNTRY_IDS } from './tables.ts';

const facts = {
  careerLevelId: 4,
  functionId: 3,
  industryId: 2,
  countryId: PAY_COUNTRY_IDS.DE,
  yearsOfExperience: 15,
};

describe('estimateSalary', () => {
  it('multiplies the level base by function, industry, country and experience, rounded to 5,000', () => {
    // 115,000 × 1.06 (finance) × 1.10 (banking) × 1.0 (Germany) × 1.08 (15 years) = 144,817 → 145,000
    expect(estimateSalary(facts, 'EUR')).toEqual({
      currency: 'EUR',
      min: 145_000,
      max: 190_000,
      basis: { ...facts, careerLevelFromExperience: false },
    });
  });

  it('converts into the currency and applies the country', () => {
    const us = estimateSalary({ ...facts, countryId: PAY_COUNTRY_IDS.US }, 'USD')!;
    const de = estimateSalary(facts, 'EUR')!;
    expect(us.min).toBeGreaterThan(de.min * 1.45);
    expect(us.currency).toBe('USD');
    expect(estimateSalary({ ...facts, countryId: 1050 }, 'EUR')!.min).toBeLessThan(de.min);
  });

  it('pays more with more experience and at higher levels, with wider bands from level 6', () => {
    const junior = estimateSalary({ ...facts, yearsOfExperience: 2 }, 'EUR')!;
    const senior = estimateSalary({ ...facts, yearsOfExperience: 30 }, 'EUR')!;
    expect(senior.min).toBeGreaterThan(junior.min);
    const director = estimateSalary({ ...facts, careerLevelId: 7 }, 'EUR')!;
    expect(director.max / director.min).toBeGreaterThan(1.35);
  });

  it('infers the level from experience when the CV names none, and gives up without either', () => {
    const inferred = estimateSalary({ ...facts, careerLevelId: null, yearsOfExperience: 7 }, 'EUR')!;
    expect(inferred.basis).toMatchObject({
      careerLevelId: levelFromExperience(inferred.basis.yearsOfExperience!),
      careerLevelFromExperience: true,
    });
    expect(inferred.min).toBe(estimateSalary({ ...facts, careerLevelId: 3, yearsOfExperience: 7 }, 'EUR')!.min);
    expect(estimateSalary({ ...facts, careerLevelId: null, yearsOfExperience: null }, 'EUR')).toBeUndefined();
  });

  it('treats unknown ids as average and never answers less than 5,000', () => {
    const plain = estimateSalary(
      { careerLevelId: 1, functionId: 99, industryId: null, countryId: null, yearsOfExperience: -3 },
      'GBP',
    )!;
    expect(plain.basis.yearsOfExperience).toBe(0);
    expect(plain.min).toBeGreaterThanOrEqual(5000);
    expect(plain.max).toBeGreaterThan(plain.min);
  });
});

describe('experience curve', () => {
  it('rises from 0.85 to 1.14 and is flat beyond', () => {
    expect(experienceFactor(0)).toBe(0.85);
    expect(experienceFactor(8)).toBe(1);
    expect(experienceFactor(11.5)).toBeCloseTo(1.04);
    expect(experienceFactor(40)).toBe(1.14);
    expect(experienceFactor(null)).toBe(1);
    expect([0, 2, 5, 9, 20].map(levelFromExperience)).toEqual([1, 1, 2, 3, 5]);
  });
});
