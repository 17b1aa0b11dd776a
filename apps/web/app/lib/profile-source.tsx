import { createContext, useContext } from 'react';
import type { GeneratedProfile, PositionCheck } from '@laufbahn/contracts/cv';
import type { Profile } from '@laufbahn/contracts/profile';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { endpoint, type Endpoint } from './endpoint.ts';
import { completePaths, profilePaths, type ProfileAreaPaths } from './paths.ts';
import { generatedProfileKey, profileKey } from './query-keys.ts';

/**
 * A profile as the profile pages show it: the member's own, or one generated from a CV (whose e-mail is
 * the one found in the CV, possibly none).
 */
export type ProfileLike = Omit<Profile, 'contactDetails'> & {
  contactDetails: { phoneNumber: string | null; email: string | null };
};

/**
 * Where the profile pages read and write: the member's profile under `/profile`, or a generated profile
 * on the verify pages of the completion flow. The same pages, forms and API hooks serve both; the layout
 * route of each area provides its source.
 */
export interface ProfileSource {
  kind: 'member' | 'generated';
  /** API base of the profile's calls (`…/personalinformation`, `…/pastpositions`, …). */
  api: string;
  pictureApi: string;
  convertApi: (profileId: number, positionId: number) => string;
  queryKey: readonly unknown[];
  paths: ProfileAreaPaths;
  /** What the layout's loader brought, so the pages render on the server. */
  initialProfile?: ProfileLike;
  taxonomies?: Taxonomies;
  /** True for a field whose value was extracted with little confidence: the page asks to check it. */
  needsCheck: (field: string) => boolean;
  /** The fields of a position the CV left open, and why (a generated profile only; none for the member's own). */
  positionChecks: (positionId: number) => readonly PositionCheck[];
}

export const MY_PROFILE_API = '/api/career/my_profile';
export const generatedProfileApi = (id: number) => `/api/career/generated_profiles/${id}`;

/** `GET /api/career/my_profile`: the member's own profile. */
export const myProfileEndpoint = endpoint<Profile>(MY_PROFILE_API);
/** `GET /api/career/generated_profiles/{id}`: a profile read from a CV, with what the extraction knows. */
export const generatedProfileEndpoint = (id: number) => endpoint<GeneratedProfile>(generatedProfileApi(id));

const never = () => false;
const noChecks = () => [];

export const memberProfileSource = (initialProfile?: ProfileLike, taxonomies?: Taxonomies): ProfileSource => ({
  kind: 'member',
  api: MY_PROFILE_API,
  pictureApi: `${MY_PROFILE_API}/profile_picture`,
  convertApi: (profileId, positionId) => `${MY_PROFILE_API}/${profileId}/pastpositions/${positionId}/convert`,
  queryKey: profileKey,
  paths: profilePaths,
  initialProfile,
  taxonomies,
  needsCheck: never,
  positionChecks: noChecks,
});

export const generatedProfileSource = (
  id: number,
  {
    initialProfile,
    taxonomies,
    needsCheck = never,
    positionChecks = noChecks,
  }: Partial<Pick<ProfileSource, 'initialProfile' | 'taxonomies' | 'needsCheck' | 'positionChecks'>> = {},
): ProfileSource => ({
  kind: 'generated',
  api: generatedProfileApi(id),
  pictureApi: `${generatedProfileApi(id)}/generated_profile_picture`,
  convertApi: (_profileId, positionId) => `${generatedProfileApi(id)}/pastpositions/${positionId}/convert`,
  queryKey: generatedProfileKey(id),
  paths: completePaths.verify(id),
  initialProfile,
  taxonomies,
  needsCheck,
  positionChecks,
});

/** Server side: the profile a page's loader reads, from its route parameters. */
export const profileEndpointFor = (params: { profileId?: string }): Endpoint<ProfileLike> =>
  params.profileId ? generatedProfileEndpoint(Number(params.profileId)) : myProfileEndpoint;

const ProfileSourceContext = createContext<ProfileSource>(memberProfileSource());

export const ProfileSourceProvider = ProfileSourceContext.Provider;

export const useProfileSource = () => useContext(ProfileSourceContext);
