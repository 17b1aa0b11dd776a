import { defineConfig } from 'vitest/config';
import { postgresReachable } from './apps/api/src/test/postgres-target.ts';

const apiTests = ['apps/api/src/**/*.test.ts'];

export default defineConfig(async () => {
  const withPostgres = process.env.TEST_DB_ENGINES !== 'pglite' && (await postgresReachable());
  if (!withPostgres) console.log('PostgreSQL is not reachable: the API tests run on PGlite only.');
  return {
    test: {
      testTimeout: 20_000,
      hookTimeout: 60_000,
      projects: [
        {
          test: {
            name: 'unit',
            include: ['packages/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
            // Projects do not inherit the root's timeout; some unit tests generate thousands of positions.
            testTimeout: 20_000,
          },
        },
        {
          test: {
            name: 'api-pglite',
            include: apiTests,
            globalSetup: ['apps/api/src/test/global-setup.ts'],
            env: { TEST_DB_ENGINE: 'pglite' },
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        },
        ...(withPostgres
          ? [
              {
                test: {
                  name: 'api-postgres',
                  include: apiTests,
                  globalSetup: ['apps/api/src/test/global-setup.ts'],
                  env: { TEST_DB_ENGINE: 'postgres' },
                  testTimeout: 20_000,
                  hookTimeout: 60_000,
                },
              },
            ]
          : []),
      ],
    },
  };
});
