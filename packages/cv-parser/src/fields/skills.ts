import type { TextLine } from '../text/model.ts';
import { findDateRange } from './dates.ts';
import { listItems, sectionListLines } from './list-items.ts';
import type { Sections } from './sections.ts';

export const MAX_SKILLS = 30;
export const MAX_SKILL_LENGTH = 100;

/**
 * Skills listed in the skills section(s). A "Label: a, b, c" line contributes its items, not its label;
 * sentences and dated lines are not skills.
 */
export function extractSkills(lines: TextLine[], sections: Sections): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  const listed = sectionListLines(lines, sections, 'skills');
  // One item per line ("DATEV, SAP FI/CO" on its own line is one entry of a vertical list).
  const vertical =
    listed.length >= 3 && listed.filter((text) => listItems(text).length === 1).length >= listed.length * 0.6;
  for (let text of listed) {
    const label = /^([^:(]{2,40}):\s*(.+)$/.exec(text);
    if (label?.[2]) text = label[2];
    if (findDateRange(text)) continue;
    const items = vertical ? [text.replace(/^[•·▪●■*–-]\s*/u, '').trim()] : listItems(text);
    if (items.length === 1 && text.split(/\s+/).length > 8) continue;
    for (const item of items) {
      if (item.length > MAX_SKILL_LENGTH || item.split(/\s+/).length > 8) continue;
      const key = item.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      skills.push(item);
    }
  }
  return skills.slice(0, MAX_SKILLS);
}
