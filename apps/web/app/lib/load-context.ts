import type { WebLoadContext } from '@laufbahn/contracts/web-context';

/** The server always hands a WebLoadContext to loaders (see the API server's web mount). */
export const webContext = (context: unknown) => context as WebLoadContext;
