import type { CropDimensions, ProfilePicture } from '@laufbahn/contracts/profile-picture';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newFileKey, type FileStore } from '../../lib/file-store.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { profileRepository } from '../profile/profile.repository.ts';
import { checkedCropRect, decodeBase64Picture, preparePicture, renderCrop } from './picture-image.ts';
import {
  cropOf,
  pictureUrl,
  profilePictureRepository,
  type PictureValues,
  type ProfilePictureRow,
} from './profile-picture.repository.ts';

export interface WriteMeta {
  ip: string;
  actor: string;
}

const FOLDER = 'profile-pictures';
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as Record<string, string>;

/** Where the bytes of a new picture or crop went before its row is written; removed again if that fails. */
interface Rendered {
  values: PictureValues;
  keys: string[];
  original: Buffer;
}

export function profilePictureService(db: Db, files: FileStore) {
  const pictures = profilePictureRepository(db);
  const profiles = profileRepository(db);

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
      url: pictureUrl(row),
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
    accountId: number,
    profileId: number,
    rendered: Rendered,
    action: string,
    meta: WriteMeta,
    expectedOriginalKey?: string,
  ): Promise<ProfilePictureRow> {
    let previous: ProfilePictureRow | undefined;
    let row: ProfilePictureRow;
    try {
      row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const repo = profilePictureRepository(tx);
        await repo.lockProfile(profileId);
        previous = await repo.byProfile(profileId);
        if (expectedOriginalKey !== undefined && previous?.originalKey !== expectedOriginalKey) {
          throw new AppError('conflict', 'The picture was changed by another request');
        }
        const saved = await repo.save(profileId, rendered.values);
        await recordAudit(tx, {
          accountId,
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

  async function existing(accountId: number) {
    const profileId = await pictures.memberProfileId(accountId);
    const row = profileId === undefined ? undefined : await pictures.byProfile(profileId);
    if (profileId === undefined || !row) throw notFound('Profile picture');
    return { profileId, row };
  }

  /** A new picture with its crop, replacing any previous one. */
  async function upload(accountId: number, body: { picture: string; dimensions: CropDimensions }, meta: WriteMeta) {
    const rendered = await renderUpload(body.picture, body.dimensions);
    let profileId: number;
    try {
      profileId = (await profiles.ensureMemberProfile(accountId)).id;
    } catch (error) {
      await removeFiles(rendered.keys);
      throw error;
    }
    const row = await commit(accountId, profileId, rendered, 'profile_picture.uploaded', meta);
    return toProfilePicture(row, rendered.original);
  }

  return {
    async get(accountId: number): Promise<ProfilePicture> {
      const { row } = await existing(accountId);
      return toProfilePicture(row, await readFile(row.originalKey));
    },

    /** The cropped image's bytes. */
    async image(accountId: number): Promise<Buffer> {
      const { row } = await existing(accountId);
      return readFile(row.croppedKey);
    },

    upload,

    /** A new crop of the stored picture, or a new picture when the body brings one. */
    async update(accountId: number, body: { picture?: string; dimensions: CropDimensions }, meta: WriteMeta) {
      if (body.picture !== undefined) {
        return upload(accountId, { picture: body.picture, dimensions: body.dimensions }, meta);
      }
      const { profileId, row } = await existing(accountId);
      const rendered = await renderRecrop(row, body.dimensions);
      const saved = await commit(accountId, profileId, rendered, 'profile_picture.cropped', meta, row.originalKey);
      return toProfilePicture(saved, rendered.original);
    },

    async remove(accountId: number, meta: WriteMeta): Promise<void> {
      const profileId = await pictures.memberProfileId(accountId);
      if (profileId === undefined) throw notFound('Profile picture');
      const removed = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const repo = profilePictureRepository(tx);
        await repo.lockProfile(profileId);
        const row = await repo.delete(profileId);
        if (!row) return undefined;
        await recordAudit(tx, {
          accountId,
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
  };
}
export type ProfilePictureService = ReturnType<typeof profilePictureService>;
