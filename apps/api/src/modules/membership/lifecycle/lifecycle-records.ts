import { sql } from 'drizzle-orm';
import { COUNTRY_VERSIONS, isCountryVersionCode } from '@laufbahn/i18n/country-versions';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { LifecycleFacts } from '../membership-mails.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { SubscriptionService } from '../subscription.service.ts';

/** What the lifecycle's steps read and write with: rows as the database gives them, the member, events. */
export type Row = Record<string, unknown>;
export const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
export const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
export const DAY_MS = 24 * 3600 * 1000;

export interface MembershipLifecycleOptions {
  db: Db;
  provider: PaymentProvider;
  subscriptions: SubscriptionService;
  log: FastifyBaseLogger;
  /** The site's address for a country version, when the purchase left none (links in the mails). */
  originFor?: (countryVersion: string) => string;
}

const defaultOrigin = (countryVersion: string) =>
  isCountryVersionCode(countryVersion) ? `https://${COUNTRY_VERSIONS[countryVersion].host}` : 'https://laufbahn.de';

export function methodOf(sub: Row): LifecycleFacts['method'] {
  if (sub.payment_method_type === 'card') {
    return { type: 'card', brand: String(sub.payment_method_brand), last4: String(sub.payment_method_last4) };
  }
  if (sub.payment_method_type === 'sepa_debit') {
    return { type: 'sepa_debit', country: String(sub.payment_method_country), last4: String(sub.payment_method_last4) };
  }
  return null;
}

export function facts(sub: Row, language: Language): LifecycleFacts {
  return {
    language,
    countryVersion: String(sub.country_version),
    currency: String(sub.currency),
    amountMinor: Number(sub.regular_total_minor),
    termMonths: Number(sub.term_months),
    method: methodOf(sub),
  };
}

/** The subscription's member: where mails go, in which language, and the site they bought on. */
export async function memberOf(
  tx: Db,
  sub: Row,
  originFor: MembershipLifecycleOptions['originFor'],
): Promise<{ email: string; language: Language; origin: string }> {
  const [row] = rowsOf(
    await tx.execute(sql`select a.email, a.language,
        (select p.origin from payments p where p.subscription_id = ${Number(sub.id)} and p.kind = 'purchase'
          order by p.id limit 1) as origin
      from accounts a where a.id = ${Number(sub.account_id)}`),
  );
  return {
    email: String(row!.email),
    language: parseLanguage(String(row!.language ?? '')) ?? 'DE',
    origin: row!.origin ? String(row!.origin) : (originFor ?? defaultOrigin)(String(sub.country_version)),
  };
}

export async function recordEvent(
  tx: Db,
  sub: Row,
  type: string,
  toStatus: string,
  details: Record<string, unknown>,
  at: Date,
) {
  await tx.execute(sql`insert into subscription_events (subscription_id, account_id, type, from_status, to_status,
      details, at)
    values (${Number(sub.id)}, ${Number(sub.account_id)}, ${type}, ${String(sub.status)}, ${toStatus},
      ${JSON.stringify(details)}::jsonb, ${at})`);
}

export async function lockSubscription(tx: Db, id: number): Promise<Row | undefined> {
  const [row] = rowsOf(await tx.execute(sql`select * from subscriptions where id = ${id} for update`));
  return row;
}
