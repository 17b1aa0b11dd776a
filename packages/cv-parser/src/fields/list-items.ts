import type { TextLine } from '../text/model.ts';
import { stripBullet } from './normalize.ts';
import type { SectionKind, Sections } from './sections.ts';

const SEPARATOR = /[,;|•·▪●■\t]/u;
const ENDS_OPEN = /(?:[-‐]|\b(?:und|and|et|e|en|y|i|oder|or|ou|o|of|&))$/iu;
/** An item cut after a preposition or article ("Aufbau von" / "Auslandsgesellschaften"). */
const CONNECTOR_END =
  /(?:^|\s)(?:von|vom|für|mit|der|die|das|des|im|of|for|with|the|de|du|des|la|le|pour|avec|di|del|della|per|con|il|van|voor|met|het|el|para|los|las)$/iu;

/**
 * Splits a list line into items at commas, semicolons, bullets, pipes and tabs, but not inside
 * parentheses: "Finanz- und Rechnungswesen (HGB, IFRS)" stays one item; "SAP APO / IBP" too.
 */
export function listItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of stripBullet(text)) {
    if (char === '(' || char === '[') depth++;
    if ((char === ')' || char === ']') && depth > 0) depth--;
    if (depth === 0 && SEPARATOR.test(char)) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items.map((item) => stripBullet(item).replace(/[.:]$/, '').trim()).filter((item) => item.length > 0);
}

/**
 * The text of a list section with wrapped lines joined: a line that carries several items continues on
 * the next one when it ends in a preposition or the next starts in lower case ("… · Aufbau von" +
 * "Auslandsgesellschaften", "… · Negoziazione" + "sindacale"), and any line that ends in a hyphen or a
 * conjunction continues ("Team- und" + "Budgetverantwortung").
 */
export function sectionListLines(lines: TextLine[], sections: Sections, kind: SectionKind): string[] {
  const out: string[] = [];
  let previous: TextLine | null = null;
  lines.forEach((line, index) => {
    if (sections.kindOf[index] !== kind || sections.isHeading[index]) {
      previous = null;
      return;
    }
    const text = line.text.trim();
    const last = out[out.length - 1];
    const carriesItems = last !== undefined && listItems(last).length > 1 && !/[,;|•·▪●■]\s*$/u.test(last);
    const sameBlock = previous !== null && previous.block === line.block;
    const continues = /^\p{Ll}/u.test(text) || CONNECTOR_END.test(last ?? '');
    const wrapped = sameBlock && last !== undefined && (ENDS_OPEN.test(last) || (carriesItems && continues));
    if (wrapped && !/^[•·▪●■*–-]\s/u.test(text)) out[out.length - 1] = `${last} ${text}`;
    else out.push(text);
    previous = line;
  });
  return out;
}
