import { useMutation } from '@tanstack/react-query';
import type {
  ContactDetailsBody,
  CurrentPositionBody,
  PastPositionBody,
  PersonalInformationBody,
  ProfessionalInformationBody,
} from '@laufbahn/contracts/profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { useProfileSource, type ProfileLike } from '../../../lib/profile-source.tsx';
import { useStoreProfile } from './get-profile.ts';

/** Each call takes the API base of the profile it writes (`my_profile` or a generated profile). */
const patch = (section: string) => (api: string, body: unknown) =>
  apiRequest<ProfileLike>(`${api}/${section}`, { method: 'PATCH', body });

export const updatePersonalInformation = (api: string, body: PersonalInformationBody) =>
  patch('personalinformation')(api, body);
export const updateContactDetails = (api: string, body: ContactDetailsBody) => patch('contactdetails')(api, body);
export const updateProfessionalInformation = (api: string, body: ProfessionalInformationBody) =>
  patch('professionalinformation')(api, body);
export const saveCurrentPosition = (api: string, body: CurrentPositionBody) => patch('currentposition')(api, body);
export const createPastPosition = (api: string, body: PastPositionBody) =>
  apiRequest<ProfileLike>(`${api}/pastpositions`, { method: 'POST', body });
export const updatePastPosition = (api: string, { id, ...body }: PastPositionBody & { id: number }) =>
  apiRequest<ProfileLike>(`${api}/pastpositions/${id}`, { method: 'PATCH', body });

/** A mutation on the page's profile source that puts the answered profile into the cache. */
export function useProfileMutation<T>(fn: (api: string, body: T) => Promise<ProfileLike>) {
  const store = useStoreProfile();
  const { api } = useProfileSource();
  return useMutation({ mutationFn: (body: T) => fn(api, body), onSuccess: store });
}
