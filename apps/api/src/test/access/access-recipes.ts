import {
  currentPosition,
  MUNICH,
  pastPosition,
  personalInformation,
} from '../../modules/profile/profile-test-helpers.ts';

/** What the owner holds, created through the API before the matrix runs. */
export interface OwnerResources {
  accountId: number;
  profileId: number;
  pastPositionId: number;
  /** Another past position, for the conversion into the current one (the first may be deleted). */
  convertPositionId: number;
  careerId: number;
  uploadId: number;
  uploadToken: string;
  /** A second upload, that only the owner's DELETE may remove. */
  spareUploadId: number;
  generatedId: number;
  generatedPositionId: number;
  savedSearchId: number;
  /** An export the owner asked for (being prepared or ready). */
  dataExportId: number;
  jobId: number;
  /** A recruiter's contact request to the owner, and the recruiter's organisation. */
  contactRequestId: number;
  organisationId: number;
  /** A small JPEG, base64, for the picture calls. */
  picture: string;
  /** An unpaid payment session, a paid payment and its invoice (the owner is Premium). */
  paymentSessionId: string;
  paymentId: string;
  invoiceId: number;
}

export interface Recipe {
  /** The path with the owner's ids filled in; the route's own path when it has no parameters. */
  path?: (r: OwnerResources) => string;
  /** A body the owner's call would pass validation with, so a refusal is about access, not input. */
  body?: (r: OwnerResources) => unknown;
  /** The route names one of the owner's resources by id: another member gets a 404. */
  resource?: boolean;
  /** Visitors have data of their own here (a guest's draft, an upload held by its token, a report). */
  visitors?: boolean;
  /** Sent as the multipart CV upload instead of JSON. */
  cvUpload?: boolean;
  /** Even the owner may get a 404 here (a picture that was never uploaded). */
  ownerMayMiss?: boolean;
  /** A Premium feature: the owner, a Basic member, gets 403 `premium_required` (other members the same). */
  premiumOnly?: boolean;
}

