import { describe, expect, it } from 'vitest';
import type { Profile } from '@laufbahn/contracts/profile';
import { audienceView, yearsOfExperience } from './headhunter-view.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');

const position = (overrides: Partial<Profile['pastPositions'][number]>) => ({
  identifier: 1,
  title: 'Leiterin Controlling',
  companyName: 'Beispiel AG',
  companyId: null,
  startDate: { month: 1, year: 2015 },
  endDate: { month: 6, year: 2019 },
  current: false,
  geoCodeId: null,
  countryId: 44,
  city: 'München',
  careerLevelId: 4,
  functionId: 3,
  industryId: 6,
  description: 'Planung',
  ...overrides,
});

const profile: Profile = {
  id: 7,
  personalInformation: {
    genderId: 2,
    name: 'Katharina',
    lastName: 'Berger',
    city: 'München',
    countryId: 44,
    dateOfBirth: { day: 8, month: 3, year: 1971 },
    geoCodeId: 2867714,
  },
  contactDetails: { phoneNumber: '+498912345678', email: 'k.berger@example.com' },
  professionalInformation: { currentSalaryRangeId: 5, managementExperienceId: 4, skills: ['Controlling', 'M&A'] },
  currentPosition: position({
    identifier: 2,
    title: 'CFO',
    companyName: 'Vertraulich GmbH',
    startDate: { month: 7, year: 2019 },
    endDate: null,
    current: true,
  }),
  pastPositions: [
    position({ identifier: 3 }),
    position({
      identifier: 4,
      title: 'Analystin',
      companyName: 'Erste Bank',
      startDate: { month: 9, year: 2009 },
      endDate: { month: 12, year: 2014 },
    }),
  ],
  careerSteps: [
    {
      id: 11,
      careerLevelIds: [6],
      functionIds: [3],
      industryIds: [6, 7],
      locations: [
        { geoCodeId: 2867714, radiusKm: 50, name: 'München' },
        { geoCodeId: 2911298, radiusKm: 0, name: 'Hamburg' },
      ],
      openToOtherLocations: false,
      willingnessToTravel: null,
      workplacePreference: 'any',
      targetSalary: 250_000,
      currency: 'EUR',
    },
    {
      id: 12,
      careerLevelIds: [7],
      functionIds: [1],
      industryIds: [1],
      locations: [],
      openToOtherLocations: true,
      willingnessToTravel: 2,
      workplacePreference: 'remote',
      targetSalary: null,
      currency: 'EUR',
    },
  ],
  picture: {
    url: '/api/career/my_profile/profile_picture/image?v=1',
    dimensions: { x: 0, y: 0, width: 100, height: 100 },
  },
  visibility: 'visible',
};

describe('audienceView', () => {
  it('shows a visible profile with name, picture, employers and the first career goal', () => {
    expect(audienceView(profile, 'visible', NOW)).toEqual({
      visibility: 'visible',
      name: 'Katharina Berger',
      pictureUrl: '/api/career/my_profile/profile_picture/image?v=1',
      city: 'München',
      countryId: 44,
      currentPosition: { title: 'CFO', companyName: 'Vertraulich GmbH', since: { month: 7, year: 2019 } },
      pastPositions: [
        {
          title: 'Leiterin Controlling',
          companyName: 'Beispiel AG',
          startDate: { month: 1, year: 2015 },
          endDate: { month: 6, year: 2019 },
        },
        {
          title: 'Analystin',
          companyName: 'Erste Bank',
          startDate: { month: 9, year: 2009 },
          endDate: { month: 12, year: 2014 },
        },
      ],
      skills: ['Controlling', 'M&A'],
      yearsOfExperience: 16,
      careerGoal: { careerLevelIds: [6], functionIds: [3], industryIds: [6, 7], locations: ['München', 'Hamburg'] },
    });
  });

  it('hides name, picture and the current employer of an anonymous profile, keeping past employers', () => {
    const view = audienceView(profile, 'anonymous', NOW);
    expect(view).toMatchObject({
      visibility: 'anonymous',
      name: null,
      pictureUrl: null,
      city: 'München',
      currentPosition: { title: 'CFO', companyName: null, since: { month: 7, year: 2019 } },
      yearsOfExperience: 16,
    });
    expect(view.pastPositions.map((p) => p.companyName)).toEqual(['Beispiel AG', 'Erste Bank']);
    const text = JSON.stringify(view);
    for (const secret of ['Katharina', 'Berger', 'Vertraulich', '+4989', 'example.com', 'image?v=', '1971']) {
      expect(text).not.toContain(secret);
    }
  });

  it('shows nothing of an invisible profile but its visibility', () => {
    expect(audienceView(profile, 'invisible', NOW)).toEqual({
      visibility: 'invisible',
      name: null,
      pictureUrl: null,
      city: null,
      countryId: null,
      currentPosition: null,
      pastPositions: [],
      skills: [],
      yearsOfExperience: null,
      careerGoal: null,
    });
  });

  it('copes with an empty profile', () => {
    const empty: Profile = {
      ...profile,
      personalInformation: { ...profile.personalInformation, name: null, lastName: null, city: null, countryId: null },
      currentPosition: null,
      pastPositions: [],
      careerSteps: [],
      picture: null,
      professionalInformation: { ...profile.professionalInformation, skills: [] },
    };
    expect(audienceView(empty, 'visible', NOW)).toMatchObject({
      name: null,
      pictureUrl: null,
      currentPosition: null,
      yearsOfExperience: null,
      careerGoal: null,
    });
    const onlyLastName = { ...empty, personalInformation: { ...empty.personalInformation, lastName: 'Berger' } };
    expect(audienceView(onlyLastName, 'visible', NOW).name).toBe('Berger');
  });
});

describe('yearsOfExperience', () => {
  it('counts whole years since the earliest start', () => {
    const only = (startDate: { month: number; year: number }) => ({
      currentPosition: position({ startDate, current: true, endDate: null }),
      pastPositions: [],
    });
    expect(yearsOfExperience(only({ month: 3, year: 2016 }), NOW)).toBe(10);
    expect(yearsOfExperience(only({ month: 4, year: 2016 }), NOW)).toBe(9);
    expect(yearsOfExperience(only({ month: 3, year: 2026 }), NOW)).toBe(0);
    expect(yearsOfExperience({ currentPosition: null, pastPositions: [] }, NOW)).toBeNull();
  });
});
