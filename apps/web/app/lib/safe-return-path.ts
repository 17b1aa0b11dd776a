/**
 * Only paths on this site: never `//other.example` or `https://…`, which would send members away. Browsers drop
 * tabs and line breaks inside a URL and read `\` as `/`, so a path holding either is refused too.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}
