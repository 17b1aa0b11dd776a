import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContactCredits, DeclineReason } from '@laufbahn/contracts/contact-requests';
import type { Db } from '../../db/client.ts';
import {
  contactRequests,
  employerBlocks,
  organisationContactCredits,
  recruiterOrganisations,
  recruiters,
} from '../../db/schema/recruiters.ts';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

/** The first day of the current month in the database's clock: the period of a contact-credit balance. */
const thisMonth = sql`date_trunc('month', now())::date`;

const SHOWN = 200;

export function contactRequestRepository(db: Db) {
  /** A member's received requests with their senders, and whether the member blocked the sending organisation. */
  const receivedWithSender = (accountId: number) =>
    db
      .select({
        request: contactRequests,
        recruiterName: recruiters.name,
        recruiterEmail: recruiters.email,
        recruiterLanguage: recruiters.language,
        organisationName: recruiterOrganisations.name,
        organisationKind: recruiterOrganisations.kind,
        organisationBlocked: sql<boolean>`exists (select 1 from ${employerBlocks} where ${employerBlocks.accountId} = ${accountId} and ${employerBlocks.organisationId} = ${contactRequests.organisationId})`,
      })
      .from(contactRequests)
      .innerJoin(recruiters, eq(recruiters.id, contactRequests.recruiterId))
      .innerJoin(recruiterOrganisations, eq(recruiterOrganisations.id, contactRequests.organisationId))
      .$dynamic();

  return {
    /** What the organisation has left this month (its whole allowance until the month's first use). */
    async credits(organisationId: number): Promise<ContactCredits> {
      const [row] = await db
        .select({
          monthlyAllowance: recruiterOrganisations.monthlyContactCredits,
          remaining: sql<number>`coalesce(${organisationContactCredits.remaining}, ${recruiterOrganisations.monthlyContactCredits})::int`,
        })
        .from(recruiterOrganisations)
        .leftJoin(
          organisationContactCredits,
          and(
            eq(organisationContactCredits.organisationId, recruiterOrganisations.id),
            sql`${organisationContactCredits.month} = ${thisMonth}`,
          ),
        )
        .where(eq(recruiterOrganisations.id, organisationId));
      return row ?? { monthlyAllowance: 0, remaining: 0 };
    },

    /**
     * Takes one of this month's credits; false when none is left. One conditional update: two requests racing
     * for the last credit cannot both have it, and the balance never drops below zero (a check constraint too).
     * Run it in the transaction that stores the request, so that a refused request gives its credit back.
     */
    async takeCredit(organisationId: number): Promise<boolean> {
      await db.execute(sql`
        insert into organisation_contact_credits (organisation_id, month, remaining)
        select id, ${thisMonth}, monthly_contact_credits from recruiter_organisations where id = ${organisationId}
        on conflict (organisation_id, month) do nothing`);
      const taken = await db
        .update(organisationContactCredits)
        .set({ remaining: sql`${organisationContactCredits.remaining} - 1` })
        .where(
          and(
            eq(organisationContactCredits.organisationId, organisationId),
            sql`${organisationContactCredits.month} = ${thisMonth}`,
            sql`${organisationContactCredits.remaining} > 0`,
          ),
        )
        .returning({ remaining: organisationContactCredits.remaining });
      return taken.length === 1;
    },

    async insert(values: {
      profileId: number;
      recruiterId: number;
      organisationId: number;
      subject: string;
      message: string;
      creditUsed: boolean;
    }): Promise<ContactRequestRow> {
      const [row] = await db.insert(contactRequests).values(values).returning();
      return row!;
    },

    /** The requests a recruiter sent, newest first. */
    async sentBy(recruiterId: number, limit = SHOWN): Promise<ContactRequestRow[]> {
      return db
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.recruiterId, recruiterId))
        .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
        .limit(limit);
    },

    /** The newest request of a recruiter to one member. */
    async latest(recruiterId: number, profileId: number): Promise<ContactRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(contactRequests)
        .where(and(eq(contactRequests.recruiterId, recruiterId), eq(contactRequests.profileId, profileId)))
        .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
        .limit(1);
      return row;
    },

    /** The requests a member received, with their senders, newest first. */
    async receivedBy(profileId: number, accountId: number) {
      return receivedWithSender(accountId)
        .where(eq(contactRequests.profileId, profileId))
        .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
        .limit(SHOWN);
    },

    /** One of the member's requests with its sender; undefined for another member's or an unknown id. */
    async receivedOne(profileId: number, accountId: number, id: number) {
      const rows = await receivedWithSender(accountId).where(
        and(eq(contactRequests.profileId, profileId), eq(contactRequests.id, id)),
      );
      return rows[0];
    },

    /** Answers a pending request; false when it was answered already (the update found nothing pending). */
    async answer(
      id: number,
      profileId: number,
      answer: { status: 'accepted' } | { status: 'declined'; declineReason: DeclineReason },
    ): Promise<boolean> {
      const updated = await db
        .update(contactRequests)
        .set({
          status: answer.status,
          declineReason: answer.status === 'declined' ? answer.declineReason : null,
          answeredAt: sql`now()`,
        })
        .where(
          and(
            eq(contactRequests.id, id),
            eq(contactRequests.profileId, profileId),
            eq(contactRequests.status, 'pending'),
          ),
        )
        .returning({ id: contactRequests.id });
      return updated.length === 1;
    },

    /** "My recruiter network": every recruiter with an accepted request, since the first acceptance. */
    async network(profileId: number) {
      return db
        .select({
          recruiterName: recruiters.name,
          recruiterEmail: recruiters.email,
          organisationId: recruiterOrganisations.id,
          organisationName: recruiterOrganisations.name,
          organisationKind: recruiterOrganisations.kind,
          since: sql<Date>`min(${contactRequests.answeredAt})`.mapWith(contactRequests.answeredAt),
        })
        .from(contactRequests)
        .innerJoin(recruiters, eq(recruiters.id, contactRequests.recruiterId))
        .innerJoin(recruiterOrganisations, eq(recruiterOrganisations.id, recruiters.organisationId))
        .where(and(eq(contactRequests.profileId, profileId), eq(contactRequests.status, 'accepted')))
        .groupBy(recruiters.id, recruiterOrganisations.id)
        .orderBy(sql`min(${contactRequests.answeredAt}) desc`)
        .limit(SHOWN);
    },
  };
}
