import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

/**
 * `npm run dev`: the web app straight from its sources. Vite runs inside this server in middleware mode: it
 * serves the modules, styles and public files and pushes changes to the browser over a WebSocket on the same
 * port; pages are rendered from the freshly transformed server build on every request.
 * Vite and middie are development dependencies, loaded only here.
 */
export async function startWebHotReload(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  // The API keeps its own paths; Vite passes on everything it does not serve (pages go to React Router).
  app.use((request, response, next) => {
    if (request.url?.startsWith('/api/') || request.url === '/api') next();
    else vite.middlewares(request, response, next);
  });
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}
