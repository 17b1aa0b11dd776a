import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method, path pattern, contract), in registration order. */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Records each route as it is added, so that tools and tests can walk the API from its own route
 * table (the contract-driven fuzz test and the access matrix do). Registered before any route.
 */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      table.push({ method, url: route.url, schema: route.schema });
    }
  });
});
