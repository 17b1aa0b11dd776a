import type { CropDimensions } from '@laufbahn/contracts/profile-picture';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { LIMITS } from '@laufbahn/contracts/limits';
import sharp from 'sharp';
import { AppError, validationFailed } from '../../../lib/app-error.ts';

/** Formats accepted, told by content (never by a name or a `data:` prefix), and their media types. */
export const PICTURE_FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type PictureFormat = keyof typeof PICTURE_FORMATS;

/** More pixels than any camera's photo: beyond this a small file is a decompression bomb. */
export const MAX_PICTURE_PIXELS = 50_000_000;
/** The rendered crop fits in this box (never enlarged), keeping the crop's aspect ratio. */
export const CROPPED_MAX = { width: 600, height: 800 } as const;

const DATA_URL_PREFIX = /^data:[a-z0-9.+-]+\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

const tooLarge = () =>
  new AppError('payload_too_large', 'The picture is larger than 3 MB', {
    fields: { picture: [VALIDATION.imageTooLarge] },
  });
const invalidImage = () =>
  new AppError('unsupported_media_type', 'The picture is not a JPEG, PNG or WebP image', {
    fields: { picture: [VALIDATION.imageInvalid] },
  });
const tooSmall = (field: 'picture' | 'dimensions') => validationFailed({ [field]: [VALIDATION.imageTooSmall] });

/** The bytes of a base64 picture (optionally a `data:` URL); 413 over 3 MB, 415 when it is not base64. */
export function decodeBase64Picture(value: string): Buffer {
  const base64 = value.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const unpadded = base64.length - padding;
  // Size first, from the length alone: the limit is on the file, whatever its content.
  if (Math.floor((unpadded * 3) / 4) > LIMITS.photoMaxBytes) throw tooLarge();
  if (!BASE64.test(base64) || unpadded % 4 === 1 || (padding > 0 && base64.length % 4 !== 0)) throw invalidImage();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw invalidImage();
  return bytes;
}

export interface StoredPicture {
  bytes: Buffer;
  format: PictureFormat;
  mimeType: string;
  width: number;
  height: number;
}

const isPictureFormat = (format: string | undefined): format is PictureFormat =>
  format !== undefined && Object.hasOwn(PICTURE_FORMATS, format);

/** Runs sharp; anything it cannot read is the upload's fault (415), not ours. */
async function readable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidImage();
  }
}

/**
 * Checks an upload by content and prepares it for storing: EXIF orientation applied, every piece of
 * metadata (GPS position, camera, …) stripped, re-encoded in its own format at high quality.
 */
export async function preparePicture(upload: Buffer): Promise<StoredPicture> {
  return readable(async () => {
    // The header alone (no pixel limit yet, so that a bomb is told apart from a broken file).
    const meta = await sharp(upload, { limitInputPixels: false }).metadata();
    if (!isPictureFormat(meta.format)) throw invalidImage();
    if (meta.width * meta.height > MAX_PICTURE_PIXELS) throw tooLarge();
    const input = sharp(upload, { failOn: 'error', limitInputPixels: MAX_PICTURE_PIXELS });
    const { width, height } = meta.autoOrient;
    if (width < LIMITS.photoMinWidth || height < LIMITS.photoMinHeight) throw tooSmall('picture');

    const oriented = input.rotate();
    const encoded =
      meta.format === 'jpeg'
        ? oriented.jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
        : meta.format === 'png'
          ? oriented.png()
          : oriented.webp({ quality: 92 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      format: meta.format,
      mimeType: PICTURE_FORMATS[meta.format],
      width: info.width,
      height: info.height,
    };
  });
}

export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The crop in permille of the original → whole pixels, inside the image. */
export function cropRect(dimensions: CropDimensions, width: number, height: number): PixelRect {
  const scale = 100 * LIMITS.cropScale;
  const left = Math.min(Math.round((dimensions.x * width) / scale), width - 1);
  const top = Math.min(Math.round((dimensions.y * height) / scale), height - 1);
  return {
    left,
    top,
    width: Math.max(1, Math.min(Math.round((dimensions.width * width) / scale), width - left)),
    height: Math.max(1, Math.min(Math.round((dimensions.height * height) / scale), height - top)),
  };
}

/** The crop area in source pixels; 422 on `dimensions` when it is smaller than the minimum photo. */
export function checkedCropRect(dimensions: CropDimensions, width: number, height: number): PixelRect {
  const rect = cropRect(dimensions, width, height);
  if (rect.width < LIMITS.photoMinWidth || rect.height < LIMITS.photoMinHeight) throw tooSmall('dimensions');
  return rect;
}

/** The cropped picture as shown on pages: JPEG, at most 600×800, transparency on white. */
export async function renderCrop(original: Buffer, rect: PixelRect): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_PICTURE_PIXELS })
    .extract(rect)
    .resize({ width: CROPPED_MAX.width, height: CROPPED_MAX.height, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
