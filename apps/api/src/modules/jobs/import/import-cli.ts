// `npm run jobs:import -- --source <name> <file-or-https-url>`: imports a schema.org JobPosting feed into the
// database the server uses (DATABASE_URL, else the embedded database in DATA_DIR).
import fs from 'node:fs';
import path from 'node:path';
import { createJobSearch } from '@laufbahn/job-search/search';
import { loadConfig } from '../../../config.ts';
import { openConfiguredDatabase, prepareDatabase } from '../../../db/prepare.ts';
import { jobSearchClient } from '../search/jobs.repository.ts';
import { parseImportArgs, runImportCommand, USAGE } from './import-command.ts';

async function main(): Promise<number> {
  const args = parseImportArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in args) {
    console.error(`${args.error}\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  if (!config.databaseUrl && !args.force) {
    // PGlite has no lock of its own: two processes writing one data directory would corrupt it.
    const pidFile = path.join(config.dataDir, 'pglite', 'postmaster.pid');
    if (fs.existsSync(pidFile)) {
      console.error(
        `The embedded database in ${config.dataDir} is open in another process (or was not closed cleanly).\n` +
          'Stop the server first; if none is running, pass --force.',
      );
      return 1;
    }
  }
  const database = await openConfiguredDatabase(config);
  try {
    // Migrations and the reference data (cities) the import looks places up in; no demo data.
    await prepareDatabase(database, { demo: false });
    const search = createJobSearch(jobSearchClient(database), { cacheSize: 0 });
    return await runImportCommand(
      args,
      { db: database.db, search },
      {
        out: (line) => console.log(line),
        err: (line) => console.error(line),
        // npm runs scripts in the repository's root; a relative file name means the caller's directory.
        cwd: process.env.INIT_CWD ?? process.cwd(),
      },
    );
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
