import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId, letterText, singleLineText } from './fields.ts';
import { ORGANISATION_KINDS } from './recruiter-site.ts';

/**
 * Contact requests between the recruiter site and members, "my recruiter network" and employer blocks
 * (docs/decisions/0043-contact-requests-and-credits.md, 0045-employer-blocks.md).
 */
export const CONTACT_REQUEST_LIMITS = {
  subjectMaxLength: 150,
  messageMinLength: 20,
  messageMaxLength: 3000,
} as const;

export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

/** Why a member declines; the recruiter reads the reason in their own language. */
export const DECLINE_REASONS = ['not_looking', 'not_a_fit', 'timing', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** `POST /api/recruiter/candidates/{id}/contact_requests`. */
export const contactRequestBody = z.strictObject({
  subject: singleLineText(CONTACT_REQUEST_LIMITS.subjectMaxLength).trim().min(1, VALIDATION.required),
  message: letterText(CONTACT_REQUEST_LIMITS.messageMaxLength).pipe(
    z.string().min(1, VALIDATION.required).min(CONTACT_REQUEST_LIMITS.messageMinLength, VALIDATION.tooShort),
  ),
});
export type ContactRequestBody = z.infer<typeof contactRequestBody>;

export const contactRequestParams = z.strictObject({ id: databaseId });

/** `POST /api/career/contact_requests/{id}/decline`: a reason, and whether to block the whole organisation too. */
export const declineBody = z.strictObject({
  reason: z.enum(DECLINE_REASONS, {
    error: (issue) => (issue.input === undefined ? VALIDATION.questionRequired : VALIDATION.invalidOption),
  }),
  blockOrganisation: z.boolean({ error: VALIDATION.invalidType }).optional(),
});
export type DeclineBody = z.infer<typeof declineBody>;

const organisationKind = z.enum(ORGANISATION_KINDS);

/** A request as the recruiter who sent it sees it: the member without identity until they accept. */
export const sentContactRequest = z.object({
  id: z.number().int(),
  candidateId: z.number().int(),
  /** Whether this recruiter may still find the member (not invisible to the audience, not blocking). */
  candidateFindable: z.boolean(),
  /** The member's name once they accepted (and if the recruiter still may see them); null before. */
  candidateName: z.string().nullable(),
  /** The member's current title, as the recruiter's audience may see it; null when no longer findable. */
  candidateTitle: z.string().nullable(),
  subject: z.string(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  creditUsed: z.boolean(),
  createdAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
});
export type SentContactRequest = z.infer<typeof sentContactRequest>;

/** What the organisation has left this month, shown beside the form. */
export const contactCredits = z.object({
  monthlyAllowance: z.number().int(),
  remaining: z.number().int(),
});
export type ContactCredits = z.infer<typeof contactCredits>;

/** `GET /api/recruiter/contact_requests`. */
export const sentContactRequests = z.object({
  requests: z.array(sentContactRequest),
  credits: contactCredits,
});
export type SentContactRequests = z.infer<typeof sentContactRequests>;

/** The recruiter's side of one member: the latest request and, after acceptance, the member's contact details. */
export const candidateContact = z.object({
  latestRequest: sentContactRequest.nullable(),
  /** Only once the member accepted a request of this recruiter. */
  contactDetails: z.object({ email: z.string().nullable(), phoneNumber: z.string().nullable() }).nullable(),
  /** Whether a request to this member costs a contact credit (Basic member) — none for Premium members. */
  costsCredit: z.boolean(),
  credits: contactCredits,
});
export type CandidateContact = z.infer<typeof candidateContact>;

const sender = z.object({
  recruiterName: z.string(),
  organisationId: z.number().int(),
  organisationName: z.string(),
  organisationKind: organisationKind,
});

/** A request in the member's inbox. */
export const receivedContactRequest = sender.extend({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  createdAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  /** Whether the member blocks the sender's organisation. */
  organisationBlocked: z.boolean(),
});
export type ReceivedContactRequest = z.infer<typeof receivedContactRequest>;

/** `GET /api/career/contact_requests`: newest first. */
export const receivedContactRequests = z.object({ requests: z.array(receivedContactRequest) });
export type ReceivedContactRequests = z.infer<typeof receivedContactRequests>;

/** `GET /api/career/recruiter_network`: recruiters whose request the member accepted, with how to reach them. */
export const recruiterNetwork = z.object({
  contacts: z.array(
    sender.extend({
      recruiterEmail: z.string(),
      /** When the member accepted the first request of this recruiter. */
      since: z.iso.datetime(),
    }),
  ),
});
export type RecruiterNetwork = z.infer<typeof recruiterNetwork>;

/** An organisation a member may block. */
export const blockableOrganisation = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: organisationKind,
});
export type BlockableOrganisation = z.infer<typeof blockableOrganisation>;

/** `GET /api/career/employer_blocks`: the member's blocks and, to start with, organisations like the current employer. */
export const employerBlocks = z.object({
  blocked: z.array(blockableOrganisation.extend({ blockedAt: z.iso.datetime() })),
  /** Organisations whose name resembles the member's current employer, not yet blocked. */
  suggested: z.array(blockableOrganisation),
});
export type EmployerBlocks = z.infer<typeof employerBlocks>;

export const EMPLOYER_SEARCH_MIN_LENGTH = 2;

/** `GET /api/career/employer_blocks/organisations?q=`: organisations by name. */
export const organisationSearchQuery = z.strictObject({
  q: singleLineText(100).trim().min(EMPLOYER_SEARCH_MIN_LENGTH, VALIDATION.tooShort),
});
export const organisationSearchResult = z.object({ organisations: z.array(blockableOrganisation) });
export type OrganisationSearchResult = z.infer<typeof organisationSearchResult>;

export const employerBlockParams = z.strictObject({ organisationId: databaseId });
