import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { localFileStore, type FileStore } from './lib/file-store.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { pageViewRepository } from './modules/analytics/page-view.repository.ts';
import { pageViewRoutes } from './modules/analytics/page-view.routes.ts';
import { careerGoalRoutes } from './modules/career-goal/career-goal.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { startOutboxSender } from './modules/mail/outbox-sender.ts';
import { outboxRepository } from './modules/mail/outbox.repository.ts';
import { profilePictureRoutes } from './modules/profile-picture/profile-picture.routes.ts';
import { positionRoutes } from './modules/profile/position.routes.ts';
import { privacyRoutes } from './modules/profile/privacy.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { startMaintenance } from './modules/maintenance/maintenance.ts';
import { rateLimiter, type RateLimiter } from './modules/rate-limit/rate-limiter.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { sessionRepository } from './modules/session/session.repository.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { mediaTypePlugin } from './plugins/media-type.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    rateLimiter: RateLimiter;
    fileStore: FileStore;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Background work (mail sending, clean-up); off in tests that drive it themselves. */
  background?: boolean;
  /** Uploaded files; by default a folder in DATA_DIR. */
  fileStore?: FileStore;
}

/** The whole API, used by the server and by every test. */
export async function buildApp({
  config,
  database,
  background = true,
  fileStore,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('rateLimiter', rateLimiter(database.db, config.rateLimitFactor));
  app.decorate('fileStore', fileStore ?? localFileStore(config.uploadsDir));

  // External plugins, then ours, then routes.
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // Sent by securityHeadersPlugin, which decides by host name.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(mediaTypePlugin);
  await app.register(requestContextPlugin);
  await app.register(authPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Laufbahn API',
        version: '1',
        description: `Requests and answers use application/vnd.laufbahn.v1+json.`,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(referenceRoutes);
  await app.register(pageViewRoutes);
  await app.register(profilePictureRoutes);
  await app.register(careerGoalRoutes);
  await app.register(profileRoutes);
  await app.register(positionRoutes);
  await app.register(privacyRoutes);
  if (config.env !== 'production') await app.register(mailboxRoutes);

  if (background) {
    const stopMaintenance = startMaintenance(
      sessionRepository(database.db),
      app.rateLimiter,
      pageViewRepository(database.db),
      app.log,
    );
    const sender = config.smtpUrl
      ? startOutboxSender(outboxRepository(database.db), config.smtpUrl, config.mailFrom, app.log)
      : undefined;
    app.addHook('onClose', async () => {
      stopMaintenance();
      sender?.stop();
    });
  }
  return app;
}
