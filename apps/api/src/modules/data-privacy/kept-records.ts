import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Member } from './member-data-tables.ts';

/**
 * A kind of record the law makes us keep after the member is gone (an invoice: ten years under § 147 AO and
 * § 257 HGB). `keep` copies the member's records of that kind into `kept_records` — under `subjectRef`, a random
 * reference that ties them to nobody — inside the erasure's transaction, before the member's rows are deleted.
 */
export interface KeptRecordRule {
  kind: string;
  keep(tx: Db, member: Member, subjectRef: string): Promise<void>;
}

/**
 * Invoices and credit notes (docs/decisions/0033): kept ten years from the end of the year they were issued in,
 * as they were (number, date, amounts, VAT, what was bought and the buyer's address at the time), under the
 * erasure's random reference.
 */
export const KEPT_RECORD_RULES: readonly KeptRecordRule[] = [
  {
    kind: 'invoice',
    async keep(tx, member, subjectRef) {
      await tx.execute(sql`insert into kept_records (kind, subject_ref, record, keep_until)
        select 'invoice', ${subjectRef},
          jsonb_build_object('number', i.number, 'kind', i.kind, 'issuedAt', i.issued_at, 'currency', i.currency,
            'totalMinor', i.total_minor, 'vatMinor', i.vat_minor, 'vatRateBp', i.vat_rate_bp,
            'countryVersion', i.country_version, 'details', i.details),
          make_date(extract(year from i.issued_at)::int + 10, 12, 31)
        from invoices i where i.account_id = ${member.accountId}`);
    },
  },
];

export const newSubjectRef = () => randomBytes(16).toString('hex');
