import type { GeneratedProfile, GeneratedProfileStatusAnswer } from '@laufbahn/contracts/cv';
import type { Profile, Visibility } from '@laufbahn/contracts/profile';
import type { StageEntry } from '../../../db/schema/cv.ts';
import type { PositionRow } from '../../profile/position.repository.ts';
import type { ProfileRow } from '../../profile/profile.repository.ts';
import { toProfile } from '../../profile/profile.view.ts';
import type { CvReviewRequestRow } from '../upload/account-upload.repository.ts';
import { toReviewRequest } from '../upload/account-upload.service.ts';
import type { GeneratedWithUpload } from './generated-profile.repository.ts';

export const GENERATED_PROFILES_PATH = '/api/career/generated_profiles';
export const generatedPictureImagePath = (profileId: number) =>
  `${GENERATED_PROFILES_PATH}/${profileId}/generated_profile_picture/image`;

/** Stage times as UTC ISO strings, whatever time zone the database session writes them in. */
const toStages = (stages: StageEntry[]) =>
  stages.map((s) => ({ status: s.status, startedAt: new Date(s.startedAt).toISOString() }));

export function toStatus(generated: GeneratedWithUpload): GeneratedProfileStatusAnswer {
  return {
    id: generated.profileId,
    status: generated.status,
    ...(generated.reason ? { reason: generated.reason } : {}),
    stages: toStages(generated.stages),
  };
}

export interface GeneratedParts {
  generated: GeneratedWithUpload;
  row: ProfileRow;
  positions: PositionRow[];
  picture: Profile['picture'];
  /** The owning account's visibility summary, when an account owns the profile. */
  accountVisibility: Visibility | undefined;
  review: CvReviewRequestRow | undefined;
}

/**
 * The visitor's pending choice if there is one, else the account's; a visitor who has not chosen yet sees
 * `anonymous`, the setting every new account starts with.
 */
function visibilityOf(generated: GeneratedWithUpload, accountVisibility: Visibility | undefined): Visibility {
  if (generated.makeVisible !== null) return generated.makeVisible ? 'visible' : 'anonymous';
  return accountVisibility ?? 'anonymous';
}

/** `my_profile`'s shape plus the processing facts (contract `generatedProfile`). */
export function toGeneratedProfile(parts: GeneratedParts): GeneratedProfile {
  const { generated, positions } = parts;
  const base = toProfile({ row: parts.row, owner: undefined, positions, careerSteps: [], picture: parts.picture });
  const ids = new Set(positions.map((p) => String(p.id)));
  const positionConfidence = Object.fromEntries(
    Object.entries(generated.facts.positionConfidence).filter(([id]) => ids.has(id)),
  );
  const positionChecks = Object.fromEntries(
    Object.entries(generated.facts.positionChecks ?? {}).filter(([id, checks]) => ids.has(id) && checks.length > 0),
  );
  return {
    ...base,
    contactDetails: { phoneNumber: parts.row.phoneNumber, email: generated.email },
    visibility: visibilityOf(generated, parts.accountVisibility),
    status: generated.status,
    ...(generated.reason ? { reason: generated.reason } : {}),
    uploadId: generated.uploadId,
    fileName: generated.upload.fileName,
    confirmedAt: generated.confirmedAt?.toISOString() ?? null,
    languages: generated.facts.languages,
    salaryEvaluation: generated.salaryEvaluation,
    confidence: generated.facts.confidence,
    positionConfidence,
    positionChecks,
    reviewRequest: toReviewRequest(parts.review),
  };
}
