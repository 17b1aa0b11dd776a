import { useMutation } from '@tanstack/react-query';
import type {
  ContactDetailsBody,
  CurrentPositionBody,
  PastPositionBody,
  PersonalInformationBody,
  Profile,
  ProfessionalInformationBody,
} from '@laufbahn/contracts/profile';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_PATH, useStoreProfile } from './get-profile.ts';

const patch = (section: string) => (body: unknown) =>
  apiRequest<Profile>(`${PROFILE_PATH}/${section}`, { method: 'PATCH', body });

export const updatePersonalInformation = (body: PersonalInformationBody) => patch('personalinformation')(body);
export const updateContactDetails = (body: ContactDetailsBody) => patch('contactdetails')(body);
export const updateProfessionalInformation = (body: ProfessionalInformationBody) =>
  patch('professionalinformation')(body);
export const saveCurrentPosition = (body: CurrentPositionBody) => patch('currentposition')(body);
export const createPastPosition = (body: PastPositionBody) =>
  apiRequest<Profile>(`${PROFILE_PATH}/pastpositions`, { method: 'POST', body });
export const updatePastPosition = ({ id, ...body }: PastPositionBody & { id: number }) =>
  apiRequest<Profile>(`${PROFILE_PATH}/pastpositions/${id}`, { method: 'PATCH', body });

/** A mutation that puts the answered profile into the cache. */
export function useProfileMutation<T>(fn: (body: T) => Promise<Profile>) {
  const store = useStoreProfile();
  return useMutation({ mutationFn: fn, onSuccess: store });
}
