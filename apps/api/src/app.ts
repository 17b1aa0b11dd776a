import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createJobSearch } from '@laufbahn/job-search/search';
import type { JobSearch } from '@laufbahn/job-search/types';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { localFileStore, type FileStore } from './lib/file-store.ts';
import { loggerOptions } from './lib/log-redaction.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { trustedDeviceRepository } from './modules/account/trusted-device.repository.ts';
import { pageViewRepository } from './platform/analytics/page-view.repository.ts';
import { pageViewRoutes } from './platform/analytics/page-view.routes.ts';
import { careerGoalRoutes } from './modules/career-goal/career-goal.routes.ts';
import { experimentReportRoutes } from './platform/feature-flags/experiment-report.routes.ts';
import { featureFlagRoutes } from './platform/feature-flags/feature-flags.routes.ts';
import { flagService, type FlagService } from './platform/feature-flags/flag-service.ts';
import { cvProcessing } from './modules/cv/processing/cv-processing.ts';
import { CV_QUEUE } from './modules/cv/processing/cv-queue.ts';
import { cvRoutes } from './modules/cv/cv.routes.ts';
import { cvBuilderRoutes } from './modules/cv-builder/cv-builder.routes.ts';
import { DATA_EXPORT_QUEUE, dataExportWorker } from './modules/data-privacy/data-export-worker.ts';
import { dataPrivacyRoutes } from './modules/data-privacy/data-privacy.routes.ts';
import { siteFiguresRoutes } from './modules/site-figures/site-figures.routes.ts';
import { dataPrivacyRetention } from './modules/data-privacy/retention.ts';
import { healthRoutes } from './platform/health/health.routes.ts';
import { createMetrics, type Metrics } from './platform/metrics/metrics.ts';
import { metricsRoutes } from './platform/metrics/metrics.routes.ts';
import { monitoringRoutes } from './platform/monitoring/monitoring.routes.ts';
import {
  DAILY_JOB_BATCH_QUEUE,
  dailyJobBatchHandler,
  scheduleDailyJobBatch,
} from './modules/jobs/demo-batch/daily-batch.ts';
import { JOB_EXPIRY_QUEUE, jobExpiryHandler, scheduleJobExpiry } from './modules/jobs/search/job-expiry.ts';
import { jobSearchClient } from './modules/jobs/search/jobs.repository.ts';
import { jobActionsRoutes } from './modules/jobs/actions/job-actions.routes.ts';
import { jobsRoutes } from './modules/jobs/search/jobs.routes.ts';
import { mailboxRoutes } from './platform/mail/mailbox.routes.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { sandboxProvider } from './modules/membership/payments/sandbox-adapter.ts';
import type { PaymentProvider } from './modules/membership/payments/payment-provider.ts';
import { sandboxPsp, type SandboxPsp } from './modules/sandbox-psp/sandbox-psp.service.ts';
import { sandboxPspRoutes } from './modules/sandbox-psp/sandbox-psp.routes.ts';
import { startSandboxPspWorker } from './modules/sandbox-psp/sandbox-psp-worker.ts';
import { subscriptionService, type SubscriptionService } from './modules/membership/subscription.service.ts';
import { paymentsService, type PaymentsService } from './modules/membership/payments/payments.service.ts';
import { paymentsRoutes } from './modules/membership/payments/payments.routes.ts';
import { cancellationService } from './modules/membership/cancellation.service.ts';
import { membershipAccountRoutes } from './modules/membership/membership-account.routes.ts';
import { paymentMethodChange } from './modules/membership/payment-method/payment-method-change.service.ts';
import { paymentMethodRoutes } from './modules/membership/payment-method/payment-method.routes.ts';
import { lifecycleClockRoutes } from './modules/membership/lifecycle/lifecycle-clock.routes.ts';
import { startOutboxSender } from './platform/mail/outbox-sender.ts';
import { outboxRepository } from './platform/mail/outbox.repository.ts';
import { onboardingDraftRepository } from './modules/onboarding/onboarding-draft.repository.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { profilePictureRoutes } from './modules/profile/picture/profile-picture.routes.ts';
import { headhunterViewRoutes } from './modules/profile/headhunter-view.routes.ts';
import { positionRoutes } from './modules/profile/position.routes.ts';
import { privacyRoutes } from './modules/profile/privacy.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { jobTrendsService, searchLogCutoff } from './modules/jobs/trends/job-trends.ts';
import { pageViewCutoff, startMaintenance } from './platform/maintenance/maintenance.ts';
import { accountUploadService } from './modules/cv/upload/account-upload.service.ts';
import { pgBossQueue, type JobQueue } from './platform/queue/job-queue.ts';
import {
  MEMBERSHIP_LIFECYCLE_QUEUE,
  membershipLifecycleHandler,
  scheduleMembershipLifecycle,
} from './modules/membership/lifecycle/membership-lifecycle-queue.ts';
import {
  membershipLifecycle,
  type MembershipLifecycle,
} from './modules/membership/lifecycle/membership-lifecycle.service.ts';
import { rateLimiter, type RateLimiter } from './platform/rate-limit/rate-limiter.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import {
  SALARY_MODEL_QUEUE,
  salaryModelRefreshHandler,
  scheduleSalaryModelRefresh,
} from './modules/salary/salary-refresh.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { salaryModel } from './modules/salary/salary-model.repository.ts';
import { salaryRoutes } from './modules/salary/salary.routes.ts';
import { recruiterAccountRoutes } from './modules/recruiter/recruiter-account.routes.ts';
import { candidateRoutes } from './modules/recruiter/candidate.routes.ts';
import { networkRoutes } from './modules/recruiter/network.routes.ts';
import { contactRequestRoutes } from './modules/recruiter/contact-request.routes.ts';
import { headhunterDirectoryRoutes } from './modules/headhunter-directory/directory.routes.ts';
import { directoryEntryRoutes } from './modules/recruiter/directory-entry.routes.ts';
import { positionRoutes as recruiterPositionRoutes } from './modules/recruiter/position.routes.ts';
import { profileViewCutoff, profileViewRepository } from './modules/recruiter/profile-view.repository.ts';
import { recruiterAccountRepository } from './modules/recruiter/recruiter-account.repository.ts';
import { sessionRepository } from './platform/session/session.repository.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { frameworkErrors } from './plugins/framework-errors.ts';
import { mediaTypePlugin } from './plugins/media-type.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { wellFormedTextPlugin } from './plugins/well-formed-text.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    rateLimiter: RateLimiter;
    /** The experiment flags, evaluated through OpenFeature from `FEATURE_FLAGS`. */
    flags: FlagService;
    fileStore: FileStore;
    jobQueue: JobQueue;
    /** Prometheus metrics of this app (`/api/metrics`). */
    metrics: Metrics;
    /** Job search over the app's database (its count cache lives in this process). */
    jobSearch: JobSearch;
    /** The built-in sandbox payment provider (another company's service, in this process). */
    sandboxPsp: SandboxPsp;
    /** The payment provider our payments use (the sandbox, through the port). */
    paymentProvider: PaymentProvider;
    /** Members' subscriptions: activation, cancellation, withdrawal, invoices. */
    subscriptions: SubscriptionService;
    /** Buying Premium. */
    payments: PaymentsService;
    membershipLifecycle: MembershipLifecycle;
    /** CV processing, driven by hand where the background workers are off (tests, tools). */
    cvProcessing: {
      /** Processes the CV jobs that are due, one after the other; answers how many ran. */
      runDue(): Promise<number>;
      /** Queues stuck generated profiles again, or fails them (the workers do this every five minutes). */
      sweep(): Promise<void>;
    };
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Background work (mail sending, job workers, clean-up); off in tests that drive it themselves. */
  background?: boolean;
  /** Uploaded files; by default a folder in DATA_DIR. */
  fileStore?: FileStore;
  /** Database schema of the job queue (tests sharing one PostgreSQL database each take their own). */
  queueSchema?: string;
  /** Where the JSON log lines go; standard output by default. */
  logStream?: NodeJS.WritableStream;
}

