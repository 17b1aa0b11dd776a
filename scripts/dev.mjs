// `npm run dev`: the product with hot reload. The web app comes from its sources through Vite inside the server
// (a changed page, component or style reaches the browser at once); a change to the API or the shared packages
// restarts the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const packages = fs.readdirSync(path.join(root, 'packages')).map((name) => path.join('packages', name));
const watched = [
  'apps/api/src',
  ...packages.flatMap((dir) => ['src', 'catalogs'].map((sub) => path.join(dir, sub))),
].filter((dir) => fs.existsSync(path.join(root, dir)));

const server = spawn(
  process.execPath,
  [
    ...watched.map((dir) => `--watch-path=${dir}`),
    '--watch-preserve-output',
    '--import',
    'tsx',
    path.join(root, 'apps/api/src/server.ts'),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_HOT_RELOAD: 'true' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
