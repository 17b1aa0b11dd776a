import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { getProfile } from '../../../features/profile/api/get-profile.ts';
import {
  updateContactDetails,
  updatePersonalInformation,
  updateProfessionalInformation,
} from '../../../features/profile/api/update-profile-section.ts';
import { generatedProfileApi, MY_PROFILE_API } from '../../../lib/profile-source.tsx';

/**
 * Confirming a CV profile replaces the member's personal, contact and professional details with the CV's. What
 * the CV lacks but the wizard already has (salutation, name, phone, salary band) goes into the generated
 * profile first, so confirming keeps it. Best effort: a refused write leaves the CV's value.
 */
export async function fillFromWizard(profileId: number, countryVersion: CountryVersionCode): Promise<void> {
  const api = generatedProfileApi(profileId);
  const [generated, member] = await Promise.all([getProfile(api), getProfile(MY_PROFILE_API)]);
  const writes: Promise<unknown>[] = [];

  const cv = generated.personalInformation;
  const known = member.personalInformation;
  const person = {
    genderId: cv.genderId ?? known.genderId,
    name: cv.name || known.name,
    lastName: cv.lastName || known.lastName,
    city: cv.city,
    countryId: cv.countryId ?? known.countryId ?? COUNTRY_VERSIONS[countryVersion].countryId,
    dateOfBirth: cv.dateOfBirth,
    geoCodeId: cv.geoCodeId,
  };
  const personChanged = person.genderId !== cv.genderId || person.name !== cv.name || person.lastName !== cv.lastName;
  if (personChanged && person.genderId && person.name && person.lastName && person.countryId) {
    writes.push(
      updatePersonalInformation(api, {
        ...person,
        genderId: person.genderId,
        name: person.name,
        lastName: person.lastName,
        countryId: person.countryId,
      }),
    );
  }
  if (!generated.contactDetails.phoneNumber && member.contactDetails.phoneNumber) {
    writes.push(updateContactDetails(api, { phoneNumber: member.contactDetails.phoneNumber }));
  }
  const professional = generated.professionalInformation;
  if (!professional.currentSalaryRangeId && member.professionalInformation.currentSalaryRangeId) {
    writes.push(
      updateProfessionalInformation(api, {
        currentSalaryRangeId: member.professionalInformation.currentSalaryRangeId,
        managementExperienceId: professional.managementExperienceId,
        skills: professional.skills,
      }),
    );
  }
  await Promise.allSettled(writes);
}
