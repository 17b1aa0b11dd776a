import type { CompanyPage, CompanySearchResult } from '@laufbahn/contracts/companies';
import { endpoint } from '../../../lib/endpoint.ts';

/** `GET /api/career/companies?q=&industry=&country=&limit=`: companies by the start of their name. */
export const companySearchEndpoint = (query: URLSearchParams) =>
  endpoint<CompanySearchResult>(`/api/career/companies${query.size ? `?${query}` : ''}`);

/** `GET /api/career/companies/{id}?vacancies=`: a company page. */
export const companyEndpoint = (id: number, vacancies?: number) =>
  endpoint<CompanyPage>(`/api/career/companies/${id}${vacancies ? `?vacancies=${vacancies}` : ''}`);
