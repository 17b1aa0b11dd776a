import { and, asc, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { BlockableOrganisation, EmployerBlocks } from '@laufbahn/contracts/contact-requests';
import type { Db } from '../../db/client.ts';
import { employerBlocks, recruiterOrganisations } from '../../db/schema/recruiters.ts';

/** Legal forms that say nothing about which company it is ("Muster AG" and "Muster GmbH" are both "muster"). */
const LEGAL_FORMS =
  /\b(ag|gmbh|mbh|se|kg|kgaa|ohg|ug|co|& co|ltd|limited|plc|llc|inc|corp|corporation|sa|sas|sarl|spa|srl|s\.?p\.?a\.?|s\.?r\.?l\.?|bv|b\.v\.|nv|n\.v\.|sl|s\.l\.|group|gruppe|holding)\b\.?/giu;

/** The distinctive part of a company name, lower-case; empty when nothing distinctive is left. */
export function companyCore(name: string): string {
  return name
    .toLowerCase()
    .replace(LEGAL_FORMS, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = { id: recruiterOrganisations.id, name: recruiterOrganisations.name, kind: recruiterOrganisations.kind };

/** Employers a member blocks (docs/decisions/0045-employer-blocks.md): enforced in `findable`, listed here. */
export function employerBlockRepository(db: Db) {
  const notBlockedBy = (accountId: number) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(employerBlocks)
        .where(
          and(eq(employerBlocks.accountId, accountId), eq(employerBlocks.organisationId, recruiterOrganisations.id)),
        ),
    );

  return {
    async blocked(accountId: number): Promise<EmployerBlocks['blocked']> {
      const rows = await db
        .select({ ...columns, blockedAt: employerBlocks.createdAt })
        .from(employerBlocks)
        .innerJoin(recruiterOrganisations, eq(recruiterOrganisations.id, employerBlocks.organisationId))
        .where(eq(employerBlocks.accountId, accountId))
        .orderBy(asc(recruiterOrganisations.name));
      return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
    },

    /** Verified organisations whose name holds the distinctive part of `companyName` (or the other way round). */
    async resembling(accountId: number, companyName: string): Promise<BlockableOrganisation[]> {
      const core = companyCore(companyName);
      if (core.length < 2) return [];
      const pattern = `%${escapeLike(core)}%`;
      return db
        .select(columns)
        .from(recruiterOrganisations)
        .where(
          and(
            isNotNull(recruiterOrganisations.verifiedAt),
            notBlockedBy(accountId),
            sql`(lower(${recruiterOrganisations.name}) like ${pattern} or ${core} like '%' || lower(${recruiterOrganisations.name}) || '%')`,
          ),
        )
        .orderBy(asc(recruiterOrganisations.name))
        .limit(5);
    },

    /** Verified organisations by name, for the member to block. */
    async search(q: string): Promise<BlockableOrganisation[]> {
      const pattern = `%${escapeLike(q.toLowerCase())}%`;
      return db
        .select(columns)
        .from(recruiterOrganisations)
        .where(
          and(isNotNull(recruiterOrganisations.verifiedAt), sql`lower(${recruiterOrganisations.name}) like ${pattern}`),
        )
        .orderBy(
          desc(sql`lower(${recruiterOrganisations.name}) like ${`${escapeLike(q.toLowerCase())}%`}`),
          asc(recruiterOrganisations.name),
        )
        .limit(10);
    },

    async organisationExists(organisationId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: recruiterOrganisations.id })
        .from(recruiterOrganisations)
        .where(eq(recruiterOrganisations.id, organisationId));
      return row !== undefined;
    },

    async block(accountId: number, organisationId: number) {
      await db.insert(employerBlocks).values({ accountId, organisationId }).onConflictDoNothing();
    },

    /** False when the organisation was not blocked. */
    async unblock(accountId: number, organisationId: number): Promise<boolean> {
      const removed = await db
        .delete(employerBlocks)
        .where(and(eq(employerBlocks.accountId, accountId), eq(employerBlocks.organisationId, organisationId)))
        .returning({ id: employerBlocks.organisationId });
      return removed.length === 1;
    },
  };
}
