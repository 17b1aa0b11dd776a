import { zipSync, type Zippable } from 'fflate';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { rowsOf } from './member.ts';
import { MEMBER_TABLES, idArray, type Member } from './member-data-tables.ts';

/** The name of the JSON file inside the ZIP. */
export const EXPORT_JSON = 'laufbahn-data.json';
/** Export format version, raised when a reader would have to change. */
export const EXPORT_FORMAT = 1;

type Row = Record<string, unknown>;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function exported(row: Row, omit: readonly string[] = []): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (omit.includes(column)) continue;
    out[camel(column)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Letters, digits and a few marks from the member's file name; never a path. */
const safeName = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/^[.\s]+/, '')
    .slice(-100) || 'file';

const extension = (key: string) => key.slice(key.lastIndexOf('.') + 1);

interface FileEntry {
  path: string;
  key: string;
}

/** Every table's rows of the member, by section, and the files to put beside them. */
export async function collectMemberData(db: Db, member: Member) {
  const sections: Record<string, unknown> = {};
  for (const entry of MEMBER_TABLES) {
    const query = entry.withJob
      ? sql`select t.*, j.title as job_title, j.company_name as job_company_name
            from ${sql.identifier(entry.table)} t left join jobs j on j.id = t.job_id where ${entry.where(member)}`
      : sql`select t.* from ${sql.identifier(entry.table)} t where ${entry.where(member)}`;
    const rows = (await rowsOf<Row>(db, query)).map((row) => exported(row, entry.omit));
    sections[entry.section] = rows;
  }
  sections.account = (sections.account as Row[])[0] ?? null;
  sections.onboardingDraft = (sections.onboardingDraft as Row[])[0] ?? null;

  const files: FileEntry[] = [];
  const uploads = await rowsOf<{ id: number; file_key: string; file_name: string }>(
    db,
    sql`select id, file_key, file_name from account_uploads where id = any(${idArray(member.uploadIds)})`,
  );
  const uploadFiles = new Map<number, string>();
  for (const upload of uploads) {
    const path = `files/cvs/${upload.id}-${safeName(upload.file_name)}`;
    files.push({ path, key: upload.file_key });
    uploadFiles.set(Number(upload.id), path);
  }
  for (const row of sections.uploads as Row[]) row.file = uploadFiles.get(Number(row.id)) ?? null;

  const pictures = await rowsOf<{ profile_id: number; original_key: string; cropped_key: string }>(
    db,
    sql`select profile_id, original_key, cropped_key from profile_pictures where profile_id = any(${idArray(member.profileIds)})`,
  );
  const pictureFiles = new Map<number, { originalFile: string; croppedFile: string }>();
  for (const picture of pictures) {
    const base = `files/pictures/profile-${picture.profile_id}`;
    const paths = {
      originalFile: `${base}-original.${extension(picture.original_key)}`,
      croppedFile: `${base}-cropped.${extension(picture.cropped_key)}`,
    };
    files.push(
      { path: paths.originalFile, key: picture.original_key },
      { path: paths.croppedFile, key: picture.cropped_key },
    );
    pictureFiles.set(Number(picture.profile_id), paths);
  }
  for (const row of sections.profilePictures as Row[]) Object.assign(row, pictureFiles.get(Number(row.profileId)));

  return { sections, files };
}

/** The ZIP: the JSON with every section, and the original files (stored as they are: they are compressed already). */
export async function buildExportArchive(db: Db, files: FileStore, member: Member, now: Date): Promise<Uint8Array> {
  const collected = await collectMemberData(db, member);
  const entries: Zippable = {};
  const missing: string[] = [];
  for (const file of collected.files) {
    const bytes = await files.get(file.key);
    if (bytes) entries[file.path] = [new Uint8Array(bytes), { level: 0 }];
    else missing.push(file.path);
  }
  const document = {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    missingFiles: missing,
    ...collected.sections,
  };
  entries[EXPORT_JSON] = [new TextEncoder().encode(JSON.stringify(document, null, 2)), { level: 6 }];
  return zipSync(entries, { mtime: now });
}
