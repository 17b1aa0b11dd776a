import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId, letterText, referenceId, singleLineText } from './fields.ts';
import { MAX_DATABASE_ID, MAX_REFERENCE_ID } from './id-ranges.ts';
import { jobListing } from './jobs.ts';

/**
 * The headhunter directory: verified search firms' profiles, their open mandates, and Premium members' messages to
 * them (docs/decisions/0065-headhunter-directory.md).
 */
export const HEADHUNTER_LIMITS = {
  descriptionMinLength: 40,
  descriptionMaxLength: 1500,
  maxFunctions: 8,
  maxIndustries: 8,
  maxLocations: 12,
  pageSize: 12,
  maxPage: 200,
  mandates: 20,
  subjectMaxLength: 150,
  messageMinLength: 20,
  messageMaxLength: 3000,
} as const;

const idList = (max: number, item: z.ZodType<number>) =>
  z
    .array(item, { error: VALIDATION.invalidType })
    .min(1, VALIDATION.required)
    .max(max, VALIDATION.invalid)
    .transform((ids) => [...new Set(ids)]);

const strictReferenceId = z
  .number({ error: VALIDATION.invalidType })
  .int(VALIDATION.invalidType)
  .positive(VALIDATION.invalidOption)
  .max(MAX_REFERENCE_ID, VALIDATION.invalidOption);
const strictCityId = z
  .number({ error: VALIDATION.invalidType })
  .int(VALIDATION.invalidType)
  .positive(VALIDATION.invalidOption)
  .max(MAX_DATABASE_ID, VALIDATION.invalidOption);

/** `PUT /api/recruiter/organisation/directory_profile`: what the firm's entry in the directory says. */
export const headhunterProfileBody = z.strictObject({
  description: letterText(HEADHUNTER_LIMITS.descriptionMaxLength).pipe(
    z.string().min(1, VALIDATION.required).min(HEADHUNTER_LIMITS.descriptionMinLength, VALIDATION.tooShort),
  ),
  functionIds: idList(HEADHUNTER_LIMITS.maxFunctions, strictReferenceId),
  industryIds: idList(HEADHUNTER_LIMITS.maxIndustries, strictReferenceId),
  /** Cities served (geo code ids of the city list). */
  locationIds: idList(HEADHUNTER_LIMITS.maxLocations, strictCityId),
});
export type HeadhunterProfileBody = z.infer<typeof headhunterProfileBody>;

export const headhunterLocation = z.object({
  geoCodeId: z.number().int(),
  name: z.string(),
  countryId: z.number().int(),
});
export type HeadhunterLocation = z.infer<typeof headhunterLocation>;

/** The firm's own entry as its recruiters edit it; `published` is false until it was first saved. */
export const headhunterProfile = z.object({
  published: z.boolean(),
  description: z.string(),
  functionIds: z.array(z.number().int()),
  industryIds: z.array(z.number().int()),
  locations: z.array(headhunterLocation),
  updatedAt: z.string().nullable(),
});
export type HeadhunterProfile = z.infer<typeof headhunterProfile>;

/** `GET /api/career/headhunters`: filters of the directory; numbers arrive as text. */
export const headhunterSearchQuery = z.strictObject({
  function: referenceId.optional(),
  industry: referenceId.optional(),
  /** A city's geo code id, among the locations the directory offers. */
  location: databaseId.optional(),
  page: z.coerce
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .min(1, VALIDATION.invalid)
    .max(HEADHUNTER_LIMITS.maxPage, VALIDATION.invalid)
    .default(1),
});
export type HeadhunterSearchQuery = z.infer<typeof headhunterSearchQuery>;

export const headhunterSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  functionIds: z.array(z.number().int()),
  industryIds: z.array(z.number().int()),
  locations: z.array(headhunterLocation),
  openMandates: z.number().int(),
});
export type HeadhunterSummary = z.infer<typeof headhunterSummary>;

/** The options each filter offers: what the firms of this country version cover. */
export const headhunterFacets = z.object({
  functionIds: z.array(z.number().int()),
  industryIds: z.array(z.number().int()),
  locations: z.array(headhunterLocation),
});

export const headhunterSearchResult = z.object({
  items: z.array(headhunterSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: headhunterFacets,
});
export type HeadhunterSearchResult = z.infer<typeof headhunterSearchResult>;

export const headhunterParams = z.strictObject({ id: databaseId });

/** What the reader may do on the firm's page: write (Premium), learn what Premium adds (Basic), or sign in. */
export const HEADHUNTER_CONTACT_STATES = ['premium', 'basic', 'visitor'] as const;

/** A member's own message to a firm, as the firm's page shows it to the member: sent when, read by the firm when. */
export const ownHeadhunterMessage = z.object({
  id: z.number().int(),
  subject: z.string(),
  createdAt: z.string(),
  /** When one of the firm's recruiters marked it read; null while unread. */
  readAt: z.string().nullable(),
});
export type OwnHeadhunterMessage = z.infer<typeof ownHeadhunterMessage>;

export const headhunterPage = headhunterSummary.extend({
  mandates: z.object({ items: z.array(jobListing), total: z.number().int() }),
  contact: z.enum(HEADHUNTER_CONTACT_STATES),
  /** The signed-in member's messages to this firm, newest first (the last 20); empty for visitors. */
  sentMessages: z.array(ownHeadhunterMessage),
});
export type HeadhunterPage = z.infer<typeof headhunterPage>;

/** `POST /api/career/headhunters/{id}/messages`: a Premium member writes to the firm. */
export const headhunterMessageBody = z.strictObject({
  subject: singleLineText(HEADHUNTER_LIMITS.subjectMaxLength).trim().min(1, VALIDATION.required),
  message: letterText(HEADHUNTER_LIMITS.messageMaxLength).pipe(
    z.string().min(1, VALIDATION.required).min(HEADHUNTER_LIMITS.messageMinLength, VALIDATION.tooShort),
  ),
});
export type HeadhunterMessageBody = z.infer<typeof headhunterMessageBody>;

export const sentHeadhunterMessage = z.object({
  id: z.number().int(),
  organisationName: z.string(),
  /** How many of the firm's recruiters were mailed. */
  recipients: z.number().int(),
  createdAt: z.string(),
});
export type SentHeadhunterMessage = z.infer<typeof sentHeadhunterMessage>;

/** A member's message as the firm's recruiters read it: the member chose to write, so name and address show. */
export const receivedHeadhunterMessage = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  createdAt: z.string(),
  /** When a recruiter of the organisation marked it read; null while unread (the member sees which). */
  readAt: z.string().nullable(),
});
export type ReceivedHeadhunterMessage = z.infer<typeof receivedHeadhunterMessage>;
export const receivedHeadhunterMessages = z.object({
  messages: z.array(receivedHeadhunterMessage),
  /** Unread messages of all the organisation has (not only of the 200 listed). */
  unread: z.number().int(),
});
export type ReceivedHeadhunterMessages = z.infer<typeof receivedHeadhunterMessages>;

/** `PUT /api/recruiter/messages/{id}/read`: a recruiter marks a member's message read or unread again. */
export const receivedMessageParams = z.strictObject({ id: databaseId });
export const messageReadBody = z.strictObject({ read: z.boolean() });
export type MessageReadBody = z.infer<typeof messageReadBody>;
