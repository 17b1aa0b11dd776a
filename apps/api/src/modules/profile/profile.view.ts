import type { CareerStep } from '@laufbahn/contracts/career-goal';
import type { DayMonthYear } from '@laufbahn/contracts/dates';
import { summariseVisibility } from '@laufbahn/contracts/privacy';
import type { Position, Profile } from '@laufbahn/contracts/profile';
import type { PositionRow } from './position.repository.ts';
import type { ProfileOwner, ProfileRow } from './profile.repository.ts';

/** `{ day, month, year }` ↔ the `date` column's `YYYY-MM-DD`. */
export const toIsoDate = (d: DayMonthYear) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export function fromIsoDate(value: string | null): DayMonthYear | null {
  if (!value) return null;
  const [year, month, day] = value.split('-').map(Number);
  return { day: day!, month: month!, year: year! };
}

export function toPosition(row: PositionRow): Position {
  return {
    identifier: row.id,
    title: row.title,
    companyName: row.companyName,
    companyId: row.companyId,
    startDate: { month: row.startMonth, year: row.startYear },
    endDate: row.endMonth !== null && row.endYear !== null ? { month: row.endMonth, year: row.endYear } : null,
    current: row.current,
    geoCodeId: row.geoCodeId,
    countryId: row.countryId,
    city: row.city,
    careerLevelId: row.careerLevelId,
    functionId: row.functionId,
    industryId: row.industryId,
    description: row.description,
  };
}

export interface ProfileParts {
  row: ProfileRow;
  owner: ProfileOwner | undefined;
  /** The current position first, then past ones newest first. */
  positions: PositionRow[];
  careerSteps: CareerStep[];
  picture: Profile['picture'];
}

/** The whole profile as every profile call answers it (DECISIONS: profile). */
export function toProfile({ row, owner, positions, careerSteps, picture }: ProfileParts): Profile {
  const current = positions.find((p) => p.current);
  return {
    id: row.id,
    personalInformation: {
      genderId: row.genderId,
      name: row.name,
      lastName: row.lastName,
      city: row.city,
      countryId: row.countryId,
      dateOfBirth: fromIsoDate(row.dateOfBirth),
      geoCodeId: row.geoCodeId,
    },
    contactDetails: { phoneNumber: row.phoneNumber, email: owner?.email ?? '' },
    professionalInformation: {
      currentSalaryRangeId: row.currentSalaryRangeId,
      managementExperienceId: row.managementExperienceId,
      skills: row.skills,
    },
    currentPosition: current ? toPosition(current) : null,
    pastPositions: positions.filter((p) => !p.current).map(toPosition),
    careerSteps,
    picture,
    visibility: owner
      ? summariseVisibility({
          headhunter_visibility: owner.headhunterVisibility,
          recruiter_visibility: owner.recruiterVisibility,
          partner_networks_visibility: owner.partnerNetworksVisibility,
        })
      : 'invisible',
  };
}
