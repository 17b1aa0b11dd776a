import { eq, sql } from 'drizzle-orm';
import type { GeneratedProfile, GeneratedProfileStatusAnswer } from '@laufbahn/contracts/cv';
import { summariseVisibility } from '@laufbahn/contracts/privacy';
import type { Visibility } from '@laufbahn/contracts/profile';
import type { Db } from '../../../db/client.ts';
import { positions } from '../../../db/schema/profiles.ts';
import { AppError, notFound, unauthenticated } from '../../../lib/app-error.ts';
import type { FileStore } from '../../../lib/file-store.ts';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import { profilePictureRepository, type ProfilePictureRow } from '../../profile/picture/profile-picture.repository.ts';
import { profilePictureService } from '../../profile/picture/profile-picture.service.ts';
import { positionRepository } from '../../profile/position.repository.ts';
import { privacyService } from '../../profile/privacy.service.ts';
import { profileRepository } from '../../profile/profile.repository.ts';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import { accountUploadRepository } from '../upload/account-upload.repository.ts';
import { accountUploadService } from '../upload/account-upload.service.ts';
import { assertOwner, type CvCaller } from '../cv-caller.ts';
import { CV_QUEUE, type CvJob } from '../processing/cv-queue.ts';
import { generatedProfileRepository, type GeneratedWithUpload } from './generated-profile.repository.ts';
import { generatedPictureImagePath, toGeneratedProfile, toStatus } from './generated-profile.view.ts';

const conflict = (message: string) => new AppError('conflict', message);

/** The member's profile columns a confirmation replaces; career goals and visibility live elsewhere and stay. */
const CONFIRMED_COLUMNS = [
  'genderId',
  'name',
  'lastName',
  'city',
  'countryId',
  'dateOfBirth',
  'geoCodeId',
  'phoneNumber',
  'currentSalaryRangeId',
  'managementExperienceId',
  'skills',
] as const;

export const allVisibilities = (visibility: Visibility) => ({
  headhunter_visibility: visibility,
  recruiter_visibility: visibility,
  partner_networks_visibility: visibility,
});

