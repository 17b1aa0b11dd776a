import { readableSlug } from './slug.ts';

/** Every path of the web app, so no link is built by hand. */
export const paths = {
  home: '/',
  login: '/login',
  /** Log in with a mailed link: request one, or use the one in `?token=`. */
  signInLink: '/login/link',
  registration: '/registration',
  onboarding: '/onboarding',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Premium: plans and purchase (spec section 2); `?paymentId=<id>` is the waiting screen of one payment. */
  payment: '/payment',
  /** Membership without signing in (§ 312k BGB "Verträge hier kündigen"): an address, then the mailed link. */
  cancelMembership: '/membership/cancel',
  cancelMembershipConfirm: '/membership/cancel/confirm',
  member: {
    savedSearches: '/account/saved-searches',
    recommendations: '/account/recommendations',
    recentlyViewed: '/account/recently-viewed',
    favourites: '/account/favourites',
    applications: '/account/applications',
    recruitersOnProfile: '/account/recruiters-on-my-profile',
    recruiterNetwork: '/account/recruiter-network',
    /** Headhunters' and recruiters' contact requests (docs/decisions/0043). */
    contactRequests: '/account/contact-requests',
    salaryCalculator: '/salary_calculator',
    cvBuilder: '/account/cv-builder',
    /** A copy of the member's data, and the deletion of the account. */
    dataPrivacy: '/account/privacy',
    /** Plan, status, payment method, invoices; cancellation and withdrawal. */
    membership: '/account/membership',
  },
  /** Job search and job pages (spec section 2; docs/decisions/0015-job-pages.md). */
  jobs: {
    search: '/career/show',
    all: '/career/view-jobs',
    trendingTitles: '/career/trending-job-titles',
  },
  /** Company search and company pages (docs/decisions/0040-one-salary-model-and-company-pages.md). */
  companies: {
    search: '/career/company',
  },
  info: {
    aboutUs: '/about-us',
    siteNotice: '/site-notice',
    privacy: '/privacy',
    terms: '/terms',
    headhunters: '/headhunters',
    sitemap: '/sitemap',
    countries: '/countries',
  },
} as const;

/** The pages of a profile area under `base`: the member's `/profile`, or a generated profile's verify pages. */
export const profileAreaPaths = (base: string) => ({
  overview: base,
  personalDetails: `${base}/personal-details`,
  addPhoto: `${base}/personal-details/add-photo`,
  contactDetails: `${base}/contact-details`,
  professionalInformation: `${base}/professional-information`,
  addSalary: `${base}/professional-information/add-salary`,
  currentPosition: `${base}/current-working-position`,
  addCurrentPosition: `${base}/add-current-working-position`,
  pastPosition: (id: number) => `${base}/past-working-position/${id}`,
  addPastPosition: `${base}/add-working-position`,
});
export type ProfileAreaPaths = ReturnType<typeof profileAreaPaths>;

/** The profile editor (spec section 2). */
export const profilePaths = {
  ...profileAreaPaths('/profile'),
  careerGoals: '/profile/next-career-step',
  addCareerGoal: '/profile/add-career-step',
  editCareerGoal: (id: number) => `/profile/edit-career-step/${id}`,
  visibility: '/profile-visibility',
} as const;

/** What the completion-flow pages after the upload need to know about the uploaded file. */
export interface UploadedCv {
  id: number;
  token: string;
  fileName: string;
  fileSize: number;
}

const uploadPath = (upload: UploadedCv) =>
  `/complete/upload/${upload.id}/${encodeURIComponent(upload.token)}/${encodeURIComponent(upload.fileName)}/${upload.fileSize}`;

/** The CV completion flow (spec section 2): upload, scan, then the verify pages of the generated profile. */
export const completePaths = {
  start: '/complete',
  upload: uploadPath,
  scan: (upload: UploadedCv) => `${uploadPath(upload)}/scan`,
  verify: (profileId: number) => ({
    ...profileAreaPaths(`/complete/${profileId}/verify`),
    complete: `/complete/${profileId}/verify/complete`,
  }),
} as const;

const withReturn = (page: string, returnTo: string | null | undefined) =>
  returnTo && returnTo !== '/' ? `${page}?returnTo=${encodeURIComponent(returnTo)}` : page;

/** The login page that brings the member back to `returnTo` afterwards. */
export const loginWithReturn = (returnTo: string | null | undefined) => withReturn(paths.login, returnTo);

/** The registration page that brings the new member to `returnTo` afterwards. */
export const registrationWithReturn = (returnTo: string | null | undefined) => withReturn(paths.registration, returnTo);

/** A job's page: a readable slug from the title, then the id, the last numeric segment (spec section 2). */
/** A company page: its name made readable, then its id. */
export const companyPath = (id: number, name: string) => `/career/company/${readableSlug(name) || 'company'}/${id}`;

/**
 * Where a member meets Premium and may follow it to the payment page (`upsell_hook`): one name per place, so
 * the offers call can tell which teaser led to a purchase.
 */
export type UpsellHook =
  | 'start_page'
  | 'exclusive_position'
  | 'salary_calculator'
  | 'company_briefing'
  | 'membership_page'
  | 'account_menu'
  | 'headhunter_contact';

/** Premium's offer page, told which feature led there. */
export const premiumOfferPath = (hook: UpsellHook) => `${paths.payment}?upsell_hook=${hook}`;

/** The waiting screen of one payment: survives a reload, and is where the bank's confirmation returns to. */
export const paymentStatusPath = (paymentId: string) => `${paths.payment}?paymentId=${encodeURIComponent(paymentId)}`;

export const jobPath = (id: number, slug: string) => (slug ? `/career/jobs/${slug}/${id}` : `/career/jobs/${id}`);
