import type { CareerStep, CareerStepBody, WORKPLACE_PREFERENCES } from '@laufbahn/contracts/career-goal';
import type { CareerGoalStepId } from './paths.ts';

/** What the editor works on: the request body, plus the names of the chosen cities for display. */
export interface CareerGoalDraft {
  careerLevelIds: number[];
  functionIds: number[];
  industryIds: number[];
  locations: { geoCodeId: number; radiusKm: number }[];
  locationNames: Record<string, string>;
  openToOtherLocations: boolean;
  willingnessToTravel: number | null;
  workplacePreference: (typeof WORKPLACE_PREFERENCES)[number];
  targetSalary: number | null;
}

export const EMPTY_DRAFT: CareerGoalDraft = {
  careerLevelIds: [],
  functionIds: [],
  industryIds: [],
  locations: [],
  locationNames: {},
  openToOtherLocations: false,
  willingnessToTravel: null,
  workplacePreference: 'any',
  targetSalary: null,
};

/** The body fields each sub-step edits. */
export const STEP_FIELDS = {
  'add-career-level': ['careerLevelIds'],
  'add-function': ['functionIds'],
  'add-industry': ['industryIds'],
  'add-location': ['locations', 'openToOtherLocations'],
  'add-salary': ['targetSalary'],
  'add-willingness': ['willingnessToTravel', 'workplacePreference'],
} as const satisfies Record<CareerGoalStepId, readonly (keyof CareerStepBody)[]>;

export const draftFromGoal = (goal: CareerStep): CareerGoalDraft => ({
  careerLevelIds: goal.careerLevelIds,
  functionIds: goal.functionIds,
  industryIds: goal.industryIds,
  locations: goal.locations.map(({ geoCodeId, radiusKm }) => ({ geoCodeId, radiusKm })),
  locationNames: Object.fromEntries(goal.locations.map((location) => [location.geoCodeId, location.name])),
  openToOtherLocations: goal.openToOtherLocations,
  willingnessToTravel: goal.willingnessToTravel,
  workplacePreference: goal.workplacePreference,
  targetSalary: goal.targetSalary,
});

export const bodyFromDraft = ({ locationNames: _names, ...body }: CareerGoalDraft): CareerStepBody => body;

const STORAGE_PREFIX = 'laufbahn.careerGoalDraft';

/** sessionStorage key of a flow's draft: one per route, so two tabs or two goals never mix. */
export const draftStorageKey = (route: string) => `${STORAGE_PREFIX}:${route}`;

/** A stored draft, or null when it is missing or unreadable (an older shape is completed with defaults). */
export function parseDraft(stored: string): CareerGoalDraft | null {
  try {
    const parsed = JSON.parse(stored) as Partial<CareerGoalDraft> | null;
    return parsed && typeof parsed === 'object' ? { ...EMPTY_DRAFT, ...parsed } : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: CareerGoalDraft) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the flow still works, only a reload forgets the draft.
  }
}

export function clearDraft(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
