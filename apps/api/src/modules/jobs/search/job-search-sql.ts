import {
  COMPANIES_AND_PUBLISHERS_SCHEMA,
  JOB_SEARCH_SAMPLE_SCHEMA,
  JOB_SEARCH_SCHEMA,
  LISTING_TRUST_SCHEMA,
} from '@laufbahn/job-search/schema';

/**
 * The app's part of listing trust: the report reason `filled`, and the reports that count towards "possibly filled"
 * found by position (docs/decisions/0057-listing-trust.md).
 */
export const JOB_REPORTS_FILLED = `
alter table job_reports drop constraint if exists job_reports_reason_check;
alter table job_reports add constraint job_reports_reason_check
  check (reason in ('expired', 'scam', 'wrong_information', 'discriminatory', 'duplicate', 'filled', 'other'));
create index if not exists job_reports_filled_idx on job_reports (job_id, created_at) where reason = 'filled' and account_id is not null;
`;

/** Drizzle's separator between the statements of one migration file. */
export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

/**
 * Splits SQL into its statements at a `;` that ends a line, except inside a `$$` function body. Enough for the
 * job search DDL, which is the package's own plain SQL.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (current.length === 0 && line.trim() === '') continue;
    current.push(line);
    inBody = (line.match(/\$\$/g)?.length ?? 0) % 2 === 1 ? !inBody : inBody;
    if (!inBody && line.trimEnd().endsWith(';')) {
      statements.push(current.join('\n').trim());
      current = [];
    }
  }
  if (current.join('').trim() !== '') statements.push(current.join('\n').trim());
  return statements;
}

/** The job search tables as their migrations hold them: each file exactly a version of the package's statements. */
export const JOB_SEARCH_MIGRATIONS = {
  '0005_jobs': JOB_SEARCH_SCHEMA,
  '0007_companies_publishers': COMPANIES_AND_PUBLISHERS_SCHEMA,
  '0016_job_search_sample': JOB_SEARCH_SAMPLE_SCHEMA,
  '0026_listing_trust': [...LISTING_TRUST_SCHEMA, JOB_REPORTS_FILLED],
} as const;

/**
 * A migration of the job search tables: exactly the statements of a version of `@laufbahn/job-search/schema`, one
 * per breakpoint (PGlite runs one statement per query). A test compares them with the files, so they cannot drift.
 */
export function jobSearchMigrationSql(tag: keyof typeof JOB_SEARCH_MIGRATIONS): string {
  const statements = JOB_SEARCH_MIGRATIONS[tag].flatMap(splitStatements);
  return `${statements.join(`\n${STATEMENT_BREAKPOINT}\n`)}\n`;
}
