/**
 * Splits a keyword table written as text ("a, b, c" over several lines) into its entries. Long tables are
 * kept as text so that they stay readable and the formatter does not put every word on its own line.
 */
export function wordList(text: string): string[] {
  return text
    .split(/\s*[,\n]\s*/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Regular-expression alternatives written as a word list (use `String.raw` for escapes): "a|b|c". */
export function alternation(text: string): string {
  return wordList(text).join('|');
}
