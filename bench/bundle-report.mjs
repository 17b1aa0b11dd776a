// The web app's browser bundle as a treemap (module by module, with gzip and brotli sizes):
//   node bench/bundle-report.mjs [report.html]
// Builds the production bundle with rollup-plugin-visualizer and writes bench/results/bundle-report.html
// unless another file is named; open it in a browser. A name ending in .json gets the same report as data.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const report = path.resolve(process.argv[2] ?? path.join(root, 'bench/results/bundle-report.html'));
fs.mkdirSync(path.dirname(report), { recursive: true });
const result = spawnSync('npm', ['run', 'build', '-w', '@laufbahn/web'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BUNDLE_REPORT: report },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`\nBundle report: ${report}`);
