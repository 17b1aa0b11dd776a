import type { TextLine } from '../text/model.ts';
import type { Found } from '../types.ts';

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu;

/**
 * The first e-mail address in reading order. A narrow sidebar can break a long address anywhere, so a
 * line holding only an address is joined with a next line that can only be its continuation (".uk").
 */
export function extractEmail(lines: TextLine[]): Found<string> | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as TextLine;
    if (!line.text.includes('@')) continue;
    let text = line.text;
    const next = lines[index + 1];
    const rest = next?.text.trim() ?? '';
    const wrapped = /^\S+@\S*$/u.test(text.trim()) && /^[\p{Ll}\d.\-_]+$/u.test(rest) && !/^www\.|linkedin/i.test(rest);
    if (wrapped) text = text.trim() + rest;
    const match = text.match(EMAIL)?.[0];
    if (match) {
      const value = match.replace(/^mailto:/i, '').replace(/[.]+$/, '');
      return { value, confidence: 0.97 };
    }
  }
  return null;
}