/**
 * Routes without member data: no matrix. Anything not listed here needs a recipe below, so a new route
 * fails the matrix until someone says who may call it.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/health',
  // Counts and times per route pattern, no member data; needs METRICS_TOKEN when set (and in production).
  'GET /api/metrics',
  // Visitor counts per experiment variant, no member data; behind METRICS_TOKEN like the metrics.
  'GET /api/analytics/experiments',
  'POST /api/account',
  'POST /api/account/sign_in',
  // A mailed link: 202 for any address; the token, not the caller, decides whose session it opens.
  'POST /api/account/sign_in_link',
  'POST /api/account/sign_in_link/confirm',
  // Deletes the caller's own account (with its password); no id names anyone else's.
  'DELETE /api/career/account',
  // Ends the caller's own session, whoever that is.
  'DELETE /api/account/sign_out',
  'POST /api/account/password',
  'PUT /api/account/password',
  'GET /api/career/auth/status',
  'GET /api/career/email-availability',
  'GET /api/career/taxonomies',
  'GET /api/career/api/industries/search',
  'GET /api/career/locations',
  'POST /api/analytics/page_views',
  'POST /api/onboarding/account',
  'GET /api/feature_flags',
  'GET /api/career/jobs',
  'GET /api/career/jobs/title-suggestions',
  'GET /api/career/jobs/:id',
  // Companies: public data; members-only positions follow the job search's gating.
  'GET /api/career/companies',
  'GET /api/career/companies/:id',
  // The headhunter directory: verified firms' public entries; the reader's Premium only unlocks mandates' teasers.
  'GET /api/career/headhunters',
  'GET /api/career/headhunters/:id',
  'GET /api/career/trends',
  // The plans on sale and how to pay, the same for everyone of a country version (a member's past trial only hides the trial).
  'GET /api/career/offers',
  'GET /api/career/payment_types',
  // Counts and the operator's claims: nobody's data.
  'GET /api/site/figures',
  // The development mailbox (never in production) shows every mail by design.
  'GET /dev/mailbox',
  'GET /dev/mailbox/:id',
  'GET /dev/mailbox/:id/attachments/:index',
  'GET /api/dev/mailbox',
  // The monitoring tunnel takes anonymous envelopes for its own project only; no member data goes out.
  'POST /monitoring',
  // The development monitoring store (never in production, this machine only), as the mailbox.
  'GET /dev/monitoring',
  'GET /api/dev/monitoring',
  // The development lifecycle clock (never in production, this machine only): runs the scheduler at a given time and
  // answers counts, no one's data.
  'POST /api/dev/membership-lifecycle/run',
  // The sandbox payment provider, another company's public API: payment data from any browser with the publishable
  // key (its ids are unguessable and bound to nobody until a member pays with them), and its 3-D Secure page, opened
  // by the secret in its address.
  'OPTIONS /sandbox-psp/v1/payment_methods',
  'POST /sandbox-psp/v1/payment_methods',
  'GET /sandbox-psp/v1/authenticate/:token',
  'POST /sandbox-psp/v1/authenticate/:token',
  // The provider's webhooks: signed with the provider's secret, they name an intent, never a member.
  'POST /api/payments/webhooks/sandbox',
  // The public cancellation page: 202 for any address (the link goes to the member's own mailbox), and the link's
  // token, not the caller, decides whose membership is cancelled.
  'POST /api/career/membership/cancellation_requests',
  'POST /api/career/membership/cancellation_requests/confirm',
]);

const MY = '/api/career/my_profile';
const GEN = '/api/career/generated_profiles';
const goal = () => ({
  careerLevelIds: [6],
  functionIds: [3],
  industryIds: [6],
  locations: [{ geoCodeId: MUNICH, radiusKm: 50 }],
});
const crop = { x: 0, y: 0, width: 1000, height: 1000 };
const professional = () => ({ currentSalaryRangeId: 3, managementExperienceId: 2, skills: ['Controlling'] });
const phone = () => ({ phoneNumber: '+49 89 12345678' });
const generated = (suffix: string, recipe: Omit<Recipe, 'path' | 'resource'> = {}): Recipe => ({
  path: (r) => `${GEN}/${r.generatedId}${suffix.replace(':positionId', String(r.generatedPositionId))}`,
  resource: true,
  ...recipe,
});

/** Every route with member data, keyed as `METHOD /path`. */
export const RECIPES: Record<string, Recipe> = {
  // Buying Premium and the membership page: the session, payment and invoice ids are the owner's.
  'POST /api/career/payments/session_data': { body: () => ({ planId: 1, paymentType: 'card' }) },
  'POST /api/career/payments': {
    body: (r) => ({
      sessionId: r.paymentSessionId,
      paymentMethodId: 'pm_000000000000000000000000',
      consent: { immediateCharge: true, autoRenewal: true },
    }),
    resource: true,
  },
  'POST /api/career/payments/complete': { body: (r) => ({ paymentId: r.paymentId }), resource: true },
  'GET /api/career/membership': {},
  'POST /api/career/membership/cancel': { body: () => ({}) },
  'POST /api/career/membership/withdraw': { body: () => ({}) },
  // The member's own payment method: 409 `no_subscription` is the (Basic) owner's answer to a change.
  'GET /api/career/membership/payment_method': {},
  'PUT /api/career/membership/payment_method': { body: () => ({ paymentMethodId: 'pm_000000000000000000000000' }) },
  'GET /api/career/membership/invoices/:id/pdf': {
    path: (r) => `/api/career/membership/invoices/${r.invoiceId}/pdf`,
    resource: true,
  },
  // The member's own profile views: nothing to name, nothing of anyone else's.
  'GET /api/career/profile_views': {},
  // Contact requests, the recruiter network and employer blocks: the member's own, by the member's session.
  'GET /api/career/contact_requests': {},
  'POST /api/career/contact_requests/:id/accept': {
    path: (r) => `/api/career/contact_requests/${r.contactRequestId}/accept`,
    resource: true,
  },
  'POST /api/career/contact_requests/:id/decline': {
    path: (r) => `/api/career/contact_requests/${r.contactRequestId}/decline`,
    body: () => ({ reason: 'timing' }),
    resource: true,
  },
  'GET /api/career/recruiter_network': {},
  'GET /api/career/employer_blocks': {},
  'GET /api/career/employer_blocks/organisations': { path: () => '/api/career/employer_blocks/organisations?q=Berger' },
  // An organisation is no one's: another member blocks it for themselves.
  'PUT /api/career/employer_blocks/:organisationId': {
    path: (r) => `/api/career/employer_blocks/${r.organisationId}`,
  },
  'DELETE /api/career/employer_blocks/:organisationId': {
    path: (r) => `/api/career/employer_blocks/${r.organisationId}`,
  },
  'GET /api/career/me': {},
  'PUT /api/career/language': { body: () => ({ code: 'EN_GB' }), visitors: true },
  'GET /api/career/my_profile/profile_picture': { ownerMayMiss: true },
  'POST /api/career/my_profile/profile_picture': { body: (r) => ({ picture: r.picture, dimensions: crop }) },
  'PATCH /api/career/my_profile/profile_picture': { body: () => ({ dimensions: crop }), ownerMayMiss: true },
  'DELETE /api/career/my_profile/profile_picture': { ownerMayMiss: true },
  'GET /api/career/my_profile/profile_picture/image': { ownerMayMiss: true },
  'GET /api/career/next_career_steps': {},
  'POST /api/career/next_career_steps': { body: goal },
  'PATCH /api/career/next_career_steps/:careerId': {
    path: (r) => `/api/career/next_career_steps/${r.careerId}`,
    body: goal,
    resource: true,
  },
  'DELETE /api/career/next_career_steps/:careerId': {
    path: (r) => `/api/career/next_career_steps/${r.careerId}`,
    resource: true,
  },
  'GET /api/career/my_profile': {},
  'PATCH /api/career/my_profile/personalinformation': { body: () => personalInformation() },
  'PATCH /api/career/my_profile/contactdetails': { body: phone },
  'PATCH /api/career/my_profile/professionalinformation': { body: professional },
  'PATCH /api/career/my_profile/currentposition': { body: () => currentPosition() },
  'POST /api/career/my_profile/pastpositions': { body: () => pastPosition() },
  'PATCH /api/career/my_profile/pastpositions/:id': {
    path: (r) => `${MY}/pastpositions/${r.pastPositionId}`,
    body: () => pastPosition(),
    resource: true,
  },
  'DELETE /api/career/my_profile/pastpositions/:id': {
    path: (r) => `${MY}/pastpositions/${r.pastPositionId}`,
    resource: true,
  },
  'POST /api/career/my_profile/:id/pastpositions/:positionId/convert': {
    path: (r) => `${MY}/${r.profileId}/pastpositions/${r.convertPositionId}/convert`,
    resource: true,
  },
  'GET /api/career/accounts/:id/privacy': {
    path: (r) => `/api/career/accounts/${r.accountId}/privacy`,
    resource: true,
  },
  'PATCH /api/career/accounts/:id/privacy': {
    path: (r) => `/api/career/accounts/${r.accountId}/privacy`,
    body: () => ({ headhunter_visibility: 'invisible' }),
    resource: true,
  },
  'POST /api/career/account_uploads': { visitors: true, cvUpload: true },
  'GET /api/career/account_uploads/:id': { path: (r) => `/api/career/account_uploads/${r.uploadId}`, resource: true },
  'DELETE /api/career/account_uploads/:id': {
    path: (r) => `/api/career/account_uploads/${r.spareUploadId}`,
    resource: true,
  },
  'POST /api/career/account_uploads/:id/topcv_review_requests': {
    path: (r) => `/api/career/account_uploads/${r.uploadId}/topcv_review_requests`,
    body: () => ({}),
    resource: true,
  },
  'POST /api/career/generated_profiles': { body: (r) => ({ identifier: r.uploadId }), resource: true },
  'GET /api/career/generated_profiles/:id/status': generated('/status'),
  'GET /api/career/generated_profiles/:id': generated(''),
  'POST /api/career/generated_profiles/:id': generated('', { body: () => ({}) }),
  'POST /api/career/generated_profiles/:id/privacy': generated('/privacy', { body: () => ({ make_visible: false }) }),
  'PATCH /api/career/generated_profiles/:id/personalinformation': generated('/personalinformation', {
    body: () => personalInformation(),
  }),
  'PATCH /api/career/generated_profiles/:id/contactdetails': generated('/contactdetails', { body: phone }),
  'PATCH /api/career/generated_profiles/:id/professionalinformation': generated('/professionalinformation', {
    body: professional,
  }),
  'PATCH /api/career/generated_profiles/:id/currentposition': generated('/currentposition', {
    body: () => currentPosition(),
  }),
  'POST /api/career/generated_profiles/:id/pastpositions': generated('/pastpositions', { body: () => pastPosition() }),
  'PATCH /api/career/generated_profiles/:id/pastpositions/:positionId': generated('/pastpositions/:positionId', {
    body: () => pastPosition(),
  }),
  'DELETE /api/career/generated_profiles/:id/pastpositions/:positionId': generated('/pastpositions/:positionId'),
  // "Keep as it is" for a position's check marks.
  'DELETE /api/career/generated_profiles/:id/positions/:positionId/checks': generated('/positions/:positionId/checks'),
  'POST /api/career/generated_profiles/:id/pastpositions/:positionId/convert': generated(
    '/pastpositions/:positionId/convert',
  ),
  'GET /api/career/generated_profiles/:id/generated_profile_picture': generated('/generated_profile_picture', {
    ownerMayMiss: true,
  }),
  'POST /api/career/generated_profiles/:id/generated_profile_picture': generated('/generated_profile_picture', {
    body: (r) => ({ picture: r.picture, dimensions: crop }),
  }),
  'PATCH /api/career/generated_profiles/:id/generated_profile_picture': generated('/generated_profile_picture', {
    body: () => ({ dimensions: crop }),
    ownerMayMiss: true,
  }),
  'DELETE /api/career/generated_profiles/:id/generated_profile_picture': generated('/generated_profile_picture', {
    ownerMayMiss: true,
  }),
  'GET /api/career/generated_profiles/:id/generated_profile_picture/image': generated(
    '/generated_profile_picture/image',
    { ownerMayMiss: true },
  ),
  'GET /api/career/my_profile/headhunter_view': {},
  'GET /api/onboarding/draft': { visitors: true },
  'PUT /api/onboarding/draft': { body: () => ({ supportGoal: null }), visitors: true },
  'POST /api/onboarding/apply': { body: () => ({ draft: {} }) },
  // The salary calculator: the member's own profile fills what the query leaves out.
  'GET /api/career/salary_benchmarks': {},
  'POST /api/career/jobs/:id/applications': {
    path: (r) => `/api/career/jobs/${r.jobId}/applications`,
    body: () => ({ termsAccepted: true }),
  },
  // A Premium member's message to a firm: the sender's own; the owner (Basic) is refused like anyone not Premium.
  'POST /api/career/headhunters/:id/messages': {
    path: () => '/api/career/headhunters/1/messages',
    premiumOnly: true,
    body: () => ({ subject: 'Ein neuer Schritt', message: 'Guten Tag, ich suche eine neue Aufgabe als CFO.' }),
  },
  'PUT /api/career/jobs/:id/bookmark': { path: (r) => `/api/career/jobs/${r.jobId}/bookmark` },
  'DELETE /api/career/jobs/:id/bookmark': { path: (r) => `/api/career/jobs/${r.jobId}/bookmark` },
  // Anyone may report a position; a member's report is their own.
  'POST /api/career/jobs/:id/reports': {
    path: (r) => `/api/career/jobs/${r.jobId}/reports`,
    body: () => ({ reason: 'duplicate' }),
    visitors: true,
  },
  'GET /api/career/favourites': {},
  'GET /api/career/applications': {},
  'GET /api/career/data_exports': {},
  // The owner has one being prepared already: a 409 for them is an answer about their own data.
  'POST /api/career/data_exports': { body: () => ({}) },
  'GET /api/career/data_exports/:id/file': {
    path: (r) => `/api/career/data_exports/${r.dataExportId}/file`,
    resource: true,
    // Not ready yet when the matrix runs: the owner may get a 404 or 409 too.
    ownerMayMiss: true,
  },
  // The CV is always the caller's own profile: nothing in the call names a member.
  'GET /api/career/cv_builder/preview': {},
  'GET /api/career/cv_builder/export': { path: () => '/api/career/cv_builder/export?format=pdf' },
  'GET /api/career/recently_viewed': {},
  'GET /api/career/recommendations': {},
  'GET /api/career/saved_searches': {},
  'POST /api/career/saved_searches': { body: () => ({ params: { q: 'Controlling' } }) },
  'DELETE /api/career/saved_searches/:id': {
    path: (r) => `/api/career/saved_searches/${r.savedSearchId}`,
    resource: true,
  },
  'POST /api/career/saved_searches/:id/seen': {
    path: (r) => `/api/career/saved_searches/${r.savedSearchId}/seen`,
    resource: true,
  },
};
