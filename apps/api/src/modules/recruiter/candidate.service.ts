import type { Candidate, CandidateSearchQuery, CandidateSearchResult } from '@laufbahn/contracts/recruiter';
import { CANDIDATE_PAGE_SIZE } from '@laufbahn/contracts/recruiter';
import type { Language } from '@laufbahn/i18n/languages';
import { VALIDATION } from '@laufbahn/contracts/errors';
import type { Db } from '../../db/client.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { audienceView } from '../profile/headhunter-view.ts';
import { profileService } from '../profile/profile.service.ts';
import { candidateRepository, type CandidateRow } from './candidate.repository.ts';
import { profileViewRepository } from './profile-view.repository.ts';
import type { SessionRecruiter } from './recruiter-session.ts';

/**
 * Members as recruiters find and read them. Every answer goes through `audienceView`, the projection the member's
 * own "how headhunters see me" uses: invisible members never appear, anonymous ones without name, picture, contact
 * details, date of birth or current employer.
 */
export function candidateService(db: Db) {
  const candidates = candidateRepository(db);
  const profiles = profileService(db);
  const views = profileViewRepository(db);

  async function toCandidate(row: CandidateRow, language: Language): Promise<Candidate> {
    // A member who accepted this recruiter's request is shown to them as to everyone when visible.
    const view = audienceView(await profiles.view(row.profileId, language), row.revealed ? 'visible' : row.visibility);
    // The picture is served to its member only; recruiters get none until it has an address of theirs.
    return {
      id: row.profileId,
      premium: row.premium,
      identityRevealed: row.revealed && row.visibility !== 'visible',
      view: { ...view, pictureUrl: null },
    };
  }

  return {
    async search(
      recruiter: SessionRecruiter,
      query: CandidateSearchQuery,
      language: Language,
    ): Promise<CandidateSearchResult> {
      if (query.geoCodeId !== undefined && !(await candidates.cityExists(query.geoCodeId))) {
        throw validationFailed({ geoCodeId: [VALIDATION.invalidOption] });
      }
      const { rows, total } = await candidates.search(recruiter, query);
      return {
        candidates: await Promise.all(rows.map((row) => toCandidate(row, language))),
        total,
        page: query.page ?? 1,
        pageSize: CANDIDATE_PAGE_SIZE,
      };
    },

    async get(recruiter: SessionRecruiter, profileId: number, language: Language): Promise<Candidate> {
      const row = await candidates.byId(recruiter, profileId);
      if (!row) throw notFound('Candidate');
      await views.record(row.profileId, recruiter.recruiterId, recruiter.organisationId);
      return toCandidate(row, language);
    },
  };
}
