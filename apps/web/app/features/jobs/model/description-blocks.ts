/** A part of a job description as the page shows it: a heading, a paragraph or a list. */
export type DescriptionBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean; start?: number };

const ITEM = /^[-•*]\s+/;
const NUMBERED = /^(\d{1,3})[.)]\s+/;
const MARKED_HEADING = /^#{1,6}\s+/;
const COLON_END = /\s*:$/;
/** Words a line ending in a colon may have and still be a heading ("Ihre Aufgaben:", "Das bringen Sie mit:"). */
const COLON_HEADING_WORDS = 4;
/**
 * A line that reads as a heading: short, and not a sentence. A longer line ending in a colon ("Dazu kommt in den
 * ersten Monaten:") leads into what follows and stays text.
 */
const isHeading = (line: string) =>
  line.length <= 80 &&
  !/[.!?;,]$/.test(line) &&
  (!COLON_END.test(line) || line.replace(COLON_END, '').split(/\s+/).length <= COLON_HEADING_WORDS);
/** A heading's text: without the importer's "## " and without a trailing colon. */
const headingText = (line: string) => line.replace(MARKED_HEADING, '').replace(COLON_END, '');

/**
 * The structure of a stored description: paragraphs separated by blank lines, list items as "- " lines and numbered
 * ones as "1. " lines, a heading as "## " line (the importer's, apps/api/src/modules/jobs/import/description-text.ts)
 * or as a short line of its own before a list or a paragraph (the generator's). Text only: nothing in it is ever read
 * as markup.
 */
export function descriptionBlocks(text: string | null): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const chunk of (text ?? '').replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    let start = 0;
    const first = lines[0]!;
    if (!ITEM.test(first) && !NUMBERED.test(first) && isHeading(first) && lines.length > 1) {
      blocks.push({ type: 'heading', text: headingText(first) });
      start = 1;
    }
    let paragraph: string[] = [];
    let items: string[] = [];
    let ordered = false;
    let startsAt = 1;
    const flush = () => {
      if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
      if (items.length)
        blocks.push(
          ordered
            ? { type: 'list', items, ordered, ...(startsAt > 1 ? { start: startsAt } : {}) }
            : { type: 'list', items },
        );
      paragraph = [];
      items = [];
    };
    for (const line of lines.slice(start)) {
      if (MARKED_HEADING.test(line)) {
        flush();
        blocks.push({ type: 'heading', text: headingText(line) });
      } else if (ITEM.test(line) || NUMBERED.test(line)) {
        const numbered = !ITEM.test(line);
        if (paragraph.length || (items.length && numbered !== ordered)) flush();
        // A numbered list keeps the number it starts with (one that goes on from an earlier list).
        if (items.length === 0) startsAt = numbered ? Number(NUMBERED.exec(line)![1]) : 1;
        ordered = numbered;
        items.push(line.replace(numbered ? NUMBERED : ITEM, ''));
      } else {
        if (items.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  // A lone short line followed by a list or paragraph is its heading, whatever block it ended up in.
  return blocks.map((block, i) =>
    block.type === 'paragraph' &&
    !block.text.includes('\n') &&
    isHeading(block.text) &&
    blocks[i + 1] !== undefined &&
    blocks[i + 1]!.type !== 'heading'
      ? { type: 'heading', text: headingText(block.text) }
      : block,
  );
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The blocks as the HTML schema.org's `JobPosting.description` allows (headings, paragraphs, lists), text escaped. */
export function descriptionHtml(blocks: DescriptionBlock[]): string {
  return blocks
    .map((block) =>
      block.type === 'heading'
        ? `<h3>${escape(block.text)}</h3>`
        : block.type === 'paragraph'
          ? `<p>${escape(block.text).replace(/\n/g, '<br>')}</p>`
          : block.ordered
            ? `<ol${block.start ? ` start="${block.start}"` : ''}>${block.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ol>`
            : `<ul>${block.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`,
    )
    .join('');
}
