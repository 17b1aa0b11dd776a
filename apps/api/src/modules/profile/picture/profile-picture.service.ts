import type { CropDimensions, ProfilePicture } from '@laufbahn/contracts/profile-picture';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { newFileKey, type FileStore } from '../../../lib/file-store.ts';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import type { WriteMeta } from '../../../lib/request-meta.ts';
import { checkedCropRect, decodeBase64Picture, preparePicture, renderCrop } from './picture-image.ts';
import {
  cropOf,
  PICTURE_IMAGE_PATH,
  pictureUrl,
  profilePictureRepository,
  type PictureValues,
  type ProfilePictureRow,
} from './profile-picture.repository.ts';

const FOLDER = 'profile-pictures';
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as Record<string, string>;

/** Where the bytes of a new picture or crop went before its row is written; removed again if that fails. */
interface Rendered {
  values: PictureValues;
  keys: string[];
  original: Buffer;
}

/**
 * The picture of a profile — the member's own or one generated from a CV — by profile id, which the route has
 * resolved and checked. `imagePath` is where that profile's cropped image is served.
 */
export function profilePictureService(
  db: Db,
  files: FileStore,
  imagePath: (profileId: number) => string = () => PICTURE_IMAGE_PATH,
) {
  const pictures = profilePictureRepository(db);

  async function readFile(key: string): Promise<Buffer> {
    const bytes = await files.get(key);
    if (!bytes) throw new Error(`Profile picture file ${key} is missing`);
    return bytes;
  }

  function toProfilePicture(row: ProfilePictureRow, original: Buffer): ProfilePicture {
    return {
      picture: original.toString('base64'),
      mimeType: row.mimeType,
      width: row.width,
      height: row.height,
      dimensions: cropOf(row),
      url: pictureUrl(row, imagePath(row.profileId)),
    };
  }

  /** Checks and stores a new picture and its crop (no database yet). */
  async function renderUpload(base64: string, dimensions: CropDimensions): Promise<Rendered> {
    const original = await preparePicture(decodeBase64Picture(base64));
    const cropped = await renderCrop(original.bytes, checkedCropRect(dimensions, original.width, original.height));
    const originalKey = newFileKey(FOLDER, EXTENSIONS[original.mimeType]!);
    const croppedKey = newFileKey(FOLDER, 'jpg');
    await storeAll([
      [originalKey, original.bytes],
      [croppedKey, cropped],
    ]);
    return {
      values: {
        originalKey,
        croppedKey,
        mimeType: original.mimeType,
        width: original.width,
        height: original.height,
        dimensions,
      },
      keys: [originalKey, croppedKey],
      original: original.bytes,
    };
  }

  /** A new crop of the stored original. */
  async function renderRecrop(row: ProfilePictureRow, dimensions: CropDimensions): Promise<Rendered> {
    const rect = checkedCropRect(dimensions, row.width, row.height);
    const original = await readFile(row.originalKey);
    const croppedKey = newFileKey(FOLDER, 'jpg');
    await storeAll([[croppedKey, await renderCrop(original, rect)]]);
    return {
      values: {
        originalKey: row.originalKey,
        croppedKey,
        mimeType: row.mimeType,
        width: row.width,
        height: row.height,
        dimensions,
      },
      keys: [croppedKey],
      original,
    };
  }

  async function storeAll(entries: [string, Buffer][]) {
    try {
      for (const [key, bytes] of entries) await files.put(key, bytes);
    } catch (error) {
      await removeFiles(entries.map(([key]) => key));
      throw error;
    }
  }

  /** Best effort: a file left behind costs disk space, never correctness. */
  async function removeFiles(keys: Iterable<string>) {
    await Promise.allSettled([...keys].map((key) => files.delete(key)));
  }

  /**
   * Writes the row in one transaction (profile locked, so writes to one picture queue up), then removes
   * the files nothing refers to any more. `expectedOriginalKey`: the original a re-crop was made from;
   * if another request replaced it meanwhile, the re-crop is refused rather than pairing it with the new one.
   */
  async function commit(
    profileId: number,
    rendered: Rendered,
    action: string,
    meta: WriteMeta,
    expectedOriginalKey?: string,
  ): Promise<ProfilePictureRow> {
    let previous: ProfilePictureRow | undefined;
    let row: ProfilePictureRow;
    try {
      row = await db.transaction(async (tx) => {
        const repo = profilePictureRepository(tx);
        await repo.lockProfile(profileId);
        previous = await repo.byProfile(profileId);
        if (expectedOriginalKey !== undefined && previous?.originalKey !== expectedOriginalKey) {
          throw new AppError('conflict', 'The picture was changed by another request');
        }
        const saved = await repo.save(profileId, rendered.values);
        await recordAudit(tx, {
          accountId: meta.accountId,
          actor: meta.actor,
          action,
          ip: meta.ip,
          details: { profileId, width: saved.width, height: saved.height, dimensions: rendered.values.dimensions },
        });
        return saved;
      });
    } catch (error) {
      await removeFiles(rendered.keys);
      throw error;
    }
    if (previous) {
      const stillUsed = new Set([row.originalKey, row.croppedKey]);
      await removeFiles([previous.originalKey, previous.croppedKey].filter((key) => !stillUsed.has(key)));
    }
    return row;
  }

  async function existing(profileId: number) {
    const row = await pictures.byProfile(profileId);
    if (!row) throw notFound('Profile picture');
    return row;
  }

  /** A new picture with its crop, replacing any previous one. */
  async function upload(profileId: number, body: { picture: string; dimensions: CropDimensions }, meta: WriteMeta) {
    const rendered = await renderUpload(body.picture, body.dimensions);
    const row = await commit(profileId, rendered, 'profile_picture.uploaded', meta);
    return toProfilePicture(row, rendered.original);
  }

  return {
    async get(profileId: number): Promise<ProfilePicture> {
      const row = await existing(profileId);
      return toProfilePicture(row, await readFile(row.originalKey));
    },

    /** The cropped image's bytes. */
    async image(profileId: number): Promise<Buffer> {
      return readFile((await existing(profileId)).croppedKey);
    },

    upload,

    /** A new crop of the stored picture, or a new picture when the body brings one. */
    async update(profileId: number, body: { picture?: string; dimensions: CropDimensions }, meta: WriteMeta) {
      if (body.picture !== undefined) {
        return upload(profileId, { picture: body.picture, dimensions: body.dimensions }, meta);
      }
      const row = await existing(profileId);
      const rendered = await renderRecrop(row, body.dimensions);
      const saved = await commit(profileId, rendered, 'profile_picture.cropped', meta, row.originalKey);
      return toProfilePicture(saved, rendered.original);
    },

    async remove(profileId: number, meta: WriteMeta): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const repo = profilePictureRepository(tx);
        await repo.lockProfile(profileId);
        const row = await repo.delete(profileId);
        if (!row) return undefined;
        await recordAudit(tx, {
          accountId: meta.accountId,
          actor: meta.actor,
          action: 'profile_picture.deleted',
          ip: meta.ip,
          details: { profileId },
        });
        return row;
      });
      if (!removed) throw notFound('Profile picture');
      await removeFiles([removed.originalKey, removed.croppedKey]);
    },

    /**
     * Copies of a profile's picture files under new keys, ready to be saved for another profile (confirming a
     * generated profile); undefined without a picture. The caller discards the copies if it does not save them.
     */
    async duplicate(profileId: number): Promise<{ values: PictureValues; keys: string[] } | undefined> {
      const row = await pictures.byProfile(profileId);
      if (!row) return undefined;
      const originalKey = newFileKey(FOLDER, EXTENSIONS[row.mimeType] ?? 'jpg');
      const croppedKey = newFileKey(FOLDER, 'jpg');
      await storeAll([
        [originalKey, await readFile(row.originalKey)],
        [croppedKey, await readFile(row.croppedKey)],
      ]);
      return {
        values: {
          originalKey,
          croppedKey,
          mimeType: row.mimeType,
          width: row.width,
          height: row.height,
          dimensions: cropOf(row),
        },
        keys: [originalKey, croppedKey],
      };
    },

    removeFiles,
  };
}
export type ProfilePictureService = ReturnType<typeof profilePictureService>;
