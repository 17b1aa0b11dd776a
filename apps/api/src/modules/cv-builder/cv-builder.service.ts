import type { CvBuilderChoices } from '@laufbahn/contracts/cv-builder';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import type { Language } from '@laufbahn/i18n/languages';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { WriteMeta } from '../../lib/request-meta.ts';
import { profilePictureRepository } from '../profile/picture/profile-picture.repository.ts';
import { profilePictureService } from '../profile/picture/profile-picture.service.ts';
import { profileService } from '../profile/profile.service.ts';
import { referenceRepository } from '../reference/reference.repository.ts';
import { cvDocument, cvLanguage, type CvDocument } from './cv-document.ts';

/** US Letter on the US country version, A4 everywhere else. */
export function paperOf(version: CountryVersion): 'A4' | 'LETTER' {
  return version.code === 'usa' ? 'LETTER' : 'A4';
}

/** The member's CV, made from their own profile: nothing here takes a profile id from the caller. */
export function cvBuilderService(db: Db, files: FileStore) {
  const profiles = profileService(db);
  const pictures = profilePictureService(db, files);
  const reference = referenceRepository(db);

  return {
    async document(
      accountId: number,
      meta: WriteMeta,
      choices: CvBuilderChoices,
      memberLanguage: Language,
      version: CountryVersion,
    ): Promise<CvDocument> {
      const profileId = await profiles.memberProfileId(accountId, meta);
      const language = cvLanguage(choices, memberLanguage);
      const [profile, countries, hasPicture] = await Promise.all([
        profiles.view(profileId, language),
        reference.countries(),
        choices.photo === '1' ? profilePictureRepository(db).byProfile(profileId).then(Boolean) : false,
      ]);
      const photo = hasPicture ? await pictures.image(profileId) : null;
      const names = new Map(countries.map((country) => [country.id, country.names]));
      return cvDocument({
        profile,
        choices,
        memberLanguage,
        countryName: (id, lang) => names.get(id)?.[lang] ?? null,
        photo,
        paper: paperOf(version),
      });
    },
  };
}
