import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './db/seed/demo.ts';
import { DEMO_RECRUITERS } from './db/seed/demo-recruiters.ts';

async function main() {
  const config = loadConfig();
  // React picks its build from NODE_ENV when it is first loaded: pages always run its production build,
  // whatever the environment is called (config.env keeps that), except under `npm run dev`'s hot reload.
  // See docs/decisions/0023-one-production-build.md.
  const hotReload = process.env.WEB_HOT_RELOAD === 'true';
  if (!hotReload) process.env.NODE_ENV = 'production';
  const { mountWeb } = await import('./web/mount-web.ts');
  const started = Date.now();
  const database = await openConfiguredDatabase(config);
  const { seeded } = await prepareDatabase(database, {
    demo: config.seedDemo,
    jobs: config.seedJobs,
    production: config.env === 'production',
  });
  const app = await buildApp({ config, database });
  const withWeb = await mountWeb(app, { hotReload });
  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Laufbahn is running on ${url}  (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s${seeded.length ? `; seeded ${seeded.join(', ')}` : ''}`,
    withWeb
      ? `  Country versions: ${url}, http://fra.localhost:${config.port}, http://usa.localhost:${config.port}, …`
      : '  Web app not built: API only (run npm run build).',
    `  API documentation: ${url}/api/docs`,
  ];
  if (config.env !== 'production') {
    lines.push(`  Mailbox (development): ${url}/dev/mailbox`);
    if (config.seedDemo) {
      lines.push(
        `  Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_MEMBERS.map((m) => `${m.email}${m.premium ? ' (Premium)' : ' (Basic)'}`).join(', ')}`,
        `  Recruiter site: http://recruiter.localhost:${config.port} (${DEMO_RECRUITERS.map((r) => r.email).join(', ')}, same password)`,
      );
    }
  }
  console.log(lines.join('\n') + '\n');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
