import { CV_PROBLEMS, type CvProblem } from '@laufbahn/contracts/cv';
import { LIMITS } from '@laufbahn/contracts/limits';

const EXTENSIONS = ['.pdf', '.docx', '.doc'];
const MEDIA_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
];

/**
 * What the browser can tell before uploading: too large, empty, or neither a PDF nor a Word document by
 * name or declared type. The server checks the content again (magic bytes) and has the last word.
 */
export function checkCvFile(file: Pick<File, 'name' | 'size' | 'type'>): CvProblem | null {
  const name = file.name.toLowerCase();
  const known = EXTENSIONS.some((extension) => name.endsWith(extension)) || MEDIA_TYPES.includes(file.type);
  if (!known) return CV_PROBLEMS.invalidFileFormat;
  if (file.size > LIMITS.cvMaxBytes) return CV_PROBLEMS.fileTooLarge;
  if (file.size === 0) return CV_PROBLEMS.empty;
  return null;
}
