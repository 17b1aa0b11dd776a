import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.ts';
import { cropRect, decodeBase64Picture, preparePicture, renderCrop } from './picture-image.ts';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

async function failure(work: () => unknown): Promise<AppError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('cropRect', () => {
  it('turns permille of the original into pixels', () => {
    expect(cropRect({ x: 100, y: 50, width: 500, height: 750 }, 400, 600)).toEqual({
      left: 40,
      top: 30,
      width: 200,
      height: 450,
    });
    expect(cropRect({ x: 0, y: 0, width: 1000, height: 1000 }, 1234, 987)).toEqual({
      left: 0,
      top: 0,
      width: 1234,
      height: 987,
    });
  });

  it('stays inside the image whatever the rounding', () => {
    const rect = cropRect({ x: 999, y: 999, width: 1, height: 1 }, 3, 3);
    expect(rect.left + rect.width).toBeLessThanOrEqual(3);
    expect(rect.top + rect.height).toBeLessThanOrEqual(3);
    expect(rect.width).toBeGreaterThanOrEqual(1);
    for (const size of [1, 7, 113, 401, 4999]) {
      for (const x of [0, 333, 500, 999]) {
        const r = cropRect({ x, y: x, width: 1000 - x, height: 1000 - x }, size, size);
        expect(r.left + r.width).toBeLessThanOrEqual(size);
        expect(r.top + r.height).toBeLessThanOrEqual(size);
      }
    }
  });
});

describe('decodeBase64Picture', () => {
  it('accepts plain base64, a data: prefix and line breaks', () => {
    expect(decodeBase64Picture('aGVsbG8=').toString()).toBe('hello');
    expect(decodeBase64Picture('data:image/png;base64,aGVsbG8=').toString()).toBe('hello');
    expect(decodeBase64Picture('aGVs\nbG8=').toString()).toBe('hello');
  });

  it('refuses what is not base64 with 415', async () => {
    for (const value of ['not base64!', '====', 'a', 'aGVsbG8=aGVs']) {
      const error = await failure(() => decodeBase64Picture(value));
      expect([error.status, error.fields]).toEqual([415, { picture: ['validation.imageInvalid'] }]);
    }
  });

  it('refuses more than 3 MB with 413, by length before decoding', async () => {
    const value = 'A'.repeat(Math.ceil((3 * 1024 * 1024 + 1) / 3) * 4);
    const error = await failure(() => decodeBase64Picture(value));
    expect([error.status, error.fields]).toEqual([413, { picture: ['validation.imageTooLarge'] }]);
    expect(decodeBase64Picture('A'.repeat(((3 * 1024 * 1024) / 3) * 4)).length).toBe(3 * 1024 * 1024);
  });
});

describe('preparePicture', () => {
  it('applies the EXIF orientation and strips metadata', async () => {
    const upload = await image(400, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const prepared = await preparePicture(upload);
    expect(prepared).toMatchObject({ format: 'jpeg', mimeType: 'image/jpeg', width: 600, height: 400 });
    const meta = await sharp(prepared.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([600, 400, undefined, undefined]);
  });

  it('keeps PNG and WebP in their format', async () => {
    expect((await preparePicture(await image(200, 300).png().toBuffer())).mimeType).toBe('image/png');
    expect((await preparePicture(await image(200, 300).webp().toBuffer())).mimeType).toBe('image/webp');
  });

  it('refuses other formats and broken files with 415, small images with 422', async () => {
    const gif = await image(200, 300).gif().toBuffer();
    const jpeg = await image(400, 600).jpeg().toBuffer();
    for (const upload of [gif, Buffer.from('%PDF-1.7\n1 0 obj\n'), jpeg.subarray(0, 200), Buffer.from('<svg/>')]) {
      expect((await failure(() => preparePicture(upload))).status).toBe(415);
    }
    const small = await failure(async () => preparePicture(await image(111, 300).png().toBuffer()));
    expect([small.status, small.fields]).toEqual([422, { picture: ['validation.imageTooSmall'] }]);
  });
});

describe('renderCrop', () => {
  it('renders JPEG no larger than 600×800, keeping the crop aspect and never enlarging', async () => {
    const original = await image(3000, 3000).png().toBuffer();
    const big = await sharp(await renderCrop(original, { left: 0, top: 0, width: 3000, height: 3000 })).metadata();
    expect([big.format, big.width, big.height]).toEqual(['jpeg', 600, 600]);
    const tall = await sharp(await renderCrop(original, { left: 10, top: 10, width: 900, height: 2400 })).metadata();
    expect([tall.width, tall.height]).toEqual([300, 800]);
    const small = await sharp(await renderCrop(original, { left: 0, top: 0, width: 120, height: 160 })).metadata();
    expect([small.width, small.height]).toEqual([120, 160]);
  });
});
