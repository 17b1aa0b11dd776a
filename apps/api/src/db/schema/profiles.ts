import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import {
  careerLevels,
  cities,
  countries,
  functions,
  industries,
  managementExperiences,
  salaryRanges,
} from './reference.ts';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * A career profile: the member's own (`kind = 'member'`, one per account) or one generated from an
 * uploaded CV (`kind = 'generated'`, possibly before an account exists). The same columns and rules
 * serve both, so every profile call has one implementation.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['member', 'generated'] }).notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    genderId: smallint('gender_id'),
    name: text('name'),
    lastName: text('last_name'),
    city: text('city'),
    countryId: integer('country_id').references(() => countries.id),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    geoCodeId: integer('geo_code_id').references(() => cities.geoCodeId),
    /** E.164, normalised by libphonenumber. */
    phoneNumber: text('phone_number'),
    currentSalaryRangeId: smallint('current_salary_range_id').references(() => salaryRanges.id),
    managementExperienceId: smallint('management_experience_id').references(() => managementExperiences.id),
    skills: jsonb('skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('profiles_member_account_key')
      .on(t.accountId)
      .where(sql`kind = 'member'`),
    check('profiles_gender_check', sql`gender_id in (1, 2, 3)`),
    check('profiles_kind_check', sql`kind in ('member', 'generated')`),
    check('profiles_member_has_account', sql`kind <> 'member' or account_id is not null`),
  ],
);

/** Current and past positions. Only one current position per profile — the database holds that rule. */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    companyId: integer('company_id'),
    startMonth: smallint('start_month').notNull(),
    startYear: smallint('start_year').notNull(),
    endMonth: smallint('end_month'),
    endYear: smallint('end_year'),
    current: boolean('current').notNull().default(false),
    geoCodeId: integer('geo_code_id').references(() => cities.geoCodeId),
    countryId: integer('country_id').references(() => countries.id),
    city: text('city'),
    careerLevelId: smallint('career_level_id').references(() => careerLevels.id),
    functionId: smallint('function_id').references(() => functions.id),
    industryId: smallint('industry_id').references(() => industries.id),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('positions_one_current_per_profile')
      .on(t.profileId)
      .where(sql`current`),
    index('positions_profile_idx').on(t.profileId),
    // A past position may lack an end: a role a CV marks as current beside the main job, kept open until the
    // member gives its end (docs/decisions/0063).
    check(
      'positions_end_matches_current',
      sql`(end_month is null) = (end_year is null) and (not current or end_month is null)`,
    ),
    check(
      'positions_start_before_end',
      sql`end_year is null or (start_year * 12 + start_month) <= (end_year * 12 + end_month)`,
    ),
  ],
);

/**
 * The profile photo: the original as uploaded (in the file store) and the crop, as permille of the
 * original (0–1000); the cropped image is rendered on write and served from the file store too.
 */
export const profilePictures = pgTable('profile_pictures', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  originalKey: text('original_key').notNull(),
  croppedKey: text('cropped_key').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  cropX: smallint('crop_x').notNull(),
  cropY: smallint('crop_y').notNull(),
  cropWidth: smallint('crop_width').notNull(),
  cropHeight: smallint('crop_height').notNull(),
  ...timestamps(),
});

/** A member's next career step (career goal). Taxonomy ids as arrays, so matching can use GIN indexes. */
export const careerSteps = pgTable(
  'career_steps',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    careerLevelIds: smallint('career_level_ids').array().notNull(),
    functionIds: smallint('function_ids').array().notNull(),
    industryIds: smallint('industry_ids').array().notNull(),
    openToOtherLocations: boolean('open_to_other_locations').notNull().default(false),
    willingnessToTravel: smallint('willingness_to_travel'),
    workplacePreference: text('workplace_preference', { enum: ['onsite', 'hybrid', 'remote', 'any'] })
      .notNull()
      .default('any'),
    targetSalary: integer('target_salary'),
    currency: text('currency').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('career_steps_account_idx').on(t.accountId),
    check('career_steps_travel_check', sql`willingness_to_travel is null or willingness_to_travel between 1 and 4`),
    check('career_steps_workplace_check', sql`workplace_preference in ('onsite', 'hybrid', 'remote', 'any')`),
  ],
);

export const careerStepLocations = pgTable(
  'career_step_locations',
  {
    careerStepId: integer('career_step_id')
      .notNull()
      .references(() => careerSteps.id, { onDelete: 'cascade' }),
    geoCodeId: integer('geo_code_id')
      .notNull()
      .references(() => cities.geoCodeId),
    radiusKm: smallint('radius_km').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('career_step_locations_key').on(t.careerStepId, t.geoCodeId),
    check('career_step_locations_radius_check', sql`radius_km between 0 and 500`),
  ],
);
