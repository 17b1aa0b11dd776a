import { sql } from 'drizzle-orm';
import {
  HEADHUNTER_LIMITS,
  type HeadhunterMessageBody,
  type HeadhunterPage,
  type HeadhunterProfileBody,
  type HeadhunterSearchQuery,
  type HeadhunterSearchResult,
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

export function directoryService(database: Database) {
  const directory = directoryRepository(database);
  const profiles = firmProfileRepository(database);
  const jobs = jobsRepository(database);
  const query = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];

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

    /** A listed firm with its open mandates, gated as in the job search (teasers unless Premium). */
    async page(id: number, contact: ContactState, now = new Date()): Promise<HeadhunterPage> {
      const firm = await directory.firm(id, now);
      if (!firm) throw notFound('Headhunter');
      const jobIds = await directory.mandateJobIds(id, now, HEADHUNTER_LIMITS.mandates);
      const mandates = await jobs.byIds(jobIds, now);
      const viewer = { premium: contact === 'premium' };
      return {
        ...firm,
        mandates: { items: mandates.map((job) => present(job, viewer)), total: firm.openMandates },
        contact,
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

    /** The firm's inbox: members' messages, newest first, with the name and address each member wrote from. */
    async inbox(organisationId: number): Promise<ReceivedHeadhunterMessages> {
      const rows = await query<{
        id: string;
        subject: string;
        message: string;
        name: string | null;
        email: string;
        created_at: Date | string;
      }>(
        `select m.id::text as id, m.subject, m.message, a.email, m.created_at,
           (select nullif(trim(concat_ws(' ', p.name, p.last_name)), '') from profiles p
            where p.account_id = a.id and p.kind = 'member' limit 1) as name
         from headhunter_messages m join accounts a on a.id = m.account_id
         where m.organisation_id = $1 order by m.created_at desc, m.id desc limit 200`,
        [organisationId],
      );
      return {
        messages: rows.map((row) => ({
          id: Number(row.id),
          subject: row.subject,
          message: row.message,
          memberName: row.name ?? row.email,
          memberEmail: row.email,
          createdAt: iso(row.created_at),
        })),
      };
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
