import { sql, type SQL } from 'drizzle-orm';

/**
 * Every table that holds data about a member, how the member's rows are found, and what of them goes into the
 * export. The same list drives the export (GDPR articles 15 and 20) and the erasure (article 17), in this order:
 * rows that others point to come after the rows pointing to them. `member-data-tables.test.ts` fails when a
 * table with an `account_id` or `profile_id` column is neither here nor in {@link NOT_MEMBER_DATA}.
 */
export interface MemberTable {
  table: string;
  /** The key of the export's JSON that holds the rows. */
  section: string;
  /** Picks the member's rows (of `t`, the table). */
  where: (member: Member) => SQL;
  /** Columns never exported: secrets (hashes of tokens) and our internal file keys. */
  omit?: readonly string[];
  /** The position's title and company are read along (`job_title`, `job_company_name`), for a reader without our database. */
  withJob?: boolean;
}

/**
 * Who the member is across the tables, found once before an export or an erasure starts (so that the order of
 * deletion cannot hide rows): the member's own profile, the profiles generated from their uploads, and their
 * uploads — including a visitor's uploads with the member's guest id that no account has claimed.
 */
export interface Member {
  accountId: number;
  email: string;
  guestId: string | null;
  profileIds: number[];
  uploadIds: number[];
}

/** A list of ids as one parameter (ids are numbers from our own rows). */
export const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

const byAccount = (m: Member) => sql`t.account_id = ${m.accountId}`;
const byProfile = (m: Member) => sql`t.profile_id = any(${idArray(m.profileIds)})`;

export const MEMBER_TABLES: readonly MemberTable[] = [
  { table: 'positions', section: 'positions', where: byProfile },
  {
    table: 'profile_pictures',
    section: 'profilePictures',
    where: byProfile,
    omit: ['original_key', 'cropped_key'],
  },
  { table: 'cv_review_requests', section: 'cvReviewRequests', where: byAccount },
  // Which organisation's recruiter opened the profile, and when (kept 12 months).
  { table: 'recruiter_profile_views', section: 'recruiterProfileViews', where: byProfile },
  // Recruiters' contact requests to the member and the member's answers; the employers the member blocks.
  { table: 'contact_requests', section: 'contactRequests', where: byProfile },
  { table: 'employer_blocks', section: 'employerBlocks', where: byAccount },
  // What the member wrote to headhunting firms from the directory (Premium direct contact).
  // Which of the firm's recruiters read a message is the firm's business: the member gets when, not who.
  { table: 'headhunter_messages', section: 'headhunterMessages', where: byAccount, omit: ['read_by'] },
  { table: 'generated_profiles', section: 'generatedProfiles', where: byProfile, omit: ['job_id'] },
  {
    table: 'career_step_locations',
    section: 'careerGoalLocations',
    where: (m) => sql`t.career_step_id in (select id from career_steps where account_id = ${m.accountId})`,
  },
  { table: 'career_steps', section: 'careerGoals', where: byAccount },
  { table: 'job_applications', section: 'applications', where: byAccount, withJob: true },
  { table: 'job_bookmarks', section: 'favourites', where: byAccount, withJob: true },
  { table: 'recently_viewed_jobs', section: 'recentlyViewed', where: byAccount, withJob: true },
  { table: 'job_reports', section: 'jobReports', where: byAccount, withJob: true },
  { table: 'saved_searches', section: 'savedSearches', where: byAccount },
  { table: 'profiles', section: 'profiles', where: (m) => sql`t.id = any(${idArray(m.profileIds)})` },
  {
    table: 'account_uploads',
    section: 'uploads',
    where: (m) => sql`t.id = any(${idArray(m.uploadIds)})`,
    omit: ['token_hash', 'file_key'],
  },
  { table: 'data_exports', section: 'dataExports', where: byAccount, omit: ['file_key'] },
  { table: 'onboarding_drafts', section: 'onboardingDraft', where: (m) => sql`t.guest_id = ${m.guestId}` },
  { table: 'page_views', section: 'pageViews', where: byAccount },
  // Premium membership: invoices (also kept for the tax office, see kept-records.ts), payments (provider ids, card
  // brand or IBAN country and last four digits), the subscriptions and every change of them.
  { table: 'invoices', section: 'invoices', where: byAccount },
  { table: 'payments', section: 'payments', where: byAccount, omit: ['idempotency_key', 'request_hash', 'session_id'] },
  { table: 'subscription_events', section: 'subscriptionHistory', where: byAccount },
  { table: 'subscriptions', section: 'subscriptions', where: byAccount },
  // Sign-in history: the sessions open now (their id is a hash of the cookie's secret).
  { table: 'sessions', section: 'sessions', where: byAccount, omit: ['id'] },
  // Browsers the member signed in with: when first and last (the token is a secret).
  { table: 'trusted_devices', section: 'trustedBrowsers', where: byAccount, omit: ['token_hash'] },
  { table: 'password_reset_tokens', section: 'passwordResets', where: byAccount, omit: ['token_hash'] },
  { table: 'audit_log', section: 'auditLog', where: byAccount },
  // Mails to the member, and mails about them to others (the CV review partner's names their address): what and
  // when, not the bodies (a reset mail's link is a secret).
  {
    table: 'mail_outbox',
    section: 'mails',
    where: (m) => sql`(t.to_address = ${m.email} or strpos(t.text_body, ${m.email}) > 0)`,
    omit: ['text_body', 'html_body', 'attachments', 'last_error'],
  },
  // Account, consents with their times, language, visibility and first-touch attribution.
  { table: 'accounts', section: 'account', where: (m) => sql`t.id = ${m.accountId}`, omit: ['password_hash'] },
];

/**
 * Tables with an `account_id` or `profile_id` column that hold no data about a member, and why. A new table
 * belongs either in {@link MEMBER_TABLES} or here, with its reason.
 */
export const NOT_MEMBER_DATA: Readonly<Record<string, string>> = {};
