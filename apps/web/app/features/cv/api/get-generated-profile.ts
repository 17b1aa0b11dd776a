import { useQuery } from '@tanstack/react-query';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import { fetchEndpoint } from '../../../lib/endpoint.ts';
import { generatedProfileEndpoint } from '../../../lib/profile-source.tsx';
import { generatedProfileKey } from '../../../lib/query-keys.ts';

/** The profile read from the CV, with what the extraction knows. */
export const getGeneratedProfile = (id: number) => fetchEndpoint(generatedProfileEndpoint(id));

/** Shares its cache entry with the profile pages on the verify route, so their writes show here at once. */
export const useGeneratedProfile = (id: number, initial?: GeneratedProfile) =>
  useQuery({ queryKey: generatedProfileKey(id), queryFn: () => getGeneratedProfile(id), initialData: initial });