const SWEEP_MINUTES = 5;

/** The whole API, used by the server and by every test. */
export async function buildApp({
  config,
  database,
  background = true,
  fileStore,
  queueSchema,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.trustProxy,
    // Every log line of a request carries its id, which the answer returns in X-Request-Id (request-id.ts).
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
  });
  await app.register(requestIdPlugin);
  await app.register(routeTablePlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('rateLimiter', rateLimiter(database.db, config.rateLimitFactor));
  app.decorate('flags', flagService(config.featureFlags));
  app.decorate('fileStore', fileStore ?? localFileStore(config.uploadsDir));

  const psp = sandboxPsp({ db: database.db, ...config.sandbox });
  app.decorate('sandboxPsp', psp);
  app.decorate('paymentProvider', sandboxProvider(psp, config.sandbox.webhookSecret));

  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const jobQueue = pgBossQueue(database, {
    queues: [
      CV_QUEUE,
      JOB_EXPIRY_QUEUE,
      DAILY_JOB_BATCH_QUEUE,
      DATA_EXPORT_QUEUE,
      SALARY_MODEL_QUEUE,
      MEMBERSHIP_LIFECYCLE_QUEUE,
    ],
    schema: queueSchema,
    supervise: background,
    log: app.log,
    onAttemptFailed: (queue) => metrics.attemptFailed(queue),
  });
  metrics.watch(jobQueue, database);
  const cvProcessor = cvProcessing({
    db: database.db,
    files: app.fileStore,
    log: app.log,
    salaryModel: salaryModel(database),
  });
  const cv = { ...cvProcessor, handle: metrics.timedCvHandler(cvProcessor.handle) };
  app.decorate('jobQueue', jobQueue);
  app.decorate('jobSearch', metrics.timedJobSearch(createJobSearch(jobSearchClient(database))));
  app.decorate('cvProcessing', {
    runDue: () => jobQueue.runDue(CV_QUEUE.name, cv.handle),
    sweep: () => cv.sweep(jobQueue),
  });
  await jobQueue.start();
  app.addHook('onClose', () => jobQueue.stop());

  // External plugins, then ours, then routes.
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // Sent by securityHeadersPlugin, which decides by host name.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(wellFormedTextPlugin);
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

  await app.register(metricsRoutes);
  await app.register(monitoringRoutes);
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(referenceRoutes);
  await app.register(membershipRoutes);
  await app.register(sandboxPspRoutes(psp));
  const subscriptions = subscriptionService({
    db: database.db,
    files: app.fileStore,
    seller: config.legal,
    refund: (intentId, amountMinor, key) => app.paymentProvider.refund(intentId, amountMinor, key),
  });
  app.decorate('subscriptions', subscriptions);
  const lifecycle = membershipLifecycle({
    db: database.db,
    provider: app.paymentProvider,
    subscriptions,
    log: app.log,
  });
  app.decorate('membershipLifecycle', lifecycle);
  app.decorate(
    'payments',
    paymentsService({
      db: database.db,
      provider: app.paymentProvider,
      subscriptions,
      renewals: lifecycle,
      limiter: app.rateLimiter,
      log: app.log,
    }),
  );
  await app.register(paymentsRoutes(app.payments));
  await app.register(
    membershipAccountRoutes(subscriptions, cancellationService(database.db, app.rateLimiter, subscriptions)),
  );
  await app.register(
    paymentMethodRoutes(
      paymentMethodChange({ db: database.db, provider: app.paymentProvider, lifecycle, log: app.log }),
      subscriptions,
    ),
  );
  await app.register(pageViewRoutes);
  await app.register(profilePictureRoutes);
  await app.register(careerGoalRoutes);
  await app.register(profileRoutes);
  await app.register(positionRoutes);
  await app.register(privacyRoutes);
  await app.register(cvRoutes);
  await app.register(cvBuilderRoutes);
  await app.register(headhunterViewRoutes);
  await app.register(onboardingRoutes);
  await app.register(featureFlagRoutes);
  await app.register(experimentReportRoutes);
  await app.register(jobsRoutes);
  await app.register(jobActionsRoutes);
  await app.register(dataPrivacyRoutes);
  await app.register(salaryRoutes);
  await app.register(companiesRoutes);
  await app.register(recruiterAccountRoutes);
  await app.register(candidateRoutes);
  await app.register(contactRequestRoutes);
  await app.register(headhunterDirectoryRoutes);
  await app.register(directoryEntryRoutes);
  await app.register(recruiterPositionRoutes);
  await app.register(networkRoutes);
  await app.register(siteFiguresRoutes);
  if (config.env !== 'production') {
    await app.register(mailboxRoutes);
    await app.register(lifecycleClockRoutes(lifecycle));
  }

  if (background) {
    const sessions = sessionRepository(database.db);
    const pageViews = pageViewRepository(database.db);
    const drafts = onboardingDraftRepository(database.db);
    const trends = jobTrendsService(database);
    const unclaimedUploads = accountUploadService(database.db, app.fileStore);
    const devices = trustedDeviceRepository(database.db);
    const stopMaintenance = startMaintenance(
      [
        { name: 'sessions', run: () => sessions.deleteExpired() },
        { name: 'rate limits', run: () => app.rateLimiter.deleteStale() },
        { name: 'page views', run: () => pageViews.deleteOlderThan(pageViewCutoff(new Date())) },
        { name: 'onboarding drafts', run: () => drafts.deleteExpired() },
        { name: 'job search log', run: () => trends.deleteLogOlderThan(searchLogCutoff(new Date())) },
        { name: 'unclaimed CVs', run: () => unclaimedUploads.deleteUnclaimed(new Date()) },
        { name: 'trusted browsers', run: () => devices.deleteStale() },
        { name: 'invoice documents', run: () => app.subscriptions.storeMissingInvoiceDocuments() },
        { name: 'recruiter sessions', run: () => recruiterAccountRepository(database.db).deleteExpiredSessions() },
        {
          name: 'recruiter profile views',
          run: () => profileViewRepository(database.db).deleteOlderThan(profileViewCutoff(new Date())),
        },
        ...dataPrivacyRetention(database.db, app.fileStore).map((task) => ({
          ...task,
          run: () => task.run(new Date()),
        })),
      ],
      app.log,
    );
    const sender = config.smtpUrl
      ? startOutboxSender(outboxRepository(database.db), config.smtpUrl, config.mailFrom, app.log, app.fileStore)
      : undefined;
    await jobQueue.work(CV_QUEUE.name, cv.handle);
    await jobQueue.work(
      DATA_EXPORT_QUEUE.name,
      dataExportWorker({ db: database.db, files: app.fileStore, log: app.log }),
    );
    await jobQueue.work(JOB_EXPIRY_QUEUE.name, jobExpiryHandler(app.jobSearch, app.log));
    const stopJobExpiry = scheduleJobExpiry(jobQueue, app.log);
    await jobQueue.work(MEMBERSHIP_LIFECYCLE_QUEUE.name, membershipLifecycleHandler(lifecycle, app.log));
    const stopMembershipLifecycle = scheduleMembershipLifecycle(jobQueue, app.log);
    const stopSandboxPsp = startSandboxPspWorker(psp, config.sandbox.webhookUrl, app.log);
    await jobQueue.work(SALARY_MODEL_QUEUE.name, salaryModelRefreshHandler(database, app.log));
    const stopSalaryModel = scheduleSalaryModelRefresh(jobQueue, app.log);
    let stopDailyJobBatch: (() => void) | undefined;
    if (config.dailyJobBatch) {
      await jobQueue.work(
        DAILY_JOB_BATCH_QUEUE.name,
        dailyJobBatchHandler(database, app.jobSearch, app.log, { count: config.dailyJobBatchSize }),
      );
      stopDailyJobBatch = scheduleDailyJobBatch(jobQueue, app.log);
    }
    const sweep = async () => {
      try {
        await cv.sweep(jobQueue);
      } catch (error) {
        app.log.warn({ err: error }, 'CV sweep failed');
      }
    };
    void sweep();
    const sweeper = setInterval(sweep, SWEEP_MINUTES * 60 * 1000);
    sweeper.unref();
    app.addHook('onClose', async () => {
      stopMaintenance();
      stopJobExpiry();
      stopSandboxPsp();
      stopMembershipLifecycle();
      stopSalaryModel();
      stopDailyJobBatch?.();
      clearInterval(sweeper);
      sender?.stop();
    });
  }
  return app;
}
