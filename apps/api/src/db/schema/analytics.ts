import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Page views of visitors who allowed analytics cookies; paths without query and with ids masked. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    countryVersion: text('country_version').notNull(),
    guestId: text('guest_id'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The variants of the flags switched on at the time (`{ "loginMobile": "test" }`); null when none was. */
    flags: jsonb('flags').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_account_idx').on(t.accountId)],
);
