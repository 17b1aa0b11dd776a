import { VALIDATION } from '@laufbahn/contracts/errors';
import {
  POSITION_LIMITS,
  type PositionBody,
  type RecruiterPosition,
  type RecruiterPositions,
} from '@laufbahn/contracts/recruiter-positions';
import type { JobInput, JobSearch } from '@laufbahn/job-search/types';
import type { Database } from '../../db/client.ts';
import { AppError, notFound, type FieldErrors } from '../../lib/app-error.ts';
import { optionChecks, throwIfInvalid } from '../profile/option-checks.ts';
import { positionRepository, LAUFBAHN_JOB_SOURCE } from './position.repository.ts';
import type { SessionRecruiter } from './recruiter-session.ts';

const DAY_MS = 86_400_000;

interface Place {
  name: string;
  countryId: number;
  latitude: number;
  longitude: number;
}

/**
 * Positions published on the recruiter site (docs/decisions/0054-recruiter-positions.md). A position is imported
 * into the job search like a feed's, under source `laufbahn` with its own id as external id, so it is found at once
 * and leaves the search when closed. The organisation is the publisher; an employer is also the company, a
 * headhunter names its client.
 */
export function positionService(database: Database, jobSearch: JobSearch) {
  const positions = positionRepository(database);
  const options = optionChecks(database.db);

  async function place(geoCodeId: number): Promise<Place | undefined> {
    // Cast: plain SQL's rows have the shape of its select list.
    const { rows } = await database.executeSql(
      'select name, country_id, latitude, longitude from cities where geo_code_id = $1',
      [geoCodeId],
    );
    const row = rows[0] as { name: string; country_id: number; latitude: number; longitude: number } | undefined;
    return row
      ? { name: row.name, countryId: Number(row.country_id), latitude: row.latitude, longitude: row.longitude }
      : undefined;
  }

  /** The checks that need the database or the organisation's kind; 422 with every failing field. */
  async function checked(recruiter: SessionRecruiter, body: PositionBody) {
    const errors: FieldErrors = {};
    await options.taxonomies(
      { careerLevelId: body.careerLevelId, functionId: body.functionId, industryId: body.industryId },
      errors,
    );
    const city = await place(body.geoCodeId);
    if (!city) errors.geoCodeId = [VALIDATION.invalidOption];
    const headhunter = recruiter.organisationKind === 'headhunter';
    if (headhunter && body.companyName === undefined) errors.companyName = [VALIDATION.required];
    if (!headhunter) {
      // An employer publishes under its own name and holds no mandates.
      if (body.companyName !== undefined) errors.companyName = [VALIDATION.invalid];
      if (body.mandate) errors.mandate = [VALIDATION.invalid];
      if (body.exclusiveMandate) errors.exclusiveMandate = [VALIDATION.invalid];
    }
    throwIfInvalid(errors);
    return {
      city: city!,
      flags: { mandate: headhunter && body.mandate === true, exclusive: headhunter && body.exclusiveMandate === true },
    };
  }

  function jobInput(
    recruiter: SessionRecruiter,
    id: number,
    body: PositionBody,
    city: Place,
    dates: { publishedAt: Date; expiresAt: Date },
  ): JobInput {
    const headhunter = recruiter.organisationKind === 'headhunter';
    return {
      source: LAUFBAHN_JOB_SOURCE,
      externalId: String(id),
      title: body.title,
      language: body.language,
      companyName: headhunter ? body.companyName! : recruiter.organisationName,
      industryId: body.industryId,
      functionId: body.functionId,
      careerLevelId: body.careerLevelId,
      countryId: city.countryId,
      geoCodeId: body.geoCodeId,
      city: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      workplaceType: body.workplaceType,
      salaryMin: body.salaryMin,
      salaryMax: body.salaryMax,
      currency: body.currency,
      exclusive: false,
      publisherType: headhunter ? 'headhunter' : 'company',
      publisherName: recruiter.organisationName,
      publishedAt: dates.publishedAt,
      expiresAt: dates.expiresAt,
      description: body.description,
    };
  }

  async function own(recruiter: SessionRecruiter, id: number, now = new Date()): Promise<RecruiterPosition> {
    const position = await positions.find(recruiter.organisationId, id, now);
    if (!position) throw notFound('Position');
    return position;
  }

  return {
    own,

    list: async (recruiter: SessionRecruiter, now = new Date()): Promise<RecruiterPositions> => ({
      items: await positions.list(recruiter.organisationId, now),
    }),

    async publish(recruiter: SessionRecruiter, body: PositionBody, now = new Date()): Promise<RecruiterPosition> {
      const { city, flags } = await checked(recruiter, body);
      const { id } = await positions.create(recruiter.organisationId, recruiter.recruiterId, flags);
      const publishedAt = now;
      const expiresAt = new Date(now.getTime() + POSITION_LIMITS.runDays * DAY_MS);
      try {
        await jobSearch.ingest([jobInput(recruiter, id, body, city, { publishedAt, expiresAt })]);
      } catch (error) {
        await positions.remove(id);
        throw error;
      }
      return own(recruiter, id, now);
    },

    /** Open positions only; the publication date stays, so an edit does not move the position up the search. */
    async update(
      recruiter: SessionRecruiter,
      id: number,
      body: PositionBody,
      now = new Date(),
    ): Promise<RecruiterPosition> {
      const current = await own(recruiter, id, now);
      if (current.state !== 'open') throw new AppError('position_closed', 'The position is closed or expired');
      const { city, flags } = await checked(recruiter, body);
      await jobSearch.ingest([
        jobInput(recruiter, id, body, city, {
          publishedAt: new Date(current.publishedAt),
          expiresAt: new Date(current.expiresAt),
        }),
      ]);
      await positions.updateFlags(id, recruiter.recruiterId, flags);
      await positions.withdrawIfClosed(id);
      return own(recruiter, id, now);
    },

    /**
     * The publisher confirms the open position still open: members' "filled" reports before now no longer count, and
     * a position they had marked possibly filled is no longer marked (docs/decisions/0057, 0062). 409 once closed.
     */
    async confirmOpen(recruiter: SessionRecruiter, id: number, now = new Date()): Promise<RecruiterPosition> {
      const current = await own(recruiter, id, now);
      if (current.state !== 'open') throw new AppError('position_closed', 'The position is closed or expired');
      // It may have expired or closed since the read above: then nothing was confirmed, and the answer says so.
      if (!(await jobSearch.confirmOpen(current.jobId, now)))
        throw new AppError('position_closed', 'The position is closed or expired');
      return own(recruiter, id, now);
    },

    /** Takes the position out of the search; closing a closed position changes nothing. */
    async close(recruiter: SessionRecruiter, id: number, now = new Date()): Promise<RecruiterPosition> {
      await own(recruiter, id, now);
      await positions.close(id, recruiter.recruiterId);
      return own(recruiter, id, now);
    },
  };
}
export type PositionService = ReturnType<typeof positionService>;
