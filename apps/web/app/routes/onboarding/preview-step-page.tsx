import { useLoaderData } from 'react-router';
import { headhunterViewEndpoint } from '../../features/onboarding/api/get-headhunter-view.ts';
import { PreviewStep } from '../../features/onboarding/components/preview-step.tsx';
import { loadData } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { taxonomiesEndpoint, useTaxonomies } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/preview-step-page';

/** What a headhunter sees, and the names of its taxonomy values, fetched on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = webContext(context);
  const [headhunterView, taxonomies] = await Promise.all([
    loadData(ctx, headhunterViewEndpoint),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  return { headhunterView, taxonomies };
}

/** `/onboarding/preview`: the new profile as a headhunter sees it. */
export default function PreviewStepPage() {
  const loaded = useLoaderData<typeof loader>();
  const { data: taxonomies } = useTaxonomies(loaded.taxonomies);
  return <PreviewStep initial={loaded.headhunterView} taxonomies={taxonomies} />;
}
