/** The path as statistics keep it: no query or fragment (they may hold personal data), numeric ids as `:id`. */
export function pagePathForStatistics(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  return pathname
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : segment))
    .join('/');
}
