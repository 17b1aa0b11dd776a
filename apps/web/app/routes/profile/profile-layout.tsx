import { useMemo } from 'react';
import { Outlet, useLoaderData, useRouteLoaderData } from 'react-router';
import type { Profile } from '@laufbahn/contracts/profile';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { requireMember } from '../../lib/auth-guard.ts';
import { loadData } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { memberProfileSource, myProfileEndpoint, ProfileSourceProvider } from '../../lib/profile-source.tsx';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/profile-layout';

export interface ProfileLayoutData {
  profile: Profile | null;
  taxonomies: Taxonomies | null;
}

/** Every profile page: members only; the profile and the taxonomies are loaded on the server. */
export async function loader(args: Route.LoaderArgs): Promise<ProfileLayoutData> {
  await requireMember(args);
  const ctx = webContext(args.context);
  const [profile, taxonomies] = await Promise.all([
    loadData(ctx, myProfileEndpoint),
    loadData(ctx, taxonomiesEndpoint(ctx.language)),
  ]);
  return { profile, taxonomies };
}

/** What the profile layout loaded: the pages pass it as initial data to their queries. */
export const useProfileLayoutData = () => useRouteLoaderData('profile') as ProfileLayoutData;

/** The profile pages read and write the member's own profile. */
export default function ProfileLayout() {
  const { profile, taxonomies } = useLoaderData<typeof loader>();
  const source = useMemo(
    () => memberProfileSource(profile ?? undefined, taxonomies ?? undefined),
    [profile, taxonomies],
  );
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-8 lg:py-12">
      <ProfileSourceProvider value={source}>
        <Outlet />
      </ProfileSourceProvider>
    </div>
  );
}
