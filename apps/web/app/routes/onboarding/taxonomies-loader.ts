import type { Taxonomies } from '@laufbahn/contracts/reference';
import { loadData } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';

/** The loader of a step that shows taxonomy values: they are fetched on the server so the step renders complete. */
export async function loadTaxonomies({ context }: { context: unknown }): Promise<{ taxonomies: Taxonomies | null }> {
  const ctx = webContext(context);
  return { taxonomies: await loadData(ctx, taxonomiesEndpoint(ctx.language)) };
}
