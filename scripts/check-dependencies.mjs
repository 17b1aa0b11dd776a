// Every package a workspace imports is declared in that workspace's package.json, and every declared package
// is imported somewhere (or named in ALLOWED_UNIMPORTED with the reason). Run by `npm run lint`.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** Workspaces: each package.json folder, plus the root (its scripts, tooling, bench and e2e). */
const workspaces = [
  ...rootManifest.workspaces.flatMap((pattern) => {
    const parent = path.join(root, pattern.replace(/\/\*$/, ''));
    return fs.readdirSync(parent).map((name) => path.join(parent, name));
  }),
  root,
].filter((dir) => fs.existsSync(path.join(dir, 'package.json')));

/** Declared but loaded by a tool rather than imported by our code. */
const ALLOWED_UNIMPORTED = {
  // Type packages are read by the compiler, not imported.
  '@types/*': 'types for the compiler',
  // The CV builder's fonts: files read by path (apps/api/src/modules/cv-builder/cv-fonts.ts).
  '@expo-google-fonts/noto-sans': 'font files the PDF export embeds',
  '@expo-google-fonts/noto-serif': 'font files the PDF export embeds',
  // Tailwind is loaded by its Vite plugin from the stylesheet's `@import "tailwindcss"`.
  tailwindcss: 'imported by apps/web/app/app.css',
  // React Router's CLI builds the web app.
  '@react-router/dev': 'the `react-router build` CLI',
  // CLIs run by npm scripts.
  'drizzle-kit': 'the `db:generate` CLI',
  prettier: 'the `format` CLI',
  typescript: 'the `tsc` CLI',
  tsx: 'the `--import tsx` loader of the server and scripts',
  vitest: 'the test runner',
  eslint: 'the `lint` CLI',
};

/** Peer dependencies of the declared packages: declared so that npm installs the version we choose. */
function peersOf(dir, names) {
  const peers = new Set();
  for (const name of names) {
    for (const base of [dir, root]) {
      const manifest = path.join(base, 'node_modules', name, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      for (const peer of Object.keys(JSON.parse(fs.readFileSync(manifest, 'utf8')).peerDependencies ?? {}))
        peers.add(peer);
      break;
    }
  }
  return peers;
}

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'build', '.react-router', 'test-results', 'fixtures', 'public']);
const builtins = new Set(builtinModules);

function sourceFiles(dir, isRoot) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    // The root owns its own folders only; each workspace checks its own.
    if (isRoot && entry.isDirectory() && ['apps', 'packages'].includes(entry.name)) continue;
    if (entry.isDirectory()) files.push(...sourceFiles(full, false));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

const IMPORT =
  /(?:^|[^.\w])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (specifier.startsWith('virtual:') || specifier.startsWith('~/') || specifier.startsWith('+')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? null : name;
}

const problems = [];
for (const dir of workspaces) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const imported = new Map();
  for (const file of sourceFiles(dir, dir === root)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const name = packageName(match[1] ?? match[2] ?? match[3]);
      if (name && name !== manifest.name && !imported.has(name)) imported.set(name, path.relative(root, file));
    }
  }
  const where = path.relative(root, dir) || '(root)';
  const peers = peersOf(dir, declared);
  for (const [name, file] of imported) {
    // The root's tools (vitest, Playwright) are shared by every workspace's tests.
    const fromRoot = dir !== root && rootManifest.devDependencies?.[name] && /\.(test|e2e)\.tsx?$|\/test\//.test(file);
    if (!declared.has(name) && !fromRoot) problems.push(`${where}: imports ${name} (${file}) without declaring it`);
  }
  for (const name of declared) {
    const allowed = ALLOWED_UNIMPORTED[name] ?? (name.startsWith('@types/') ? ALLOWED_UNIMPORTED['@types/*'] : null);
    if (!imported.has(name) && !allowed && !peers.has(name))
      problems.push(`${where}: declares ${name} but never imports it`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Dependencies: every import of ${workspaces.length} workspaces is declared, and nothing unused.`);
