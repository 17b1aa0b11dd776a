import type { Taxonomies } from '@laufbahn/contracts/reference';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import type { JobSearchResult } from '@laufbahn/contracts/jobs';
import { searchJobsEndpoint } from '../../features/jobs/api/search-jobs.ts';
import { canonicalFor } from '../../features/jobs/model/page-urls.ts';
import { parseJobSearch } from '../../features/jobs/model/parse-job-search.ts';
import {
  homeCountries,
  jobSearchQueryString,
  type JobSearchParams,
  type JobSort,
} from '../../features/jobs/model/search-params.ts';
import { loadData } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';

export interface JobSearchLoaderData {
  params: JobSearchParams;
  /** The countries searched when the address names none: the country version's own. */
  home: number[];
  firstPage: JobSearchResult | null;
  taxonomies: Taxonomies | null;
  /** The page's canonical address: its path with the search in the address, defaults left out. */
  canonical: string;
}

/** The first page of the search in the address, and the taxonomies that name its facets, read on the server. */
export async function loadJobSearch(
  context: unknown,
  request: Request,
  defaultSort: JobSort,
  path: string,
): Promise<JobSearchLoaderData> {
  const ctx = webContext(context);
  const home = homeCountries(COUNTRY_VERSIONS[ctx.countryVersion].countryId);
  const params = parseJobSearch(new URL(request.url).searchParams, defaultSort, home);
  const [firstPage, taxonomies] = await Promise.all([
    loadData(ctx, searchJobsEndpoint(params)),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  const query = jobSearchQueryString(params, defaultSort, home);
  const canonical = canonicalFor(request, ctx.countryVersion, query ? `${path}?${query}` : path);
  return { params, home, firstPage, taxonomies, canonical };
}
