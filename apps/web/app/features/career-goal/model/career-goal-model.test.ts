import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { topLevelFields } from './api-errors.ts';
import { bodyFromDraft, draftFromGoal, EMPTY_DRAFT, parseDraft } from './draft.ts';
import { parseSalary } from '../../../lib/salary.ts';

describe('target salary input', () => {
  it('reads the group separators of every country version', () => {
    for (const text of ['120000', '120.000', '120,000', '120 000', '120\u202f000', '120’000', "1'200'000"]) {
      expect(parseSalary(text), text).toBe(Number(text.replace(/\D/g, '')));
    }
  });

  it('treats an empty box as no target and refuses anything else', () => {
    expect(parseSalary('  ')).toBeNull();
    for (const text of ['120000,50', '12.5', 'abc', '-5', '1.20.000']) expect(parseSalary(text), text).toBeNaN();
  });
});

describe('career goal draft', () => {
  it('round-trips a goal, keeping city names for display but not in the body', () => {
    const draft = draftFromGoal({
      id: 7,
      careerLevelIds: [5],
      functionIds: [3],
      industryIds: [2],
      locations: [{ geoCodeId: 2867714, radiusKm: 50, name: 'München' }],
      openToOtherLocations: true,
      willingnessToTravel: 2,
      workplacePreference: 'hybrid',
      targetSalary: 150_000,
      currency: 'EUR',
    });
    expect(draft.locationNames).toEqual({ 2867714: 'München' });
    expect(bodyFromDraft(draft)).toEqual({
      careerLevelIds: [5],
      functionIds: [3],
      industryIds: [2],
      locations: [{ geoCodeId: 2867714, radiusKm: 50 }],
      openToOtherLocations: true,
      willingnessToTravel: 2,
      workplacePreference: 'hybrid',
      targetSalary: 150_000,
    });
  });

  it('completes an older stored shape and ignores what cannot be read', () => {
    expect(parseDraft('{"functionIds":[4]}')).toEqual({ ...EMPTY_DRAFT, functionIds: [4] });
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('null')).toBeNull();
  });
});

describe('server errors', () => {
  it('puts nested field paths onto the top-level field', () => {
    const error = topLevelFields(
      new ApiError(422, 'validation_failed', { 'locations.0.radiusKm': ['validation.invalid'], functionIds: ['x'] }),
    ) as ApiError;
    expect(error.fields).toEqual({ locations: ['validation.invalid'], functionIds: ['x'] });
  });
});
