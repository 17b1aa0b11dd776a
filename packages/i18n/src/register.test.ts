import { describe, expect, it } from 'vitest';
import { TAGS, loadStrings, prose } from './catalog-strings.ts';
import { expectNoProblems } from './catalog-strings.ts';
import { forbiddenPattern, loadExceptions, loadGlossary } from './glossary.ts';

const QUOTE_MARKS = ['"', "'", '„', '“', '”', '‚', '‘', '’', '«', '»'];
const NBSP = '\u00a0';
const exceptions = loadExceptions();

/** French high punctuation ending a clause (not inside a URL, a time or a number) and opening guillemets. */
function frenchSpacingProblems(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/(.?)([;:!?»])(?=$|[\s<)»,.]|\u00a0)/gu)) {
    if (m[1] !== NBSP) problems.push(`no non-breaking space before "${m[2]}"`);
  }
  for (const m of text.matchAll(/«(.?)/gu)) if (m[1] !== NBSP) problems.push('no non-breaking space after «');
  return problems;
}

/** A word that starts a clause or a phrase, not a list item ("If you accept, …", "…, with start and end dates"). */
const NOT_AN_ITEM =
  /^(?:as|if|when|once|to|for|by|so|then|but|which|who|that|where|please|there|in|on|at|with|without|from|after|before|because|while|although|since|until|unless|and|or|not|we|you|it|they|i)$/iu;
/** A word that opens an introductory clause before a comma ("As Laufbahn operates in Europe, …"). */
const INTRODUCTORY =
  /^(?:as|if|when|once|while|although|because|since|until|unless|after|before|in|on|for|to|so|then)$/iu;
const words = (text: string) => text.trim().split(/\s+/u);

/**
 * English lists of three or more items ("A, B and C" or "A, B, and C"), one per clause, with whether the last item
 * has the serial comma. A heuristic: the items before "and"/"or" must be short, and a clause with a single comma counts
 * only when it is short too ("visible, anonymous or not at all"), so that "If you accept, A and B …" is no list.
 */
export function englishLists(text: string): { serial: boolean; text: string }[] {
  const found: { serial: boolean; text: string }[] = [];
  for (const clause of prose(text).split(/[.;:!?—–()“”‘’]/u)) {
    const parts = clause.trim().split(', ');
    if (parts.length < 2) continue;
    const last = parts.at(-1)!;
    const before = parts.at(-2)!;
    const serial = /^(?:and|or) (.+)$/u.exec(last);
    if (serial) {
      // "A, B, and C": B is a short item and A exists. An item that itself holds "and"/"or" may keep the comma for
      // clarity in British English too ("life, body or health, and under the Act").
      if (parts.length < 3 || words(before).length > 4 || NOT_AN_ITEM.test(words(before)[0]!)) continue;
      if (/ (?:and|or) /u.test(` ${before} `) || / (?:and|or) /u.test(` ${serial[1]} `) || words(serial[1]!).length > 6)
        continue;
      found.push({ serial: true, text: `${before}, ${last}` });
      continue;
    }
    const plain = /^(\S+(?: \S+){0,3}?) (?:and|or) (.+)$/u.exec(last);
    if (!plain || NOT_AN_ITEM.test(words(plain[1]!)[0]!)) continue;
    if (parts.length === 2 && (words(plain[2]!).length > 4 || INTRODUCTORY.test(words(parts[0]!)[0]!))) continue;
    found.push({ serial: false, text: `${words(before).slice(-3).join(' ')}, ${last}` });
  }
  return found;
}

