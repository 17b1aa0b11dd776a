import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from './app-error.ts';

/**
 * Where uploaded files live (profile pictures, CVs). Keys come from `newFileKey` only, never from user
 * input. The default keeps them in a folder under DATA_DIR; production can swap in an S3-compatible store
 * behind the same port.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** `folder/<32 random hex digits>.ext`; folder and extension are the caller's constants. */
const KEY = /^[a-z0-9-]{1,40}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export function newFileKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  assertKey(key);
  return key;
}

function assertKey(key: string) {
  if (!KEY.test(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** The disk (or the quota) is full, or the volume went read-only: no fault of the request, try later. */
const STORAGE_FULL = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);
/** How long a caller is asked to wait after a full disk: time for the operator's alarm to be seen. */
const STORAGE_RETRY_SECONDS = 300;

/** Files in `root` (created if missing). Writes go to a temporary file first and are renamed into place. */
export function localFileStore(root: string): FileStore {
  fs.mkdirSync(root, { recursive: true });
  const fileFor = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Same folder as the target, so the rename is atomic; readers never see half a file.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await fs.promises.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.promises.rename(temporary, file);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        if (STORAGE_FULL.has((error as NodeJS.ErrnoException).code ?? '')) {
          throw new AppError('service_unavailable', 'No room to store the file right now', {
            headers: { 'retry-after': String(STORAGE_RETRY_SECONDS) },
          });
        }
        throw error;
      }
    },

    async get(key) {
      try {
        return await fs.promises.readFile(fileFor(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await fs.promises.rm(fileFor(key), { force: true });
    },
  };
}
