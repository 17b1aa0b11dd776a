import type { JobSearchResult } from '@laufbahn/contracts/jobs';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { LANGUAGE_TAGS } from '@laufbahn/i18n/languages';
import { searchJobsPath } from '../../features/jobs/api/search-jobs.ts';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import {
  homeCountries,
  parseJobSearch,
  type JobSearchParams,
  type JobSort,
} from '../../features/jobs/model/search-params.ts';
import { webContext } from '../../lib/load-context.ts';

export interface JobSearchLoaderData {
  params: JobSearchParams;
  /** The countries searched when the address names none: the country version's own. */
  home: number[];
  firstPage: JobSearchResult | null;
  taxonomies: Taxonomies | null;
}

/** The first page of the search in the address, and the taxonomies that name its facets, read on the server. */
export async function loadJobSearch(
  context: unknown,
  request: Request,
  defaultSort: JobSort,
): Promise<JobSearchLoaderData> {
  const ctx = webContext(context);
  const home = homeCountries(COUNTRY_VERSIONS[ctx.countryVersion].countryId);
  const params = parseJobSearch(new URL(request.url).searchParams, defaultSort, home);
  const [results, taxonomies] = await Promise.all([
    ctx.api(searchJobsPath(params)),
    ctx.api(`/api/career/taxonomies?locale=${LANGUAGE_TAGS[ctx.language]}`),
  ]);
  return {
    params,
    home,
    firstPage: results.status === 200 ? results.json<JobSearchResult>() : null,
    taxonomies: taxonomies.status === 200 ? taxonomies.json<Taxonomies>() : null,
  };
}
