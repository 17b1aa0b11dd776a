import { foldText, transcribeUmlauts } from '@laufbahn/job-search/text';

/**
 * Lower case, no accents, one space between words: "  München " → "munchen", "Łódź" → "lodz". The job search's
 * folding (`@laufbahn/job-search/text`), so that places, reference entries and positions fold alike.
 */
export function foldForSearch(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}

/** The German transcription of umlauts ("Muenchen"), which people type without a German keyboard. */
export function foldGermanUmlauts(text: string): string {
  return foldForSearch(transcribeUmlauts(text));
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
