import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import {
  onboardingAccountBody,
  onboardingApplyBody,
  onboardingDraft,
  onboardingDraftAnswer,
  onboardingResult,
} from '@laufbahn/contracts/onboarding';
import { parseLanguage } from '@laufbahn/i18n/languages';
import { unauthenticated } from '../../lib/app-error.ts';
import { rememberLanguage } from '../../lib/language.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { attributionFromCookies, parseGuestId } from '../../platform/attribution/first-touch.ts';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limiter.ts';
import { alreadySignedIn, onboardingService } from './onboarding.service.ts';

const tags = ['onboarding'];
const DRAFT_PATH = '/api/onboarding/draft';
/** A full draft is a few kilobytes; anything far beyond is not one. */
const BODY_LIMIT = 32 * 1024;

/** The visitor's guest id from the `lb_guest` cookie, or 401 (the web sets the cookie on the first page load). */
function requireGuestId(request: FastifyRequest): string {
  const guestId = parseGuestId(request.cookies[GUEST_COOKIE]);
  if (!guestId) throw unauthenticated();
  return guestId;
}

const DRAFT_RULES =
  'Keyed by the `lb_guest` cookie (a signed-in member too); without it 401. Another visitor’s draft is never ' +
  'reachable: each cookie has its own. Drafts untouched for 30 days are removed.';

const CHECKS =
  'Besides the schema: the phone number must be valid for the country version’s country (international numbers ' +
  'always), and every id must exist — 422 with `validation.phoneInvalid` or `validation.invalidOption` on the ' +
  'field (`careerLevelIds`, `functionIds`, `industryIds`, `currentSalaryRangeId`, `locations.<i>.geoCodeId`)';

export async function onboardingRoutes(app: FastifyInstance) {
  const service = onboardingService(app.db, app.rateLimiter);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    DRAFT_PATH,
    {
      schema: {
        tags,
        summary: 'The visitor’s onboarding draft',
        description: `An empty draft and \`updatedAt: null\` when none is stored. ${DRAFT_RULES}`,
        response: { 200: onboardingDraftAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.getDraft(requireGuestId(request));
    },
  );

  api.put(
    DRAFT_PATH,
    {
      schema: {
        tags,
        summary: 'Replace the visitor’s onboarding draft',
        description:
          `The body replaces the stored draft as a whole. ${CHECKS}. ${DRAFT_RULES} 413 beyond 32 KiB; 429 past ` +
          `${RATE_LIMITS.onboardingDraftPerGuest.limit} saves an hour per visitor or ` +
          `${RATE_LIMITS.onboardingDraftPerIp.limit} per address.`,
        body: onboardingDraft,
        response: { 200: onboardingDraftAnswer },
      },
      bodyLimit: BODY_LIMIT,
      // Who the visitor is and whether they may save again is settled before the body is read.
      onRequest: async (request) => {
        await service.limitDraftSaves(requireGuestId(request), request.ip);
      },
    },
    async (request) => service.saveDraft(requireGuestId(request), request.body, requestMeta(request)),
  );

  api.post(
    '/api/onboarding/account',
    {
      schema: {
        tags,
        summary: 'Create the account from the onboarding draft',
        description:
          'The password step. In one transaction: the account exactly as `POST /api/account` makes it (terms and ' +
          'contact consent with their time, language, country version, first-touch attribution, the visitor’s ' +
          'CV uploads claimed); on the profile the name, last name and salutation (with the country version’s ' +
          'country when all three are given), the phone (E.164) and the current salary band; a career goal when ' +
          'career levels, functions and industries are all chosen; the support goal on the account; the stored ' +
          `draft deleted; a session cookie. ${CHECKS}, on \`draft.<field>\`. A taken email: 409 \`email_taken\` ` +
          'with `validation.emailTaken` on `draft.email`. A signed-in caller: 403 (use `/api/onboarding/apply`). ' +
          'Same rate limit as sign-up (429). Nothing is stored when anything fails.',
        body: onboardingAccountBody,
        response: { 201: onboardingResult },
      },
      bodyLimit: BODY_LIMIT,
      onRequest: async (request) => {
        if (await request.currentAccount()) throw alreadySignedIn();
      },
    },
    async (request, reply) => {
      const { result, token, deviceToken, language } = await service.createAccount(
        request.body,
        requestMeta(request),
        attributionFromCookies(request.cookies),
      );
      return rememberLanguage(reply.startSession(token, deviceToken), language).status(201).send(result);
    },
  );

  api.post(
    '/api/onboarding/apply',
    {
      schema: {
        tags,
        summary: 'Hand the onboarding draft over to the signed-in member',
        description:
          'The login alternative, after `POST /api/account/sign_in`. Fills only empty fields: name, last name and ' +
          'salutation when none of them is set, the phone when there is none, the current salary band when it is ' +
          `empty; adds the draft’s career goal when it is complete and the member has fewer than ` +
          `${CAREER_GOAL_LIMITS.maxGoals} (never a second identical one: \`careerGoalId\` is then the existing ` +
          'goal’s; null when none was added); sets the support goal when the account has none; deletes the ' +
          `visitor’s stored draft (\`lb_guest\`). Nothing the member has is overwritten. ${CHECKS}, on ` +
          '`draft.<field>`; phone numbers in the profile’s country, else the country version’s. 401 without a session.',
        body: onboardingApplyBody,
        response: { 200: onboardingResult },
      },
      bodyLimit: BODY_LIMIT,
      onRequest: async (request) => {
        await request.requireAccount();
      },
    },
    async (request) => {
      const session = await request.requireAccount();
      return service.apply(
        session.accountId,
        parseGuestId(request.cookies[GUEST_COOKIE]) ?? null,
        request.body.draft,
        parseLanguage(session.language) ?? request.countryVersion.language,
        requestMeta(request),
      );
    },
  );
}
