import { JOB_SEARCH_SCHEMA } from '@laufbahn/job-search/schema';

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

/**
 * The migration that creates the job search tables: exactly the statements of `@laufbahn/job-search/schema`, one per
 * breakpoint (PGlite runs one statement per query). A test compares it with `0005_jobs.sql`, so they cannot drift.
 */
export function jobSearchMigrationSql(): string {
  const statements = JOB_SEARCH_SCHEMA.flatMap(splitStatements);
  return `${statements.join(`\n${STATEMENT_BREAKPOINT}\n`)}\n`;
}
