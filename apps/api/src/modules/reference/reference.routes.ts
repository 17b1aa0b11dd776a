import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  industrySearchQuery,
  industrySearchResult,
  locations,
  locationsQuery,
  taxonomies,
  taxonomiesQuery,
} from '@laufbahn/contracts/reference';
import { parseLanguage, type Language } from '@laufbahn/i18n/languages';
import { LANGUAGE_COOKIE } from '../account/account.routes.ts';
import { referenceService } from './reference.service.ts';

/** `locale` when given and known, else the visitor's chosen language, else the country version's. */
export function resolveLanguage(request: FastifyRequest, locale?: string): Language {
  return parseLanguage(locale) ?? parseLanguage(request.cookies[LANGUAGE_COOKIE]) ?? request.countryVersion.language;
}

const tags = ['reference data'];

export async function referenceRoutes(app: FastifyInstance) {
  const service = referenceService(app.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/career/taxonomies',
    {
      schema: {
        tags,
        summary: 'All selection lists, localised',
        querystring: taxonomiesQuery,
        response: { 200: taxonomies },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return service.taxonomies(resolveLanguage(request, request.query.locale), request.countryVersion);
    },
  );

  api.get(
    '/api/career/api/industries/search',
    {
      schema: {
        tags,
        summary: 'Industries by name',
        querystring: industrySearchQuery,
        response: { 200: industrySearchResult },
      },
    },
    async (request) => service.searchIndustries(request.query.search, resolveLanguage(request, request.query.locale)),
  );

  api.get(
    '/api/career/locations',
    { schema: { tags, summary: 'City autocomplete', querystring: locationsQuery, response: { 200: locations } } },
    async (request) => service.locations(request.query.search, request.query.country, request.query.limit),
  );
}
