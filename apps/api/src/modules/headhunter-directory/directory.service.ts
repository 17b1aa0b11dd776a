import { sql } from 'drizzle-orm';
import {
  HEADHUNTER_LIMITS,
  type HeadhunterMessageBody,
  type HeadhunterPage,
  type HeadhunterProfileBody,
  type HeadhunterSearchQuery,
  type HeadhunterSearchResult,
  type OwnHeadhunterMessage,
  type ReceivedHeadhunterMessage,
  type ReceivedHeadhunterMessages,
  type SentHeadhunterMessage,
} from '@laufbahn/contracts/headhunters';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import { parseLanguage } from '@laufbahn/i18n/languages';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import type { WriteMeta } from '../../lib/request-meta.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { jobsRepository } from '../jobs/search/jobs.repository.ts';
import { present } from '../jobs/search/jobs.service.ts';
import { directoryRepository } from './directory.repository.ts';
import { firmProfileRepository } from './firm-profile.repository.ts';
import { headhunterMessageMail } from './message-mail.ts';

/** What the reader of a firm's page may do: write (Premium), see what Premium adds (Basic), sign in (visitor). */
export type ContactState = HeadhunterPage['contact'];

const iso = (value: Date | string) => new Date(value).toISOString();

interface ReceivedRow {
  id: string;
  subject: string;
  message: string;
  name: string | null;
  email: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

/** A firm's received messages with the name and address each member wrote from; `$1` is the organisation. */
const RECEIVED = `select m.id::text as id, m.subject, m.message, a.email, m.created_at, m.read_at,
    (select nullif(trim(concat_ws(' ', p.name, p.last_name)), '') from profiles p
     where p.account_id = a.id and p.kind = 'member' limit 1) as name
  from headhunter_messages m join accounts a on a.id = m.account_id
  where m.organisation_id = $1`;

const received = (row: ReceivedRow): ReceivedHeadhunterMessage => ({
  id: Number(row.id),
  subject: row.subject,
  message: row.message,
  memberName: row.name ?? row.email,
  memberEmail: row.email,
  createdAt: iso(row.created_at),
  readAt: row.read_at === null ? null : iso(row.read_at),
});

export function directoryService(database: Database) {
  const directory = directoryRepository(database);
  const profiles = firmProfileRepository(database);
  const jobs = jobsRepository(database);
  const query = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];

