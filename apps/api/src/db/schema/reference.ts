import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Language } from '@laufbahn/i18n/languages';

/** A name in each of the seven languages; `DE` is always present. */
export type LocalisedNames = Record<Language, string>;

const localisedNames = () => jsonb('names').$type<LocalisedNames>().notNull();

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  isoCode: text('iso_code').unique(),
  names: localisedNames(),
  /** Countries of the spec's selections come first, in this order. */
  sortOrder: smallint('sort_order').notNull(),
});

export const careerLevels = pgTable('career_levels', {
  id: smallint('id').primaryKey(),
  names: localisedNames(),
});

export const functions = pgTable('functions', {
  id: smallint('id').primaryKey(),
  names: localisedNames(),
});

export const industries = pgTable('industries', {
  id: smallint('id').primaryKey(),
  names: localisedNames(),
});

export const managementExperiences = pgTable('management_experiences', {
  id: smallint('id').primaryKey(),
  names: localisedNames(),
});

/** Yearly salary bands; names are formatted per request in the country version's currency. */
export const salaryRanges = pgTable('salary_ranges', {
  id: smallint('id').primaryKey(),
  minAmount: integer('min_amount'),
  maxAmount: integer('max_amount'),
});

export const cities = pgTable(
  'cities',
  {
    geoCodeId: integer('geo_code_id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    region: text('region'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull(),
  },
  (t) => [index('cities_country_population_idx').on(t.countryId, t.population)],
);

/** Every spelling a city is searched by: its name, ASCII forms and names in other languages. */
export const citySearchNames = pgTable(
  'city_search_names',
  {
    searchName: text('search_name').notNull(),
    geoCodeId: integer('geo_code_id')
      .notNull()
      .references(() => cities.geoCodeId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.searchName, t.geoCodeId] }),
    index('city_search_names_prefix_idx').on(t.searchName.op('text_pattern_ops')),
  ],
);

/** Which version of each seed has been applied, so a restart seeds nothing twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).defaultNow().notNull(),
});
