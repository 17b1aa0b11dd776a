import type { CropDimensions } from '@laufbahn/contracts/profile-picture';
import type { profilePictureSummary } from '@laufbahn/contracts/profile';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { profilePictures, profiles } from '../../../db/schema/profiles.ts';

export type ProfilePictureRow = typeof profilePictures.$inferSelect;
export type ProfilePictureSummary = z.infer<typeof profilePictureSummary>;

export const PICTURE_IMAGE_PATH = '/api/career/my_profile/profile_picture/image';

/** The cropped image's address; the version changes with every new picture or crop (see `save`). */
export const pictureUrl = (row: Pick<ProfilePictureRow, 'updatedAt'>, path = PICTURE_IMAGE_PATH) =>
  `${path}?v=${row.updatedAt.getTime()}`;

export const cropOf = (row: ProfilePictureRow): CropDimensions => ({
  x: row.cropX,
  y: row.cropY,
  width: row.cropWidth,
  height: row.cropHeight,
});

export interface PictureValues {
  originalKey: string;
  croppedKey: string;
  mimeType: string;
  width: number;
  height: number;
  dimensions: CropDimensions;
}

/** Works on the database or inside a transaction (pass the transaction as `db`). */
export function profilePictureRepository(db: Db) {
  async function byProfile(profileId: number): Promise<ProfilePictureRow | undefined> {
    return (await db.select().from(profilePictures).where(eq(profilePictures.profileId, profileId)))[0];
  }

  return {
    byProfile,

    /**
     * What the profile shows: the cropped picture's versioned address (served at `imagePath`) and the crop;
     * null without a picture.
     */
    async summary(profileId: number, imagePath = PICTURE_IMAGE_PATH): Promise<ProfilePictureSummary | null> {
      const row = await byProfile(profileId);
      return row ? { url: pictureUrl(row, imagePath), dimensions: cropOf(row) } : null;
    },

    /** The member's own profile id, if the profile exists yet. */
    async memberProfileId(accountId: number): Promise<number | undefined> {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.accountId, accountId), eq(profiles.kind, 'member')));
      return rows[0]?.id;
    },

    /** In a transaction: holds the profile row until commit, so writes to one profile's picture queue up. */
    async lockProfile(profileId: number): Promise<void> {
      await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
    },

    /**
     * Inserts or replaces the picture. `updated_at` moves forward by at least a millisecond each time,
     * so the image address (`?v=` epoch ms) changes with every write.
     */
    async save(profileId: number, values: PictureValues): Promise<ProfilePictureRow> {
      const columns = {
        originalKey: values.originalKey,
        croppedKey: values.croppedKey,
        mimeType: values.mimeType,
        width: values.width,
        height: values.height,
        cropX: values.dimensions.x,
        cropY: values.dimensions.y,
        cropWidth: values.dimensions.width,
        cropHeight: values.dimensions.height,
      };
      const rows = await db
        .insert(profilePictures)
        .values({ profileId, ...columns })
        .onConflictDoUpdate({
          target: profilePictures.profileId,
          set: {
            ...columns,
            updatedAt: sql`greatest(now(), ${profilePictures.updatedAt} + interval '1 millisecond')`,
          },
        })
        .returning();
      return rows[0]!;
    },

    async delete(profileId: number): Promise<ProfilePictureRow | undefined> {
      const rows = await db.delete(profilePictures).where(eq(profilePictures.profileId, profileId)).returning();
      return rows[0];
    },
  };
}
export type ProfilePictureRepository = ReturnType<typeof profilePictureRepository>;
