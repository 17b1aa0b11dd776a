// Proves that the API's modules and platform parts form no import cycle as folders: builds the graph of
// relative imports between `apps/api/src/{modules,platform}/<name>` folders and fails on any cycle.
// (File-level cycles are `import-x/no-cycle`'s job in eslint.config.js.)
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '../apps/api/src');
const LAYERS = ['modules', 'platform'];
const IMPORT = /(?:\bfrom|\bimport|\bimport\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `modules/cv` for any file below `apps/api/src/modules/cv/`; undefined outside the two layers. */
function folderOf(file) {
  const [layer, name, ...rest] = path.relative(src, file).split(path.sep);
  return LAYERS.includes(layer) && rest.length > 0 ? `${layer}/${name}` : undefined;
}

const edges = new Map();
for (const layer of LAYERS) {
  for (const file of sourceFiles(path.join(src, layer))) {
    const from = folderOf(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(path.resolve(path.dirname(file), specifier));
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from).set(to, path.relative(src, file));
    }
  }
}

// Depth-first search; a grey folder reached again closes a cycle.
const state = new Map();
const cycles = [];
function visit(folder, trail) {
  state.set(folder, 'grey');
  for (const next of edges.get(folder)?.keys() ?? []) {
    if (state.get(next) === 'grey') cycles.push([...trail.slice(trail.indexOf(next)), folder, next]);
    else if (!state.has(next)) visit(next, [...trail, folder]);
  }
  state.set(folder, 'black');
}
for (const folder of [...edges.keys()].sort()) if (!state.has(folder)) visit(folder, []);

if (process.argv.includes('--graph')) {
  for (const [from, targets] of [...edges].sort()) console.log(`${from} -> ${[...targets.keys()].sort().join(', ')}`);
}
if (cycles.length > 0) {
  for (const cycle of cycles) {
    const steps = cycle.slice(1).map((to, i) => `${cycle[i]} -> ${to} (${edges.get(cycle[i]).get(to)})`);
    console.error(`Import cycle between folders:\n  ${steps.join('\n  ')}`);
  }
  process.exit(1);
}
const folders = LAYERS.flatMap((layer) => fs.readdirSync(path.join(src, layer)).map((name) => `${layer}/${name}`));
console.log(`No import cycle between the ${folders.length} folders of apps/api/src/{modules,platform}.`);
