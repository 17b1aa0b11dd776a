import { describe, expect, it } from 'vitest';
import { linesOf, type LineInput } from '../test-support/lines.ts';
import { listItems } from './list-items.ts';
import { findSections } from './sections.ts';
import { extractSkills, MAX_SKILLS } from './skills.ts';
import { extractLanguages } from './spoken-languages.ts';

const skillsOf = (inputs: LineInput[]) => {
  const lines = linesOf(inputs);
  return extractSkills(lines, findSections(lines));
};
const languagesOf = (inputs: LineInput[]) => {
  const lines = linesOf(inputs);
  return extractLanguages(lines, findSections(lines));
};

describe('listItems', () => {
  it('splits at separators but not inside parentheses or at slashes', () => {
    expect(listItems('Finanz- und Rechnungswesen (HGB, IFRS), DATEV · SAP APO / IBP; M&A')).toEqual([
      'Finanz- und Rechnungswesen (HGB, IFRS)',
      'DATEV',
      'SAP APO / IBP',
      'M&A',
    ]);
  });
});

describe('extractSkills', () => {
  it('reads a separated list, wrapped over lines, without the label of a "Label: items" line', () => {
    expect(
      skillsOf([
        'Kenntnisse',
        { text: 'Internationaler Vertrieb · Key Account Management · Pricing · Aufbau von', block: 1 },
        { text: 'Auslandsgesellschaften', block: 1 },
        { text: 'IT: SAP S/4HANA, Salesforce', block: 1 },
      ]),
    ).toEqual([
      'Internationaler Vertrieb',
      'Key Account Management',
      'Pricing',
      'Aufbau von Auslandsgesellschaften',
      'SAP S/4HANA',
      'Salesforce',
    ]);
  });

  it('keeps each line of a vertical list as one skill and joins a line ending in "und"', () => {
    expect(
      skillsOf(['KENNTNISSE', 'B2B-Vertrieb', 'Salesforce', 'Team- und', 'Budgetverantwortung', 'DATEV, SAP FI/CO']),
    ).toEqual(['B2B-Vertrieb', 'Salesforce', 'Team- und Budgetverantwortung', 'DATEV, SAP FI/CO']);
  });

  it('keeps at most 30 skills of at most 100 characters and skips sentences', () => {
    const many = Array.from({ length: 40 }, (_, index) => `Skill ${index + 1}`).join(', ');
    expect(skillsOf(['Skills', many])).toHaveLength(MAX_SKILLS);
    expect(
      skillsOf([
        'Skills',
        `${'x'.repeat(120)}, Excel`,
        'I am a very experienced leader who loves building great teams.',
      ]),
    ).toEqual(['Excel']);
  });
});

describe('extractLanguages', () => {
  it('names the languages without their level, in any of the usual notations', () => {
    expect(
      languagesOf([
        'Sprachen',
        'Deutsch (Muttersprache) · Englisch (verhandlungssicher)',
        'Französisch – gute Kenntnisse',
        'Spanish: C1',
        'Valenciano: nativo',
      ]),
    ).toEqual(['Deutsch', 'Englisch', 'Französisch', 'Spanish', 'Valenciano']);
  });

  it('reads an inline "Languages:" line outside a section', () => {
    expect(languagesOf(['Profile', 'Languages: English (native), French (fluent)'])).toEqual(['English', 'French']);
  });
});
