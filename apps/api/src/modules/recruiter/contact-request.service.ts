import type {
  CandidateContact,
  ContactRequestBody,
  DeclineBody,
  ReceivedContactRequest,
  RecruiterNetwork,
  SentContactRequest,
  SentContactRequests,
} from '@laufbahn/contracts/contact-requests';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { employerBlocks } from '../../db/schema/recruiters.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { WriteMeta } from '../../lib/request-meta.ts';
import { audienceView } from '../profile/headhunter-view.ts';
import { profileService } from '../profile/profile.service.ts';
import { candidateRepository, type CandidateRow } from './candidate.repository.ts';
import { contactRequestAnsweredMail, contactRequestReceivedMail } from './contact-mail.ts';
import { contactRequestRepository, type ContactRequestRow } from './contact-request.repository.ts';
import type { SessionRecruiter } from './recruiter-session.ts';

/** Where the mails' links lead: the member's inbox on their country version, the recruiter's list on theirs. */
export interface ContactLinks {
  memberInbox(countryVersion: string): string;
  recruiterRequests(): string;
  recruiterCandidate(candidateId: number): string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Contact requests (docs/decisions/0043-contact-requests-and-credits.md). A recruiter reaches only members they
 * may find (`findable`: visible or anonymous to the audience, not blocking the organisation); Premium members
 * directly, Basic members for one of the organisation's monthly contact credits, taken in the transaction that
 * stores the request. The member accepts — the identity is then this recruiter's to see — or declines with a reason.
 */
export function contactRequestService(db: Db, limiter: RateLimiter) {
  const candidates = candidateRepository(db);
  const requests = contactRequestRepository(db);
  const profileViews = profileService(db);

  /** The member as this recruiter may see them now: name only once revealed or visible, nothing when not findable. */
  async function candidateLabel(recruiter: SessionRecruiter, row: CandidateRow | undefined, language: Language) {
    if (!row) return { candidateName: null, candidateTitle: null };
    const view = audienceView(
      await profileViews.view(row.profileId, language),
      row.revealed ? 'visible' : row.visibility,
    );
    return { candidateName: view.name, candidateTitle: view.currentPosition?.title ?? null };
  }

  async function toSent(
    recruiter: SessionRecruiter,
    request: ContactRequestRow,
    row: CandidateRow | undefined,
    language: Language,
  ): Promise<SentContactRequest> {
    return {
      id: request.id,
      candidateId: request.profileId,
      candidateFindable: row !== undefined,
      ...(await candidateLabel(recruiter, row, language)),
      subject: request.subject,
      status: request.status,
      declineReason: request.declineReason,
      creditUsed: request.creditUsed,
      createdAt: request.createdAt.toISOString(),
      answeredAt: iso(request.answeredAt),
    };
  }

  type Received = NonNullable<Awaited<ReturnType<typeof requests.receivedOne>>>;
  const toReceived = (row: Received): ReceivedContactRequest => ({
    id: row.request.id,
    recruiterName: row.recruiterName,
    organisationId: row.request.organisationId,
    organisationName: row.organisationName,
    organisationKind: row.organisationKind,
    subject: row.request.subject,
    message: row.request.message,
    status: row.request.status,
    declineReason: row.request.declineReason,
    createdAt: row.request.createdAt.toISOString(),
    answeredAt: iso(row.request.answeredAt),
    organisationBlocked: row.organisationBlocked,
  });

  async function memberOf(profileId: number) {
    const [member] = await db
      .select({ email: accounts.email, language: accounts.language, countryVersion: accounts.countryVersion })
      .from(accounts)
      .innerJoin(profiles, eq(profiles.accountId, accounts.id))
      .where(eq(profiles.id, profileId));
    return member;
  }

  return {
    /** The recruiter's side of one member: latest request, contact details once accepted, and the cost. */
    async contact(recruiter: SessionRecruiter, profileId: number, language: Language): Promise<CandidateContact> {
      const row = await candidates.byId(recruiter, profileId);
      if (!row) throw notFound('Candidate');
      const [latest, credits] = await Promise.all([
        requests.latest(recruiter.recruiterId, profileId),
        requests.credits(recruiter.organisationId),
      ]);
      let contactDetails: CandidateContact['contactDetails'] = null;
      if (row.revealed) {
        const profile = await profileViews.view(profileId, language);
        contactDetails = {
          email: profile.contactDetails.email ?? null,
          phoneNumber: profile.contactDetails.phoneNumber ?? null,
        };
      }
      return {
        latestRequest: latest ? await toSent(recruiter, latest, row, language) : null,
        contactDetails,
        costsCredit: !row.premium,
        credits,
      };
    },

    async send(
      recruiter: SessionRecruiter,
      profileId: number,
      body: ContactRequestBody,
      language: Language,
      links: ContactLinks,
      ip: string,
    ): Promise<SentContactRequest> {
      await limiter.hit('contactRequestsPerRecruiter', String(recruiter.recruiterId));
      const row = await candidates.byId(recruiter, profileId);
      // Invisible to this audience, blocking this organisation, or unknown: all alike.
      if (!row) throw notFound('Candidate');
      const member = await memberOf(profileId);
      if (!member) throw notFound('Candidate');
      const created = await db
        .transaction(async (tx) => {
          const repository = contactRequestRepository(tx);
          const creditUsed = !row.premium;
          if (creditUsed && !(await repository.takeCredit(recruiter.organisationId))) {
            throw new AppError('contact_credits_exhausted', 'No contact credits left this month');
          }
          const request = await repository.insert({
            profileId,
            recruiterId: recruiter.recruiterId,
            organisationId: recruiter.organisationId,
            subject: body.subject,
            message: body.message,
            creditUsed,
          });
          const memberLanguage = parseLanguage(member.language) ?? 'DE';
          await outboxRepository(tx).enqueue(
            member.email,
            contactRequestReceivedMail(
              memberLanguage,
              {
                organisationName: recruiter.organisationName,
                organisationKind: recruiter.organisationKind,
                subject: body.subject,
              },
              links.memberInbox(member.countryVersion),
            ),
          );
          await recordAudit(tx, {
            accountId: null,
            actor: 'recruiter',
            action: 'contact_request.sent',
            ip,
            details: { contactRequestId: request.id, recruiterId: recruiter.recruiterId, creditUsed },
          });
          return request;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'contact_requests_one_pending_key')) {
            throw new AppError('contact_request_pending', 'A request to this member is still open');
          }
          throw error;
        });
      return toSent(recruiter, created, row, language);
    },

