import { defineConfig } from 'vitest/config';
import { postgresReachable } from './apps/api/src/test/postgres-target.ts';
import { splitByEngine } from './apps/api/src/test/test-engines.ts';

export default defineConfig(async () => {
  const withPostgres = process.env.TEST_DB_ENGINES !== 'pglite' && (await postgresReachable());
  if (!withPostgres) console.log('PostgreSQL is not reachable: the API tests run on PGlite only.');
  // Engine-neutral API test files run once; those marked "// Both engines: …" run on both (test-engines.ts).
  const files = splitByEngine(import.meta.dirname, withPostgres);
  const apiProject = (engine: 'pglite' | 'postgres', include: string[]) => ({
    test: {
      name: `api-${engine}`,
      include,
      globalSetup: ['apps/api/src/test/global-setup.ts'],
      env: { TEST_DB_ENGINE: engine },
      // The app's modules are imported once per worker instead of once per file (≈ 4 s a file); each file still
      // builds its own app on its own database, and no module keeps state between apps.
      isolate: false,
      // Two workers share two cores with the database server: a CV through the queue or 3,000 seeded positions
      // can take longer than 20 s on a busy machine. A test that hangs still fails.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
  return {
    test: {
      testTimeout: 20_000,
      hookTimeout: 60_000,
      // Vitest leaves one of two cores idle by default; API tests spend much of their time waiting on a database.
      maxWorkers: 2,
      projects: [
        {
          test: {
            name: 'unit',
            include: ['packages/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
            // Projects do not inherit the root's timeout; some unit tests generate thousands of positions.
            testTimeout: 20_000,
          },
        },
        apiProject('pglite', files.pglite),
        ...(withPostgres ? [apiProject('postgres', files.postgres)] : []),
      ],
    },
  };
});
