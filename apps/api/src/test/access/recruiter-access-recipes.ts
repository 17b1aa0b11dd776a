/** The recruiter site's API: every route under this prefix is in the recruiter matrix, none in the members'. */
export const RECRUITER_API_PREFIX = '/api/recruiter/';

export const isRecruiterRoute = (url: string) => url.startsWith(RECRUITER_API_PREFIX);

/** What the owning organisation holds, created through the API before the recruiter matrix runs. */
export interface OrganisationResources {
  organisationId: number;
  recruiterId: number;
  /** A member's profile that recruiters may find (anonymous, as every new member). */
  candidateProfileId: number;
  /** A position the organisation published, and a member's application to it with a CV. */
  positionId: number;
  applicationId: number;
  /** A Premium member's message to the organisation from the headhunter directory. */
  messageId: number;
}

export interface RecruiterRecipe {
  /** The path with the owner's ids filled in; the route's own path when it has no parameters. */
  path?: (r: OrganisationResources) => string;
  /** A body the owner's call would pass validation with, so a refusal is about access, not input. */
  body?: (r: OrganisationResources) => unknown;
  /** The route names one of the organisation's resources by id: anyone else gets a 404. */
  resource?: boolean;
  /** Only a verified organisation may call it: an unverified recruiter gets 403 `organisation_unverified`. */
  verifiedOnly?: boolean;
  /** Even the owner may get 409 here (asking for a verification mail when verified). */
  ownerConflict?: boolean;
}

/** A headhunter's position that passes validation (the owner of the matrix is a headhunting firm). */
export const positionBody = {
  title: 'Kaufmännischer Geschäftsführer',
  companyName: 'Mandantin Holding AG',
  description: 'Sie führen Finanzen, Personal und IT einer mittelständischen Unternehmensgruppe mit 900 Beschäftigten.',
  language: 'DE',
  careerLevelId: 6,
  functionId: 3,
  industryId: 6,
  geoCodeId: 2867714,
  workplaceType: 'onsite',
  salaryMin: 180_000,
  salaryMax: 240_000,
  currency: 'EUR',
  mandate: true,
};

/** Routes that name nobody's data: a visitor may call them, and what they do depends only on the body. */
export const PUBLIC_RECRUITER_ROUTES = new Set([
  'POST /api/recruiter/account',
  'POST /api/recruiter/sign_in',
  // The mailed link: the token, not the caller, decides which organisation it verifies.
  'POST /api/recruiter/verification',
  // Ends the caller's own recruiter session, whoever that is.
  'DELETE /api/recruiter/sign_out',
]);

/** Every other recruiter route, with who may call it; a new route fails the matrix until it is listed here. */
export const RECRUITER_RECIPES: Record<string, RecruiterRecipe> = {
  'GET /api/recruiter/me': {},
  'POST /api/recruiter/verification/mail': { ownerConflict: true },
  'GET /api/recruiter/candidates': { verifiedOnly: true },
  'GET /api/recruiter/candidates/:id': {
    path: (r) => `/api/recruiter/candidates/${r.candidateProfileId}`,
    verifiedOnly: true,
  },
  // The recruiter's own contact with the member: another organisation sees its own (none), never this one's.
  'GET /api/recruiter/candidates/:id/contact': {
    path: (r) => `/api/recruiter/candidates/${r.candidateProfileId}/contact`,
    verifiedOnly: true,
  },
  'POST /api/recruiter/candidates/:id/contact_requests': {
    path: (r) => `/api/recruiter/candidates/${r.candidateProfileId}/contact_requests`,
    body: () => ({ subject: 'Ein vertrauliches Mandat', message: 'Guten Tag, ich betreue ein vertrauliches Mandat.' }),
    verifiedOnly: true,
  },
  'GET /api/recruiter/contact_requests': { verifiedOnly: true },
  // The firm's own directory entry and members' messages to it: each organisation reads and writes only its own.
  'GET /api/recruiter/organisation/directory_profile': { verifiedOnly: true },
  'PUT /api/recruiter/organisation/directory_profile': {
    body: () => ({
      description: 'Wir besetzen Geschäftsführungs- und Finanzpositionen im industriellen Mittelstand.',
      functionIds: [1, 3],
      industryIds: [6],
      locationIds: [2867714],
    }),
    verifiedOnly: true,
  },
  'GET /api/recruiter/messages': { verifiedOnly: true },
  'PUT /api/recruiter/messages/:id/read': {
    path: (r) => `/api/recruiter/messages/${r.messageId}/read`,
    body: () => ({ read: true }),
    resource: true,
    verifiedOnly: true,
  },
  'GET /api/recruiter/positions': { verifiedOnly: true },
  'POST /api/recruiter/positions': { body: () => positionBody, verifiedOnly: true },
  'GET /api/recruiter/positions/:id': {
    path: (r) => `/api/recruiter/positions/${r.positionId}`,
    resource: true,
    verifiedOnly: true,
  },
  // Runs after the close below may have closed it: 409 `position_closed` is the owner's answer then.
  'PUT /api/recruiter/positions/:id': {
    path: (r) => `/api/recruiter/positions/${r.positionId}`,
    body: () => positionBody,
    resource: true,
    verifiedOnly: true,
    ownerConflict: true,
  },
  'POST /api/recruiter/positions/:id/close': {
    path: (r) => `/api/recruiter/positions/${r.positionId}/close`,
    resource: true,
    verifiedOnly: true,
  },
  // After the close, 409 `position_closed` is the owner's answer.
  'POST /api/recruiter/positions/:id/confirm_open': {
    path: (r) => `/api/recruiter/positions/${r.positionId}/confirm_open`,
    resource: true,
    verifiedOnly: true,
    ownerConflict: true,
  },
  'GET /api/recruiter/positions/:id/applications': {
    path: (r) => `/api/recruiter/positions/${r.positionId}/applications`,
    resource: true,
    verifiedOnly: true,
  },
  'PUT /api/recruiter/applications/:id/status': {
    path: (r) => `/api/recruiter/applications/${r.applicationId}/status`,
    body: () => ({ status: 'in_review' }),
    resource: true,
    verifiedOnly: true,
  },
  'GET /api/recruiter/applications/:id/cv': {
    path: (r) => `/api/recruiter/applications/${r.applicationId}/cv`,
    resource: true,
    verifiedOnly: true,
  },
};
