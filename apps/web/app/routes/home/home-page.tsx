import { useLoaderData } from 'react-router';
import { careerStepsEndpoint } from '../../features/career-goal/api/get-career-steps.ts';
import { siteFiguresEndpoint } from '../../features/home/api/site-figures.ts';
import { memberListEndpoints } from '../../features/jobs/api/member-lists.ts';
import { savedSearchesEndpoint } from '../../features/jobs/api/saved-searches.ts';
import { membershipEndpoint } from '../../features/membership/api/membership.ts';
import { contactRequestsEndpoint } from '../../features/recruiter/api/contact-requests.ts';
import { profileViewsEndpoint } from '../../features/recruiter/api/profile-views.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { myProfileEndpoint } from '../../lib/profile-source.tsx';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import type { Route } from './+types/home-page';
import { MemberStartPage, type MemberStartData } from './member-start-page.tsx';
import { VisitorHome } from './visitor-home.tsx';

/**
 * `/`: a signed-in member's own start page, or the visitors' home page. Everything is read on the server: the
 * member's profile decides which (a visitor gets 401), then the parts of the start page together.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = webContext(args.context);
  const profile = await loadEndpoint(ctx, myProfileEndpoint);
  if (profile.status !== 200 || !profile.data) {
    return { kind: 'visitor' as const, figures: await loadData(ctx, siteFiguresEndpoint) };
  }
  const [goals, recommendations, savedSearches, applications, contactRequests, profileViews, membership, taxonomies] =
    await Promise.all([
      loadData(ctx, careerStepsEndpoint),
      loadData(ctx, memberListEndpoints.recommendations),
      loadData(ctx, savedSearchesEndpoint),
      loadData(ctx, memberListEndpoints.applications),
      loadData(ctx, contactRequestsEndpoint),
      loadData(ctx, profileViewsEndpoint),
      loadData(ctx, membershipEndpoint),
      loadData(ctx, taxonomiesEndpoint(ctx.language)),
    ]);
  const member: MemberStartData = {
    profile: profile.data,
    goals,
    recommendations,
    savedSearches,
    applications,
    contactRequests,
    profileViews,
    membership,
    taxonomies,
  };
  return { kind: 'member' as const, member };
}

export default function HomePage() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'member' ? <MemberStartPage data={data.member} /> : <VisitorHome figures={data.figures} />;
}
