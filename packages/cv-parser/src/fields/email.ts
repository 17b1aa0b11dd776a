import type { TextLine } from '../text/model.ts';
import type { Found } from '../types.ts';

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu;
/** What is left of an address cut by a line break: local part, domain or both, in lower case. */
const FRAGMENT = /^[\p{Ll}\d._%+-]*@?[\p{Ll}\d.-]*$/u;
const LOCAL_PART = /^[\p{Ll}\d._%+-]+$/u;
const DOMAIN_REST = /^[\p{Ll}\d.\-_]+$/u;
const NOT_ADDRESS = /^www\.|linkedin|^https?:/i;

const lastWord = (text: string) => text.trim().split(/\s+/).pop() ?? '';
const firstWord = (text: string) => text.trim().split(/\s+/)[0] ?? '';

/**
 * The first e-mail address in reading order. A narrow column (a sidebar, a LinkedIn export's contact
 * column, a Canva-style résumé) breaks a long address anywhere — before or after the "@", inside the
 * name or the domain — and may put a symbol before it, so the last word of a line is joined with the first
 * word of the next when together they make one address and neither could stand alone.
 */
export function extractEmail(lines: TextLine[]): Found<string> | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as TextLine;
    const next = lines[index + 1]?.text.trim() ?? '';
    const tail = lastWord(line.text);
    const head = firstWord(next);
    const onlyWordOfNext = head === next;
    let text = line.text;
    if (tail.includes('@') && onlyWordOfNext && DOMAIN_REST.test(head) && !NOT_ADDRESS.test(head)) text = tail + head;
    else if (
      !line.text.includes('@') &&
      LOCAL_PART.test(tail) &&
      /\p{Ll}/u.test(tail) &&
      /[._\d]/u.test(tail) &&
      onlyWordOfNext &&
      FRAGMENT.test(head) &&
      head.includes('@') &&
      (head.startsWith('@') || head.match(EMAIL))
    )
      text = tail + head;
    else if (!line.text.includes('@')) continue;
    const match = text.match(EMAIL)?.[0];
    if (match) {
      const value = match.replace(/^mailto:/i, '').replace(/[.]+$/, '');
      return { value, confidence: 0.97 };
    }
  }
  return null;
}