export function generatedProfileService(db: Db, files: FileStore, queue: JobQueue) {
  const generated = generatedProfileRepository(db);
  const uploads = accountUploadService(db, files);
  const profiles = profileRepository(db);
  const pictures = profilePictureService(db, files, generatedPictureImagePath);
  const privacy = privacyService(db);

  async function owned(caller: CvCaller, id: number): Promise<GeneratedWithUpload> {
    const row = await generated.byId(id);
    assertOwner(caller, row?.upload, 'Generated profile');
    return row!;
  }

  async function enqueue(profileId: number): Promise<void> {
    const jobId = await queue.send<CvJob>(CV_QUEUE.name, { generatedProfileId: profileId });
    await generated.setJob(profileId, jobId);
  }

  async function view(row: GeneratedWithUpload): Promise<GeneratedProfile> {
    const profile = await profiles.byId(row.profileId);
    if (!profile) throw notFound('Generated profile');
    const owner = profile.accountId === null ? undefined : await profiles.owner(profile.accountId);
    const [positionRows, picture, review] = await Promise.all([
      positionRepository(db).list(row.profileId),
      profilePictureRepository(db).summary(row.profileId, generatedPictureImagePath(row.profileId)),
      accountUploadRepository(db).reviewRequest(row.uploadId),
    ]);
    return toGeneratedProfile({
      generated: row,
      row: profile,
      positions: positionRows,
      picture,
      review,
      accountVisibility: owner
        ? summariseVisibility({
            headhunter_visibility: owner.headhunterVisibility,
            recruiter_visibility: owner.recruiterVisibility,
            partner_networks_visibility: owner.partnerNetworksVisibility,
          })
        : undefined,
    });
  }

  return {
    owned,

    /**
     * Starts processing an upload, once: a second call answers the profile of the first. The rows are
     * committed before the job is queued (no queue call inside a transaction); a start whose job never got
     * queued (a crash in between) is queued by the next call or by the stuck-job sweep.
     */
    async start(caller: CvCaller, uploadId: number, countryVersion: string) {
      const upload = await uploads.owned(caller, uploadId);
      const { profileId, created } = await generated.ensure(upload, countryVersion);
      const row = (await generated.byId(profileId))!;
      if (created) {
        await recordAudit(db, {
          accountId: caller.accountId,
          actor: caller.meta.actor,
          action: 'generated_profile.created',
          ip: caller.meta.ip,
          details: { profileId, uploadId },
        });
      }
      if (row.jobId === null && row.status === 'uploading') await enqueue(profileId);
      return { created, profile: await view((await generated.byId(profileId))!) };
    },

    enqueue,

    async status(caller: CvCaller, id: number): Promise<GeneratedProfileStatusAnswer> {
      return toStatus(await owned(caller, id));
    },

    async view(caller: CvCaller, id: number): Promise<GeneratedProfile> {
      return view(await owned(caller, id));
    },

    /** The profile by id, after a change its route has authorised. */
    async viewById(id: number): Promise<GeneratedProfile> {
      const row = await generated.byId(id);
      if (!row) throw notFound('Generated profile');
      return view(row);
    },

    /** A profile the caller may edit: processed and not yet confirmed (else 409: the worker or the member's profile owns it). */
    async editable(caller: CvCaller, id: number): Promise<GeneratedWithUpload> {
      const row = await owned(caller, id);
      if (row.status !== 'ready') throw conflict(`The profile is ${row.status}, not ready`);
      if (row.confirmedAt) throw conflict('The profile has been confirmed already');
      return row;
    },

    /**
     * Copies the checked profile into the member's own, in one transaction: personal information, phone,
     * professional information and all positions replace the member's; the picture replaces the member's when
     * the generated profile has one. Career goals and visibility stay. Answers the member's profile id.
     */
    async confirm(caller: CvCaller, id: number): Promise<number> {
      if (caller.accountId === null) throw unauthenticated();
      const accountId = caller.accountId;
      const row = await owned(caller, id);
      if (row.upload.accountId !== accountId) throw notFound('Generated profile');
      if (row.status !== 'ready') throw conflict(`The profile is ${row.status}, not ready`);
      if (row.confirmedAt) throw conflict('The profile has been confirmed already');
      const memberProfileId = (await profiles.ensureMemberProfile(accountId)).id;
      const picture = await pictures.duplicate(id);
      let replaced: ProfilePictureRow | undefined;
      try {
        await db.transaction(async (tx) => {
          const locked = await generatedProfileRepository(tx).lock(id);
          if (!locked || locked.confirmedAt || locked.status !== 'ready') {
            throw conflict('The profile has been confirmed already');
          }
          await positionRepository(tx).lockProfile(memberProfileId);
          const source = (await profileRepository(tx).byId(id))!;
          await profileRepository(tx).update(
            memberProfileId,
            Object.fromEntries(CONFIRMED_COLUMNS.map((column) => [column, source[column]])),
          );
          await tx.delete(positions).where(eq(positions.profileId, memberProfileId));
          const copies = (await positionRepository(tx).list(id)).map(
            ({ id: _id, createdAt: _c, updatedAt: _u, ...position }) => ({ ...position, profileId: memberProfileId }),
          );
          if (copies.length > 0) await tx.insert(positions).values(copies);
          if (picture) {
            replaced = await profilePictureRepository(tx).byProfile(memberProfileId);
            await profilePictureRepository(tx).save(memberProfileId, picture.values);
          }
          await generatedProfileRepository(tx).update(id, { confirmedAt: sql`now()` });
          await recordAudit(tx, {
            accountId,
            actor: caller.meta.actor,
            action: 'generated_profile.confirmed',
            ip: caller.meta.ip,
            details: { profileId: id, memberProfileId, positions: copies.length, picture: picture !== undefined },
          });
        });
      } catch (error) {
        if (picture) await pictures.removeFiles(picture.keys);
        throw error;
      }
      if (replaced) await pictures.removeFiles([replaced.originalKey, replaced.croppedKey]);
      return memberProfileId;
    },

    /**
     * `make_visible`: true makes the account visible to headhunters, recruiters and partner networks, false
     * anonymous to all three. A visitor's choice waits on the generated profile for the account that claims it.
     */
    async choosePrivacy(caller: CvCaller, id: number, makeVisible: boolean): Promise<Visibility> {
      const row = await owned(caller, id);
      const visibility: Visibility = makeVisible ? 'visible' : 'anonymous';
      if (row.upload.accountId !== null) {
        const settings = await privacy.update(row.upload.accountId, allVisibilities(visibility), caller.meta);
        return settings.visibility;
      }
      await generated.update(id, { makeVisible });
      await recordAudit(db, {
        accountId: null,
        actor: caller.meta.actor,
        action: 'generated_profile.visibility_chosen',
        ip: caller.meta.ip,
        details: { profileId: id, makeVisible },
      });
      return visibility;
    },
  };
}
export type GeneratedProfileService = ReturnType<typeof generatedProfileService>;