  /** A member's own messages to a firm, newest first. */
  async function sentMessages(organisationId: number, accountId: number): Promise<OwnHeadhunterMessage[]> {
    const rows = await query<{ id: string; subject: string; created_at: Date | string; read_at: Date | string | null }>(
      `select id::text as id, subject, created_at, read_at from headhunter_messages
       where organisation_id = $1 and account_id = $2 order by created_at desc, id desc limit 20`,
      [organisationId, accountId],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      subject: row.subject,
      createdAt: iso(row.created_at),
      readAt: row.read_at === null ? null : iso(row.read_at),
    }));
  }

  return {
    async search(
      filter: HeadhunterSearchQuery,
      version: CountryVersion,
      now = new Date(),
    ): Promise<HeadhunterSearchResult> {
      const pageSize = HEADHUNTER_LIMITS.pageSize;
      const [found, facets] = await Promise.all([
        directory.search(
          {
            countryId: version.countryId,
            functionId: filter.function,
            industryId: filter.industry,
            geoCodeId: filter.location,
          },
          { offset: (filter.page - 1) * pageSize, limit: pageSize },
          now,
        ),
        directory.facets(version.countryId),
      ]);
      return { ...found, page: filter.page, pageSize, facets };
    },

    /** A 404 unless the firm is listed in the directory now. */
    async requireListed(id: number, now = new Date()): Promise<void> {
      if (!(await directory.firm(id, now))) throw notFound('Headhunter');
    },

    /**
     * A listed firm with its open mandates, gated as in the job search (teasers unless Premium), and the reader's own
     * messages to it with whether the firm has read them.
     */
    async page(id: number, contact: ContactState, accountId?: number, now = new Date()): Promise<HeadhunterPage> {
      const firm = await directory.firm(id, now);
      if (!firm) throw notFound('Headhunter');
      const jobIds = await directory.mandateJobIds(id, now, HEADHUNTER_LIMITS.mandates);
      const mandates = await jobs.byIds(jobIds, now);
      const viewer = { premium: contact === 'premium' };
      return {
        ...firm,
        mandates: { items: mandates.map((job) => present(job, viewer)), total: firm.openMandates },
        contact,
        sentMessages: accountId === undefined ? [] : await sentMessages(id, accountId),
      };
    },

    /**
     * A Premium member writes to a listed firm: stored, and mailed to each of the firm's recruiters. The member's
     * name and address go along (the member chose to write); the caller checked Premium and the limits.
     */
    async send(
      account: { accountId: number; email: string },
      id: number,
      body: HeadhunterMessageBody,
      meta: WriteMeta,
      inboxUrl: string,
      now = new Date(),
    ): Promise<SentHeadhunterMessage> {
      const firm = await directory.firm(id, now);
      if (!firm) throw notFound('Headhunter');
      const [member] = await query<{ name: string | null }>(
        `select nullif(trim(concat_ws(' ', p.name, p.last_name)), '') as name
         from profiles p where p.account_id = $1 and p.kind = 'member'`,
        [account.accountId],
      );
      const memberName = member?.name ?? account.email;
      const recruiters = await query<{ email: string; name: string; language: string }>(
        'select email, name, language from recruiters where organisation_id = $1 order by id',
        [id],
      );
      const created = await database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          insert into headhunter_messages (organisation_id, account_id, subject, message)
          values (${id}, ${account.accountId}, ${body.subject}, ${body.message})
          returning id::text as id, created_at`);
        const row = (result as unknown as { rows: { id: string; created_at: Date | string }[] }).rows[0]!;
        const outbox = outboxRepository(tx);
        for (const recruiter of recruiters) {
          await outbox.enqueue(
            recruiter.email,
            headhunterMessageMail(
              parseLanguage(recruiter.language) ?? 'DE',
              { recruiterName: recruiter.name, memberName, subject: body.subject },
              inboxUrl,
            ),
          );
        }
        await recordAudit(tx, {
          accountId: meta.accountId,
          actor: meta.actor,
          action: 'headhunter_message.sent',
          ip: meta.ip,
          details: { organisationId: id, messageId: Number(row.id) },
        });
        return row;
      });
      return {
        id: Number(created.id),
        organisationName: firm.name,
        recipients: recruiters.length,
        createdAt: iso(created.created_at),
      };
    },

    /** The firm's inbox: members' messages, newest first, and how many of all it holds are unread. */
    async inbox(organisationId: number): Promise<ReceivedHeadhunterMessages> {
      const [rows, [count]] = await Promise.all([
        query<ReceivedRow>(`${RECEIVED} order by m.created_at desc, m.id desc limit 200`, [organisationId]),
        query<{ unread: number }>(
          'select count(*)::int as unread from headhunter_messages where organisation_id = $1 and read_at is null',
          [organisationId],
        ),
      ]);
      return { messages: rows.map(received), unread: count?.unread ?? 0 };
    },

    /**
     * A recruiter marks one of the organisation's messages read (the first reading keeps its time and reader) or
     * unread again; another organisation's message or an unknown id is not found.
     */
    async markRead(
      organisationId: number,
      recruiterId: number,
      id: number,
      read: boolean,
    ): Promise<ReceivedHeadhunterMessage> {
      const changed = await query<{ id: string }>(
        `update headhunter_messages
         set read_at = case when $3 then coalesce(read_at, now()) else null end,
             read_by = case when $3 then coalesce(read_by, $4) else null end
         where id = $1 and organisation_id = $2 returning id::text as id`,
        [id, organisationId, read, recruiterId],
      );
      if (changed.length === 0) throw notFound('Message');
      const [row] = await query<ReceivedRow>(`${RECEIVED} and m.id = $2`, [organisationId, id]);
      return received(row!);
    },

    readProfile: (organisationId: number) => profiles.read(organisationId),

    async saveProfile(organisationId: number, recruiterId: number, body: HeadhunterProfileBody) {
      const unknown = await profiles.unknownIds(body);
      const fields = Object.fromEntries(
        Object.entries(unknown)
          .filter(([, bad]) => bad)
          .map(([field]) => [field, [VALIDATION.invalidOption]]),
      );
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      await profiles.save(organisationId, recruiterId, body);
      return profiles.read(organisationId);
    },
  };
}

/** Only search firms have a directory entry. */
export function requireHeadhunterFirm(kind: string) {
  if (kind !== 'headhunter') throw new AppError('forbidden', 'Only search firms have a directory entry');
}
