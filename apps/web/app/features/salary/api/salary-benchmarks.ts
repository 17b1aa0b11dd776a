import type { SalaryBenchmarkResult } from '@laufbahn/contracts/salary';
import { endpoint } from '../../../lib/endpoint.ts';

/** The calculator's inputs as the address carries them (and the API takes them). */
export const SALARY_INPUTS = [
  'careerLevel',
  'function',
  'industry',
  'country',
  'geoCodeId',
  'managementExperience',
  'companySize',
  'salary',
] as const;

/**
 * Only the calculator's own inputs, each once: anything else in the address stays out of the call. An empty one
 * stays (it means "any"); the own salary only when given.
 */
export function salaryQuery(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of SALARY_INPUTS) {
    const value = search.get(name)?.trim();
    if (value === undefined || (value === '' && (name === 'salary' || name === 'country'))) continue;
    query.set(name, value);
  }
  return query;
}

/** `GET /api/career/salary_benchmarks`: the salary calculator's answer for these inputs. */
export const salaryBenchmarksEndpoint = (query: URLSearchParams) =>
  endpoint<SalaryBenchmarkResult>(`/api/career/salary_benchmarks${query.size ? `?${query}` : ''}`);