    /** The recruiter's sent requests, newest first, with this month's credits. */
    async sent(recruiter: SessionRecruiter, language: Language): Promise<SentContactRequests> {
      const [rows, credits] = await Promise.all([
        requests.sentBy(recruiter.recruiterId, 100),
        requests.credits(recruiter.organisationId),
      ]);
      const seen = new Map<number, Promise<CandidateRow | undefined>>();
      const candidateOf = (profileId: number) => {
        if (!seen.has(profileId)) seen.set(profileId, candidates.byId(recruiter, profileId));
        return seen.get(profileId)!;
      };
      const list: SentContactRequest[] = [];
      for (const request of rows)
        list.push(await toSent(recruiter, request, await candidateOf(request.profileId), language));
      return { requests: list, credits };
    },

    async received(profileId: number, accountId: number): Promise<ReceivedContactRequest[]> {
      return (await requests.receivedBy(profileId, accountId)).map(toReceived);
    },

    async accept(
      profileId: number,
      accountId: number,
      id: number,
      links: ContactLinks,
      meta: WriteMeta,
      language: Language,
    ): Promise<ReceivedContactRequest> {
      const found = await requests.receivedOne(profileId, accountId, id);
      if (!found) throw notFound('Contact request');
      // A blocked organisation's recruiter is not let in through an old request: unblock first.
      if (found.organisationBlocked) throw new AppError('conflict', 'The organisation is blocked');
      // Read before the transaction: on the embedded database a read outside it would wait for it.
      const profile = await profileViews.view(profileId, language);
      const memberName =
        [profile.personalInformation.name, profile.personalInformation.lastName].filter(Boolean).join(' ') ||
        profile.contactDetails.email ||
        '';
      await db.transaction(async (tx) => {
        if (!(await contactRequestRepository(tx).answer(id, profileId, { status: 'accepted' }))) {
          throw new AppError('conflict', 'The request has been answered already');
        }
        await outboxRepository(tx).enqueue(
          found.recruiterEmail,
          contactRequestAnsweredMail(
            parseLanguage(found.recruiterLanguage) ?? 'DE',
            { recruiterName: found.recruiterName, subject: found.request.subject, accepted: true, memberName },
            links.recruiterCandidate(profileId),
          ),
        );
        await recordAudit(tx, {
          accountId: meta.accountId,
          actor: meta.actor,
          action: 'contact_request.accepted',
          ip: meta.ip,
          details: { contactRequestId: id },
        });
      });
      return toReceived((await requests.receivedOne(profileId, accountId, id))!);
    },

    async decline(
      profileId: number,
      accountId: number,
      id: number,
      body: DeclineBody,
      links: ContactLinks,
      meta: WriteMeta,
    ): Promise<ReceivedContactRequest> {
      const found = await requests.receivedOne(profileId, accountId, id);
      if (!found) throw notFound('Contact request');
      await db.transaction(async (tx) => {
        const answered = await contactRequestRepository(tx).answer(id, profileId, {
          status: 'declined',
          declineReason: body.reason,
        });
        if (!answered) throw new AppError('conflict', 'The request has been answered already');
        if (body.blockOrganisation) {
          await tx
            .insert(employerBlocks)
            .values({ accountId, organisationId: found.request.organisationId })
            .onConflictDoNothing();
        }
        await outboxRepository(tx).enqueue(
          found.recruiterEmail,
          contactRequestAnsweredMail(
            parseLanguage(found.recruiterLanguage) ?? 'DE',
            {
              recruiterName: found.recruiterName,
              subject: found.request.subject,
              accepted: false,
              reason: body.reason,
            },
            links.recruiterRequests(),
          ),
        );
        await recordAudit(tx, {
          accountId: meta.accountId,
          actor: meta.actor,
          action: 'contact_request.declined',
          ip: meta.ip,
          details: { contactRequestId: id, blockedOrganisation: body.blockOrganisation === true },
        });
      });
      return toReceived((await requests.receivedOne(profileId, accountId, id))!);
    },

    async network(profileId: number): Promise<RecruiterNetwork> {
      const rows = await requests.network(profileId);
      return { contacts: rows.map((row) => ({ ...row, since: row.since.toISOString() })) };
    },
  };
}
