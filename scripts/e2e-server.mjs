// The server the browser tests run against: a fresh embedded database in a temporary folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every browser test comes from 127.0.0.1; the limits themselves are covered by the API tests.
    RATE_LIMIT_FACTOR: '100',
    // Enough positions for every page and filter, seeded in a few seconds.
    SEED_JOBS: '3000',
    // Trends are computed again after 5 s instead of 5 min, so a browser test can see a search counted.
    TRENDS_CACHE_SECONDS: '5',
    // A delayed card or a direct debit settles after 5 s instead of a minute: the waiting screen is seen, then passes.
    SANDBOX_DELAY_SECONDS: '5',
    // A rollout as production configures one, on a flag only phones see on /login: login-experiments.e2e.ts shows
    // each guest keeps its variant. Other tests that sign in on a phone set their variant by the preview cookie.
    FEATURE_FLAGS: 'loginMobile=test:50',
  },
});
const stop = (signal) => server.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
