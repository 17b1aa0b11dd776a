import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openConfiguredDatabase, prepareDatabase, type PrepareReport } from './db/prepare.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './db/seed/demo.ts';
import { startServerMonitoring } from './platform/monitoring/server-monitoring.ts';
import { DEMO_RECRUITERS } from './db/seed/demo-recruiters.ts';

/**
 * One process (the embedded database, or WEB_PROCESSES=1) does everything. With PostgreSQL and more web
 * processes, the first process prepares the database and then only watches: the web processes share the port
 * (Node's cluster hands out the connections), and one background process runs the queues, mail and maintenance,
 * so a long job never slows a page. A process that dies is started again.
 */
type Role = 'all' | 'web' | 'background';

const ROLE_VARIABLE = 'LAUFBAHN_PROCESS_ROLE';

async function serve(config: Config, role: Role) {
  await startServerMonitoring({ dsn: config.sentryDsn, environment: config.sentryEnvironment });
  // React picks its build from NODE_ENV when it is first loaded: pages always run its production build,
  // whatever the environment is called (config.env keeps that), except under `npm run dev`'s hot reload.
  // See docs/decisions/0023-one-production-build.md.
  const hotReload = process.env.WEB_HOT_RELOAD === 'true';
  if (!hotReload) process.env.NODE_ENV = 'production';
  const started = Date.now();
  const database = await openConfiguredDatabase(config);
  let report: PrepareReport = { seeded: [] };
  if (role === 'all') {
    report = await prepareDatabase(database, {
      demo: config.seedDemo,
      jobs: config.seedJobs,
      production: config.env === 'production',
    });
  }
  const app = await buildApp({ config, database, background: role !== 'web' });
  let withWeb = false;
  if (role !== 'background') {
    const { mountWeb } = await import('./web/mount-web.ts');
    withWeb = await mountWeb(app, { hotReload });
    await app.listen({ port: config.port, host: config.host });
    const { warmUploadChecks } = await import('./modules/cv/processing/cv-reader.ts');
    warmUploadChecks();
  } else {
    await app.ready();
  }
  // The supervisor starts the next process once this one has set up its queue tables.
  process.send?.('ready');
  if (role === 'all') announce(config, database.kind, report, withWeb, started);

  const shutdown = async (signal: string) => {
    app.log.info({ signal, role }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

async function supervise(config: Config) {
  const started = Date.now();
  const database = await openConfiguredDatabase(config);
  const report = await prepareDatabase(database, {
    demo: config.seedDemo,
    jobs: config.seedJobs,
    production: config.env === 'production',
  });
  await database.close();

  let stopping = false;
  const roles = new Map<number, Role>();
  const fork = (role: Role) => {
    const worker = cluster.fork({ [ROLE_VARIABLE]: role });
    roles.set(worker.id, role);
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker.id) ?? 'web';
    roles.delete(worker.id);
    if (stopping) return;
    console.error(`  A ${role} process ended (${signal ?? `code ${code}`}); starting another.`);
    setTimeout(() => fork(role), 1000).unref();
  });
  // One after the other: processes that set up the queue's tables at the same moment would deadlock.
  const ready = (worker: ReturnType<typeof fork>) =>
    new Promise<void>((resolve) => {
      const onMessage = (message: unknown) => {
        if (message !== 'ready') return;
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('exit', () => resolve());
    });
  await ready(fork('background'));
  for (let i = 0; i < config.webProcesses; i++) await ready(fork('web'));
  announce(config, 'postgres', report, true, started);
  console.log(`  ${config.webProcesses} web processes and one background process\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}

function announce(config: Config, kind: string, report: PrepareReport, withWeb: boolean, started: number) {
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Laufbahn is running on ${url}  (${kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s${report.seeded.length ? `; seeded ${report.seeded.join(', ')}` : ''}`,
    withWeb
      ? `  Country versions: ${url}, http://fra.localhost:${config.port}, http://usa.localhost:${config.port}, …`
      : '  Web app not built: API only (run npm run build).',
    `  API documentation: ${url}/api/docs`,
  ];
  if (config.env !== 'production') {
    lines.push(`  Mailbox (development): ${url}/dev/mailbox`);
    if (!config.sentryDsn) lines.push(`  Monitoring (development, no SENTRY_DSN): ${url}/dev/monitoring`);
    if (config.seedDemo) {
      lines.push(
        `  Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_MEMBERS.map((m) => `${m.email}${m.premium ? ' (Premium)' : ' (Basic)'}`).join(', ')}`,
        `  Recruiter site: http://recruiter.localhost:${config.port} (${DEMO_RECRUITERS.map((r) => r.email).join(', ')}, same password)`,
      );
    }
  }
  console.log(lines.join('\n') + '\n');
}

async function main() {
  const config = loadConfig();
  if (config.env === 'production' && config.missingLegalVariables.length > 0) {
    throw new Error(
      `The site notice needs the operator's data in production; not set: ${config.missingLegalVariables.join(', ')}`,
    );
  }
  if (config.env === 'production' && config.missingSecrets.length > 0) {
    throw new Error(
      `Production needs its own secrets; not set: ${config.missingSecrets.join(', ')} (at least 16 characters, ` +
        'shared with the payment provider; see README.md)',
    );
  }
  const role = process.env[ROLE_VARIABLE] as Role | undefined;
  if (cluster.isWorker && (role === 'web' || role === 'background')) return serve(config, role);
  // Hot reload (npm run dev) reloads one process; it never runs a cluster.
  if (config.webProcesses > 1 && process.env.WEB_HOT_RELOAD !== 'true') return supervise(config);
  return serve(config, 'all');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
