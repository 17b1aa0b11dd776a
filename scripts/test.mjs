// `npm test`: unit and API tests (PGlite, and PostgreSQL when reachable), then the browser tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const steps = [
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  if (run(command, args) !== 0) failed.push(name);
}
console.log(failed.length ? `\n✗ failed: ${failed.join(', ')}` : '\n✓ all test suites passed');
process.exit(failed.length ? 1 : 0);
