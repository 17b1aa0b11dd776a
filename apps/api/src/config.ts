import os from 'node:os';
import path from 'node:path';
import { DAILY_BATCH_SIZE } from '@laufbahn/job-generator/generate';
import { z } from 'zod';
import type { LegalOperator } from '@laufbahn/contracts/legal';
import { brandClaims, type BrandClaims } from '@laufbahn/contracts/site-figures';
import { parseFlagRules, type FlagRules } from './platform/feature-flags/flag-rules.ts';

/** Our endpoint for the sandbox provider's webhooks. */
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhooks/sandbox';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const legalText = (max: number) => z.string().trim().min(1).max(max).optional();

/** The operator data a production site must state (§ 5 DDG); register entries and VAT id only where they exist. */
export const REQUIRED_LEGAL_VARIABLES = [
  'LEGAL_COMPANY_NAME',
  'LEGAL_STREET',
  'LEGAL_POSTAL_CODE',
  'LEGAL_CITY',
  'LEGAL_COUNTRY',
  'LEGAL_REPRESENTATIVES',
  'LEGAL_EMAIL',
] as const;

/** Sample operator data for development and tests, never shown as real (`sample: true`). */
const SAMPLE_OPERATOR: LegalOperator = {
  sample: true,
  companyName: 'Laufbahn Beispiel GmbH',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  representatives: 'Erika Mustermann',
  email: 'kontakt@laufbahn.example',
  phone: '+49 30 1234567',
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 000000 B',
  vatId: 'DE000000000',
  contentResponsible: 'Erika Mustermann',
};

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Laufbahn <no-reply@laufbahn.example>'),
  /** The CV-review partner's inbox: review requests are mailed there with the CV attached. */
  CV_REVIEW_ADDRESS: z.email().default('cv-review@review-partner.example'),
  /** Opens the development mailbox to other machines too, for requests that carry it (`?token=` or `X-Mailbox-Token`). */
  MAILBOX_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Error and performance monitoring (Sentry): the project's DSN. Without it, outside production, a local store. */
  SENTRY_DSN: z.url().optional(),
  /** The environment name monitoring reports (default: NODE_ENV). */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  /** The operator named in the site notice and the privacy policy (required in production: see legalOperator). */
  LEGAL_COMPANY_NAME: legalText(200),
  LEGAL_STREET: legalText(200),
  LEGAL_POSTAL_CODE: legalText(20),
  LEGAL_CITY: legalText(100),
  LEGAL_COUNTRY: legalText(100),
  LEGAL_REPRESENTATIVES: legalText(300),
  LEGAL_EMAIL: z.email().optional(),
  LEGAL_PHONE: legalText(50),
  LEGAL_REGISTER_COURT: legalText(100),
  LEGAL_REGISTER_NUMBER: legalText(50),
  LEGAL_VAT_ID: legalText(30),
  LEGAL_CONTENT_RESPONSIBLE: legalText(300),
  /** Opens `/api/metrics` to `Authorization: Bearer <token>` only (in production the metrics need it at all). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Web processes sharing the port (PostgreSQL only: the embedded database lives in one process). `0` takes one
   * per core; background work (queues, mail, maintenance) then runs in one more process of its own.
   */
  WEB_PROCESSES: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(64, 'must be at most 64')
    .default(0),
  /** Behind a load balancer: trust its X-Forwarded-For for client addresses. */
  TRUST_PROXY: flag.default(false),
  /** Multiplies every rate limit; raise it only for load tests. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /**
   * The answer to a request for a mailed link (password reset, sign-in link) comes this many milliseconds after
   * the request, whether an account exists or not, so its timing tells nobody which addresses are members.
   */
  MAILED_LINK_ANSWER_MS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(5_000, 'must be at most 5000')
    .default(250),
  /** How long a page rendered for a visitor without cookies is served again to the next such visitor (0: never). */
  PAGE_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(300, 'must be at most 300')
    .default(10),
  /** How long a country version's search trends are reused before they are computed again. */
  TRENDS_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(86_400, 'must be at most 86400')
    .default(300),
  /**
   * Figures the operator states for the home page and answers for (JSON, e.g. `{"members":8000000}`; keys
   * openPositions, newLast7Days, members, publishers). Unset: the home page shows only figures counted from the data.
   */
  BRAND_CLAIMS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return {};
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return {};
      }
      const parsed = brandClaims.safeParse(json);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || 'value'}: ${issue.message}` });
      }
      return {};
    }),
  /** The sandbox payment provider: seconds until a delayed card or a direct debit settles. */
  SANDBOX_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(86_400, 'must be at most 86400')
    .default(60),
  /** The sandbox provider waits this long before it sends an event's first webhook (0: at once). */
  SANDBOX_WEBHOOK_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(3_600, 'must be at most 3600')
    .default(0),
  /**
   * The secret the sandbox provider signs its webhooks with, shared with our webhook endpoint. Required in production:
   * with the public default anybody could sign a webhook.
   */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where the sandbox provider sends its webhooks (default: this server's own endpoint on its port). */
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  SEED_DEMO: flag.optional(),
  /** Demo positions generated on the first start with demo data (none in production). */
  SEED_JOBS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(2_000_000, 'must be at most 2000000')
    .default(50_000),
  /** Generates the demo's new positions of each day (development only unless told; never in production). */
  DAILY_JOB_BATCH: flag.optional(),
  /** Positions a day brings when DAILY_JOB_BATCH is on. */
  DAILY_JOB_BATCH_SIZE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(200_000, 'must be at most 200000')
    .default(DAILY_BATCH_SIZE),
  /** Experiment flags: `onboardingDesktop=test,onboardingCa=test:50` (variant, optional percent of visitors). */
  FEATURE_FLAGS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const { rules, problems } = parseFlagRules(value);
      for (const problem of problems) ctx.addIssue({ code: 'custom', message: problem });
      return rules;
    }),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (profile pictures, CVs): the `uploads` folder in DATA_DIR. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  cvReviewAddress: string;
  mailboxToken: string | undefined;
  metricsToken: string | undefined;
  sentryDsn: string | undefined;
  sentryEnvironment: string;
  /** The site operator (LEGAL_*), or sample data marked as such when the required variables are missing. */
  legal: LegalOperator;
  /** The required LEGAL_* variables that are not set (the server refuses to start in production with any). */
  missingLegalVariables: string[];
  /** Secrets production must set, not set (the server refuses to start in production with any). */
  missingSecrets: string[];
  logLevel: string;
  trustProxy: boolean;
  /** How many web processes serve the port: 1 on the embedded database, else WEB_PROCESSES or one per core. */
  webProcesses: number;
  rateLimitFactor: number;
  trendsCacheSeconds: number;
  /** Seconds a page rendered for a cookieless visitor is reused (0: never). */
  pageCacheSeconds: number;
  /** The time an answer to a mailed-link request takes, whether an account exists or not (0: as it comes). */
  mailedLinkAnswerMs: number;
  /** The operator's figures for the home page (`BRAND_CLAIMS`); empty when unset. */
  brandClaims: BrandClaims;
  /** The built-in sandbox payment provider (docs/decisions/0032). */
  sandbox: { delaySeconds: number; webhookDelaySeconds: number; webhookSecret: string; webhookUrl: string };
  seedDemo: boolean;
  /** How many demo positions the first start generates (with demo data only). */
  seedJobs: number;
  /** A day's generated demo positions arrive through the day (the `daily-job-batch` queue). */
  dailyJobBatch: boolean;
  dailyJobBatchSize: number;
  /** Flags set away from `idle`; unset flags are `idle` for everyone. */
  featureFlags: FlagRules;
}

/** The sandbox's webhook secret outside production; public, so never good enough in production. */
const LOCAL_WEBHOOK_SECRET = 'whsec_sandbox_laufbahn_local';

/** Reads and checks the environment once at start-up; a bad value stops the server with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const e = parsed.data;
  if (!e.DATABASE_URL && e.WEB_PROCESSES > 1) {
    throw new Error('Invalid environment:\n  WEB_PROCESSES: more than one web process needs DATABASE_URL (PostgreSQL)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    missingSecrets: e.SANDBOX_WEBHOOK_SECRET ? [] : ['SANDBOX_WEBHOOK_SECRET'],
    mailFrom: e.MAIL_FROM,
    cvReviewAddress: e.CV_REVIEW_ADDRESS,
    mailboxToken: e.MAILBOX_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    sentryDsn: e.SENTRY_DSN,
    sentryEnvironment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    ...legalOperator(e),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webProcesses: e.DATABASE_URL ? e.WEB_PROCESSES || os.availableParallelism() : 1,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    trendsCacheSeconds: e.TRENDS_CACHE_SECONDS,
    mailedLinkAnswerMs: e.MAILED_LINK_ANSWER_MS,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    brandClaims: e.BRAND_CLAIMS,
    sandbox: {
      delaySeconds: e.SANDBOX_DELAY_SECONDS,
      webhookDelaySeconds: e.SANDBOX_WEBHOOK_DELAY_SECONDS,
      webhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET,
      webhookUrl:
        e.SANDBOX_WEBHOOK_URL ??
        `http://${['0.0.0.0', '::'].includes(e.HOST) ? '127.0.0.1' : e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}${SANDBOX_WEBHOOK_PATH}`,
    },
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    seedJobs: e.SEED_JOBS,
    dailyJobBatch:
      e.NODE_ENV !== 'production' && (e.DAILY_JOB_BATCH ?? ((e.SEED_DEMO ?? true) && e.NODE_ENV === 'development')),
    dailyJobBatchSize: e.DAILY_JOB_BATCH_SIZE,
    featureFlags: e.FEATURE_FLAGS,
  };
}

