import { withoutSecretSegments } from '@laufbahn/contracts/monitoring';

/**
 * The path as statistics keep it: no query or fragment (they may hold personal data), numeric ids as `:id`, and the
 * CV upload links without their token and file name.
 */
export function pagePathForStatistics(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  return withoutSecretSegments(pathname)
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : segment))
    .join('/');
}
