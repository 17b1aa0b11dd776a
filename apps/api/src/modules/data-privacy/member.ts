import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Member } from './member-data-tables.ts';

export { rowsOf };

/** The member's ids across the tables, or undefined when the account is gone. `lock` holds the account row. */
export async function findMember(db: Db, accountId: number, lock = false): Promise<Member | undefined> {
  const [account] = await rowsOf<{ email: string; guest_id: string | null }>(
    db,
    sql`select email, guest_id from accounts where id = ${accountId} ${lock ? sql`for update` : sql``}`,
  );
  if (!account) return undefined;
  const uploads = await rowsOf<{ id: number }>(
    db,
    sql`select id from account_uploads
        where account_id = ${accountId} or (account_id is null and guest_id = ${account.guest_id})
        order by id`,
  );
  const uploadIds = uploads.map((row) => Number(row.id));
  const profiles = await rowsOf<{ id: number }>(
    db,
    sql`select id from profiles where account_id = ${accountId}
        union select profile_id from generated_profiles
        where upload_id = any(${`{${uploadIds.join(',')}}`}::int[])
        order by 1`,
  );
  return {
    accountId,
    email: account.email,
    guestId: account.guest_id,
    profileIds: profiles.map((row) => Number(row.id)),
    uploadIds,
  };
}