/** The operator from LEGAL_*, or — when any required variable is missing — the sample data. */
function legalOperator(e: z.infer<typeof environment>): { legal: LegalOperator; missingLegalVariables: string[] } {
  const missingLegalVariables = REQUIRED_LEGAL_VARIABLES.filter((name) => !e[name]);
  if (missingLegalVariables.length > 0) return { legal: SAMPLE_OPERATOR, missingLegalVariables };
  return {
    missingLegalVariables,
    legal: {
      sample: false,
      // Casts: all present, as checked above.
      companyName: e.LEGAL_COMPANY_NAME!,
      street: e.LEGAL_STREET!,
      postalCode: e.LEGAL_POSTAL_CODE!,
      city: e.LEGAL_CITY!,
      country: e.LEGAL_COUNTRY!,
      representatives: e.LEGAL_REPRESENTATIVES!,
      email: e.LEGAL_EMAIL!,
      phone: e.LEGAL_PHONE ?? null,
      registerCourt: e.LEGAL_REGISTER_COURT ?? null,
      registerNumber: e.LEGAL_REGISTER_NUMBER ?? null,
      vatId: e.LEGAL_VAT_ID ?? null,
      contentResponsible: e.LEGAL_CONTENT_RESPONSIBLE ?? e.LEGAL_REPRESENTATIVES!,
    },
  };
}
