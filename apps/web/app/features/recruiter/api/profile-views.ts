import type { ProfileViews } from '@laufbahn/contracts/network';
import { endpoint } from '../../../lib/endpoint.ts';

/** `GET /api/career/profile_views`: the member's "recruiters on my profile". */
export const profileViewsEndpoint = endpoint<ProfileViews>('/api/career/profile_views');
