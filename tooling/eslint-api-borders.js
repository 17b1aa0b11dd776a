import fs from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The borders inside the API (docs/architecture.md): layers import downwards only
 * (lib → platform → plugins → modules → app), no file imports itself back through others, and a product
 * module reaches another only through its public files. `scripts/check-module-cycles.mjs` proves the same
 * for whole folders.
 */
const api = path.resolve(import.meta.dirname, '../apps/api/src');
const modules = fs.readdirSync(path.join(api, 'modules'));

/** What one module may use of another: its services, repositories (for one transaction) and answer views. */
const PUBLIC = ['*.service.ts', '*.repository.ts', '*.view.ts'].map((name) => `${api}/modules/*/**/${name}`);
/** Public files that are none of those; each says why. */
const NAMED_PUBLIC = [
  // The checks that chosen taxonomy ids exist: the profile and the onboarding wizard's draft share them.
  'profile/option-checks.ts',
  // The picture endpoints, mounted for the member's own profile and for a profile generated from a CV.
  'profile/picture/picture-endpoints.ts',
  // A profile as headhunters and recruiters see it: the member's own preview and the recruiter site share it.
  'profile/headhunter-view.ts',
];

const layers = {
  lib: 'lib/ holds plain helpers: it imports no platform part, plugin, module or app file.',
  platform: 'platform/ serves every feature and knows none: no module, plugin or app file.',
  plugins: 'plugins/ wire the platform into Fastify: no product module.',
};

export const apiBordersConfig = [
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${api}/lib`,
              from: [`${api}/platform`, `${api}/plugins`, `${api}/modules`, `${api}/web`, `${api}/app.ts`],
              message: layers.lib,
            },
            {
              target: `${api}/platform`,
              from: [`${api}/plugins`, `${api}/modules`, `${api}/web`, `${api}/app.ts`],
              message: layers.platform,
            },
            {
              target: `${api}/plugins`,
              from: [`${api}/modules`, `${api}/web`, `${api}/app.ts`],
              message: layers.plugins,
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may borrow another module's test helpers; production code keeps to the public files.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-*.ts', '**/test-*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: modules.map((name) => ({
            target: `${api}/modules/${name}`,
            from: [`${api}/modules/!(${name})/**`],
            except: [...PUBLIC, `${api}/modules/{${NAMED_PUBLIC.join(',')}}`],
            message:
              'A module uses another only through its public files: *.service.ts, *.repository.ts, *.view.ts ' +
              'or one named in tooling/eslint-api-borders.js.',
          })),
        },
      ],
    },
  },
];
