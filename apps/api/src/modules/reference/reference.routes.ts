import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  industrySearchQuery,
  industrySearchResult,
  locations,
  locationsQuery,
  taxonomies,
  taxonomiesQuery,
} from '@laufbahn/contracts/reference';
import { resolveLanguage } from '../../lib/language.ts';
import { referenceService } from './reference.service.ts';

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
