import { data, Outlet } from 'react-router';
import { siteOf } from '../../lib/recruiter-site.ts';
import type { Route } from './+types/recruiter-layout';

/** The recruiter site's pages exist on its own host only; on a members' country version they are not found. */
export function loader({ request }: Route.LoaderArgs) {
  if (siteOf(new URL(request.url)) !== 'recruiter') throw data(null, { status: 404 });
  return null;
}

export default function RecruiterLayout() {
  return <Outlet />;
}