describe('register and typography', () => {
  for (const tag of TAGS) {
    const glossary = loadGlossary(tag);
    const strings = loadStrings(tag);
    const { register } = glossary;
    const allowed = exceptions.register?.[tag] ?? {};
    const allowedQuotes = new Set([...register.quotes.primary, ...register.quotes.secondary, register.apostrophe]);

    it(`${tag}: ${register.address.split(/[;,.]/)[0]} – no forbidden forms`, () => {
      const failures: string[] = [];
      for (const rule of register.forbidden) {
        const pattern = forbiddenPattern(rule, register);
        const scope = rule.keys ? new RegExp(rule.keys, 'u') : undefined;
        for (const [key, text] of strings) {
          if ((scope && !scope.test(key)) || allowed[rule.id]?.[key]) continue;
          const found = pattern.exec(prose(text));
          if (found) failures.push(`${key}: "${found[0]}" – ${rule.id}: ${rule.why}`);
        }
      }
      expectNoProblems(failures);
    });

    if (register.serialComma !== undefined) {
      it(`${tag}: ${register.serialComma ? 'a' : 'no'} serial comma in lists of three or more`, () => {
        const failures: string[] = [];
        for (const [key, text] of strings) {
          if (allowed['serial-comma']?.[key]) continue;
          for (const list of englishLists(text)) {
            if (list.serial !== register.serialComma) {
              const fix = register.serialComma
                ? 'add a comma before the last item'
                : 'drop the comma before the last item';
              failures.push(`${key}: "${list.text}" – serial-comma: ${fix}`);
            }
          }
        }
        expectNoProblems(failures);
      });
    }

    it(`${tag}: quotation marks, apostrophes, ellipses and spaces`, () => {
      const failures: string[] = [];
      for (const [key, text] of strings) {
        for (const mark of QUOTE_MARKS) {
          if (text.includes(mark) && !allowedQuotes.has(mark)) failures.push(`${key}: quotation mark ${mark}`);
        }
        if (text.includes('...')) failures.push(`${key}: three dots instead of …`);
        if (/ {2}|^\s|\s$/u.test(text)) failures.push(`${key}: double, leading or trailing space`);
        if (register.nbspBeforeHighPunctuation) {
          for (const problem of frenchSpacingProblems(text)) failures.push(`${key}: ${problem}`);
        } else if (/[ \u00a0][,.;:!?](?!\d)/u.test(text)) {
          failures.push(`${key}: space before punctuation`);
        }
      }
      expectNoProblems(failures);
    });
  }

  it('every register exception names a rule and a key that exist and gives a reason', () => {
    for (const [tag, byRule] of Object.entries(exceptions.register ?? {})) {
      const { register } = loadGlossary(tag);
      const strings = loadStrings(tag);
      const rules = new Set([...register.forbidden.map((rule) => rule.id), 'serial-comma']);
      for (const [rule, keys] of Object.entries(byRule)) {
        expect(rules.has(rule), `${tag}: ${rule} is not a register rule`).toBe(true);
        for (const [key, why] of Object.entries(keys)) {
          expect(strings.has(key), `${tag}: ${key} is not a catalog key`).toBe(true);
          expect(why.length, `${tag}: ${key} needs a reason`).toBeGreaterThan(10);
        }
      }
    }
  });

  it('the French check finds what it should', () => {
    expect(frenchSpacingProblems('Adresse : a')).toHaveLength(1);
    expect(frenchSpacingProblems(`Adresse${NBSP}: a, «${NBSP}x${NBSP}» https://a.b 10:30`)).toEqual([]);
    expect(frenchSpacingProblems('Vraiment?')).toHaveLength(1);
  });

  /** A rule of a language's register, ready to test against sample text. */
  const rule = (tag: string, id: string) => {
    const { register } = loadGlossary(tag);
    return forbiddenPattern(
      register.forbidden.find((r) => r.id === id)!,
      register,
    );
  };

  it('the Italian rule finds capitalised courtesy forms mid-sentence and enclitic, not at the start', () => {
    const pattern = rule('it', 'capitalised-courtesy');
    expect(pattern.test('Carichi il Suo CV.')).toBe(true);
    expect(pattern.test('Vorremmo contattarLa.')).toBe(true);
    expect(pattern.test('La posizione è aperta. Le scriviamo presto.')).toBe(false);
  });

  it('the Italian rule finds a tu imperative with a Lei form in one string, either way round', () => {
    const pattern = rule('it', 'tu-imperative-with-lei');
    expect(pattern.test('Vai al suo profilo')).toBe(true);
    expect(pattern.test('Torna ai suoi obiettivi di carriera')).toBe(true);
    expect(pattern.test('Modifica la sua posizione')).toBe(true);
    expect(pattern.test('Il suo CV è pronto. Carica il file.')).toBe(true);
    expect(pattern.test('Vai al profilo')).toBe(false);
    expect(pattern.test('Vada al suo profilo')).toBe(false);
    expect(pattern.test('Modifica del suo profilo')).toBe(false);
    expect(pattern.test('Scelga «Accedi» e poi il suo profilo.')).toBe(false);
  });

  it('the Italian title rule finds a tu imperative at the start of a title key only', () => {
    const { register } = loadGlossary('it');
    const title = register.forbidden.find((r) => r.id === 'tu-imperative-title')!;
    const keys = new RegExp(title.keys!, 'u');
    const pattern = rule('it', 'tu-imperative-title');
    expect(pattern.test('Imposta una nuova password')).toBe(true);
    expect(pattern.test('Aggiungi un obiettivo di carriera')).toBe(true);
    expect(pattern.test('Conferma il profilo')).toBe(true);
    expect(pattern.test('Imposti una nuova password')).toBe(false);
    expect(pattern.test('Conferma dei dati')).toBe(false);
    expect(
      ['account:reset.title', 'cv:mail.subject', 'x:editTitle', 'profile:positions.pageTitle.add-past'].every((k) =>
        keys.test(k),
      ),
    ).toBe(true);
    expect(['account:reset.submit', 'x:titleHint'].some((k) => keys.test(k))).toBe(false);
  });

  it('the Italian rules find a recruiter who "ricopre" a position', () => {
    expect(rule('it', 'recruiter-ricoprire').test('Il datore di lavoro per cui ricopre la posizione.')).toBe(true);
    expect(rule('it', 'headhunter-ricoprire').test('le posizioni che un headhunter sta ricoprendo')).toBe(true);
    expect(rule('it', 'headhunter-ricoprire').test('La posizione che ricopre attualmente.')).toBe(false);
  });

  it('the rule against a comma before the second party of "between" finds it in every language', () => {
    expect(rule('de', 'comma-between').test('zwischen der GmbH („Laufbahn“), und den Mitgliedern')).toBe(true);
    expect(rule('de', 'comma-between').test('zwischen der GmbH, die Laufbahn betreibt, und den Mitgliedern')).toBe(
      false,
    );
    expect(rule('en-GB', 'comma-between').test('between {{}} (‘Laufbahn’), and the members')).toBe(true);
    expect(rule('fr', 'comma-between').test('entre {{}} («\u00a0Laufbahn\u00a0»), et les membres')).toBe(true);
    expect(rule('it', 'comma-between').test('tra {{}} («Laufbahn»), e i membri')).toBe(true);
    expect(rule('nl', 'comma-between').test('tussen {{}} (‘Laufbahn’), en de leden')).toBe(true);
    expect(rule('es', 'comma-between').test('entre {{}} («Laufbahn»), y los miembros')).toBe(true);
    expect(rule('es', 'comma-between').test('entre {{}} («Laufbahn») y los miembros')).toBe(false);
  });

  it('the French rule finds a plain space between groups of digits and before a unit', () => {
    const pattern = rule('fr', 'number-grouping');
    expect(pattern.test('par exemple 150 000.')).toBe(true);
    expect(pattern.test('1 000 à 4 999 salariés')).toBe(true);
    expect(pattern.test('par exemple 150\u202f000.')).toBe(false);
    expect(pattern.test('Plus de 15\u00a0000 offres')).toBe(false);
    expect(pattern.test('les 3 000 premiers')).toBe(true);
    expect(pattern.test('Étape 2 sur 14')).toBe(false);
    expect(pattern.test('TVA {{}} %')).toBe(true);
    expect(pattern.test('Dans un rayon de {{}} km')).toBe(true);
    expect(pattern.test('TVA {{}}\u00a0%')).toBe(false);
  });

  it('finds English lists with and without the serial comma', () => {
    const serial = (text: string) => englishLists(text).map((list) => list.serial);
    expect(serial('Members see them—visible, anonymous or not at all.')).toEqual([false]);
    expect(serial('Members see them—visible, anonymous, or not at all.')).toEqual([true]);
    expect(serial('Base salary without bonus, stock or benefits.')).toEqual([false]);
    expect(
      serial('We delete your profile, résumés and photos, applications, saved searches and all other data.'),
    ).toEqual([false]);
    expect(serial('Once you accept, the sender sees your name and contact details.')).toEqual([]);
    expect(
      serial('As Laufbahn operates in Europe, headhunters and recruiters who see your profile may be abroad.'),
    ).toEqual([]);
    expect(serial('A previous role in your career, with start and end dates.')).toEqual([]);
    expect(
      serial('It includes your profile, your goal, your settings, and searching and applying for positions.'),
    ).toEqual([]);
  });
});
