import type { Candidate, CandidateSearchResult } from '@laufbahn/contracts/recruiter';
import { endpoint } from '../../../lib/endpoint.ts';

/** The query keys of the candidate search that the page passes on to the API. */
export const CANDIDATE_FILTERS = [
  'careerLevelId',
  'functionId',
  'industryId',
  'countryId',
  'geoCodeId',
  'radiusKm',
  'skill',
  'openToOtherLocations',
  'minTravel',
  'page',
] as const;

/** `GET /api/recruiter/candidates?…` with the page's filters (empty ones left out). */
export function candidateSearchEndpoint(params: URLSearchParams) {
  const query = new URLSearchParams();
  for (const key of CANDIDATE_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  return endpoint<CandidateSearchResult>(`/api/recruiter/candidates?${query}`);
}

/** `GET /api/recruiter/candidates/{id}`: 404 for a member this recruiter may not see. */
export const candidateEndpoint = (id: string) =>
  endpoint<Candidate>(`/api/recruiter/candidates/${encodeURIComponent(id)}`);
