import { randomBytes } from 'node:crypto';
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
 * Empty while Laufbahn issues no invoices. The invoice module adds its rule here, and its table then belongs in
 * `MEMBER_TABLES` like any other (the coverage test makes sure of it).
 */
export const KEPT_RECORD_RULES: readonly KeptRecordRule[] = [];

export const newSubjectRef = () => randomBytes(16).toString('hex');
