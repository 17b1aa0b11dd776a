import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { LIMITS } from './limits.ts';

/**
 * The crop area in percent of the original image × 10 (0–1000), as croppers report it multiplied by
 * `LIMITS.cropScale` on the way to the server (see DECISIONS: picture crop).
 */
const permille = z
  .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
  .int(VALIDATION.invalidType)
  .min(0, VALIDATION.cropInvalid)
  .max(1000, VALIDATION.cropInvalid);

export const cropDimensions = z
  .strictObject(
    {
      x: permille,
      y: permille,
      width: permille.min(1, VALIDATION.cropInvalid),
      height: permille.min(1, VALIDATION.cropInvalid),
    },
    { error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) },
  )
  .refine((d) => d.x + d.width <= 1000 && d.y + d.height <= 1000, VALIDATION.cropInvalid);
export type CropDimensions = z.infer<typeof cropDimensions>;

/** Base64 of at most 3 MB of image: 4 characters per 3 bytes, plus an optional `data:` prefix. */
const MAX_BASE64_LENGTH = Math.ceil(LIMITS.photoMaxBytes / 3) * 4 + 100;

export const pictureUploadBody = z.strictObject({
  picture: z
    .string({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
    .min(1, VALIDATION.required)
    .max(MAX_BASE64_LENGTH, VALIDATION.imageTooLarge),
  dimensions: cropDimensions,
});
export type PictureUploadBody = z.infer<typeof pictureUploadBody>;

/** `PATCH`: a new crop of the stored original, or a new picture with its crop. */
export const picturePatchBody = z.strictObject({
  picture: pictureUploadBody.shape.picture.optional(),
  dimensions: cropDimensions,
});

export const profilePicture = z.object({
  /** The original, so the page can crop it again. */
  picture: z.string(),
  mimeType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  dimensions: cropDimensions,
  /** The cropped image as served (`GET …/profile_picture/image`). */
  url: z.string(),
});
export type ProfilePicture = z.infer<typeof profilePicture>;

/** Client side: the cropper's percentages → the server's integers, and back. */
export const toServerCrop = (area: { x: number; y: number; width: number; height: number }): CropDimensions => ({
  x: Math.round(area.x * LIMITS.cropScale),
  y: Math.round(area.y * LIMITS.cropScale),
  width: Math.round(area.width * LIMITS.cropScale),
  height: Math.round(area.height * LIMITS.cropScale),
});
export const fromServerCrop = (d: CropDimensions) => ({
  x: d.x / LIMITS.cropScale,
  y: d.y / LIMITS.cropScale,
  width: d.width / LIMITS.cropScale,
  height: d.height / LIMITS.cropScale,
});
