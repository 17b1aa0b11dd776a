import path from 'node:path';
import { DAILY_BATCH_SIZE } from '@laufbahn/job-generator/generate';
import { z } from 'zod';
import { brandClaims, type BrandClaims } from '@laufbahn/contracts/site-figures';
import { parseFlagRules, type FlagRules } from './platform/feature-flags/flag-rules.ts';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a load balancer: trust its X-Forwarded-For for client addresses. */
  TRUST_PROXY: flag.default(false),
  /** Multiplies every rate limit; raise it only for load tests. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
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
  logLevel: string;
  trustProxy: boolean;
  rateLimitFactor: number;
  trendsCacheSeconds: number;
  /** The operator's figures for the home page (`BRAND_CLAIMS`); empty when unset. */
  brandClaims: BrandClaims;
  seedDemo: boolean;
  /** How many demo positions the first start generates (with demo data only). */
  seedJobs: number;
  /** A day's generated demo positions arrive through the day (the `daily-job-batch` queue). */
  dailyJobBatch: boolean;
  dailyJobBatchSize: number;
  /** Flags set away from `idle`; unset flags are `idle` for everyone. */
  featureFlags: FlagRules;
}

/** Reads and checks the environment once at start-up; a bad value stops the server with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    cvReviewAddress: e.CV_REVIEW_ADDRESS,
    mailboxToken: e.MAILBOX_TOKEN,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    trendsCacheSeconds: e.TRENDS_CACHE_SECONDS,
    brandClaims: e.BRAND_CLAIMS,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    seedJobs: e.SEED_JOBS,
    dailyJobBatch:
      e.NODE_ENV !== 'production' && (e.DAILY_JOB_BATCH ?? ((e.SEED_DEMO ?? true) && e.NODE_ENV === 'development')),
    dailyJobBatchSize: e.DAILY_JOB_BATCH_SIZE,
    featureFlags: e.FEATURE_FLAGS,
  };
}
