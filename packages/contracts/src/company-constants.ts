// Company search and page limits without zod, for pages that only show companies (the schemas are in ./companies.ts).

export const COMPANY_LIMITS = { maxQueryLength: 100, pageSize: 20, maxPageSize: 100, vacancies: 10, maxVacancies: 100 };
