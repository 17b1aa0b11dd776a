import { wordList } from './word-list.ts';
/**
 * Month names and abbreviations in the six CV languages, and the words that mean "until now". Accented
 * and unaccented spellings are both listed because CVs are typed on all kinds of keyboards.
 */
export const MONTH_WORDS: Record<number, string[]> = {
  1: wordList(`
    januar, jänner, jaenner, january, janvier, janv, gennaio, januari, enero, jan, jän, gen, ene
  `),
  2: wordList(`
    februar, feber, february, février, fevrier, febbraio, februari, febrero, févr, fevr, febr, fév, fev, feb
  `),
  3: wordList(`
    märz, maerz, marz, march, mars, marzo, maart, mär, mrz, mrt, mar
  `),
  4: ['april', 'avril', 'aprile', 'abril', 'apr', 'avr', 'abr'],
  5: ['mai', 'may', 'maggio', 'mei', 'mayo', 'mag'],
  6: ['juni', 'june', 'juin', 'giugno', 'junio', 'jun', 'giu'],
  7: wordList(`
    juli, july, juillet, luglio, julio, juil, jul, lug
  `),
  8: ['august', 'août', 'aout', 'agosto', 'augustus', 'aug', 'ago'],
  9: wordList(`
    september, septembre, settembre, septiembre, setiembre, sept, sett, sep, set
  `),
  10: wordList(`
    oktober, october, octobre, ottobre, octubre, okt, oct, ott
  `),
  11: ['november', 'novembre', 'noviembre', 'nov'],
  12: wordList(`
    dezember, december, décembre, decembre, dicembre, diciembre, dez, dec, déc, dic
  `),
};

/** Full month names by language, for telling the CV's language. */
export const MONTH_NAMES_BY_LANGUAGE: Record<'de' | 'en' | 'fr' | 'it' | 'nl' | 'es', string[]> = {
  de: wordList(`
    januar, februar, märz, april, mai, juni, juli, august, september, oktober, november, dezember
  `),
  en: wordList(`
    january, february, march, april, may, june, july, august, september, october, november, december
  `),
  fr: wordList(`
    janvier, février, mars, avril, mai, juin, juillet, août, septembre, octobre, novembre, décembre
  `),
  it: wordList(`
    gennaio, febbraio, marzo, aprile, maggio, giugno, luglio, agosto, settembre, ottobre, novembre, dicembre
  `),
  nl: wordList(`
    januari, februari, maart, april, mei, juni, juli, augustus, september, oktober, november, december
  `),
  es: wordList(`
    enero, febrero, marzo, abril, mayo, junio, julio, agosto, septiembre, octubre, noviembre, diciembre
  `),
};

/** "Until now": the position is current. Longest first so that "à ce jour" wins over "jour". */
export const PRESENT_WORDS = wordList(`
  bis heute, bis dato, to date, till date, to present, à ce jour, a ce jour, jusqu'à aujourd'hui, aujourd'hui,
  aujourd’hui, ad oggi, in corso, la actualidad, actualidad, tot heden, tot nu, heute, jetzt, dato, today, present,
  current, currently, now, ongoing, présent, present, actuel, actuellement, oggi, presente, attuale, heden, huidig,
  nu, actual, hoy, aktuell, derzeit, lopend
`);

/** Words that open a range with no end: "seit 2019" is a current position. */
export const SINCE_WORDS = wordList(`
  seit, since, depuis, dall', dall’, dal, sinds, desde, ab
`);

/** Words between the two dates of a range, besides dashes. */
export const RANGE_WORDS = wordList(`
  bis, to, until, till, à, au, jusqu’à, jusqu'à, al, a, tot, t/m, hasta, tm
`);

/** Words before a range's first date that carry no meaning for it. */
export const RANGE_OPENERS = wordList(`
  von, vom, from, de, du, dal, da, van, desde
`);
