// Builds the web app when its build is missing or older than any of its sources (or this script).
// The build is always React's production build, whatever NODE_ENV says (docs/decisions/0023-one-production-build.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildEntry = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/src',
  'packages/i18n/src',
  'packages/i18n/catalogs',
  'scripts/web-build.mjs',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function buildWebIfNeeded() {
  const built = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
  const newest = Math.max(...sources.map(newestMtime));
  if (built > newest) return false;
  console.log('Building the web app …');
  const result = spawnSync('npm', ['run', 'build', '-w', '@laufbahn/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildWebIfNeeded();
