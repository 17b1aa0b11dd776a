// Without zod, so that code which only checks a range (an id in a page address) does not load the schema library.

/** PostgreSQL's `integer`: larger ids cannot exist, and comparing with them is a database error. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** PostgreSQL's `smallint`: reference data (taxonomies, salary ranges, leadership experience) is keyed by it. */
export const MAX_REFERENCE_ID = 32_767;
