import { useLoaderData } from 'react-router';
import { privacyEndpoint } from '../../features/visibility/api/privacy.ts';
import { accountDetailsEndpoint } from '../../lib/account/account-details.ts';
import { loadData } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { VisibilityStep } from './steps/visibility-step.tsx';
import type { Route } from './+types/visibility-step-page';

/** The member's privacy settings, fetched on the server so the step renders complete. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = webContext(context);
  const me = await loadData(ctx, accountDetailsEndpoint);
  return { accountId: me?.id ?? null, privacy: me ? await loadData(ctx, privacyEndpoint(me.id)) : null };
}

/** `/onboarding/visibility`: who may see the new member's profile. */
export default function VisibilityStepPage() {
  const { accountId, privacy } = useLoaderData<typeof loader>();
  return <VisibilityStep accountId={accountId} privacy={privacy} />;
}
