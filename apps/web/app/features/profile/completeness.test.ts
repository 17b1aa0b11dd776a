import { describe, expect, it } from 'vitest';
import type { Position, Profile } from '@laufbahn/contracts/profile';
import { PROFILE_PARTS, profileCompleteness } from './completeness.ts';

const position: Position = {
  identifier: 1,
  title: 'CFO',
  companyName: 'Muster AG',
  companyId: null,
  startDate: { month: 1, year: 2020 },
  endDate: null,
  current: true,
  geoCodeId: null,
  countryId: null,
  city: null,
  careerLevelId: 6,
  functionId: null,
  industryId: null,
  description: null,
};

const empty: Profile = {
  id: 1,
  personalInformation: {
    genderId: null,
    name: null,
    lastName: null,
    city: null,
    countryId: null,
    dateOfBirth: null,
    geoCodeId: null,
  },
  contactDetails: { phoneNumber: null, email: 'a@b.de' },
  professionalInformation: { currentSalaryRangeId: null, managementExperienceId: null, skills: [] },
  currentPosition: null,
  pastPositions: [],
  careerSteps: [],
  picture: null,
  visibility: 'anonymous',
};

describe('profileCompleteness', () => {
  it('weights add up to 100', () => {
    expect(PROFILE_PARTS.reduce((sum, part) => sum + part.weight, 0)).toBe(100);
  });

  it('is 0 for an empty profile, with every part missing', () => {
    expect(profileCompleteness(empty)).toEqual({ percent: 0, missing: PROFILE_PARTS.map((p) => p.key) });
  });

  it('counts the parts that are filled', () => {
    const profile: Profile = {
      ...empty,
      personalInformation: { ...empty.personalInformation, name: 'Eva', lastName: 'Muster', countryId: 44 },
      currentPosition: position,
    };
    expect(profileCompleteness(profile)).toEqual({
      percent: 35,
      missing: ['photo', 'contact', 'professional', 'pastPositions', 'careerGoal'],
    });
  });
});
