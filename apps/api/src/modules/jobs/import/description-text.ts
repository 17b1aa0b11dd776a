import { parseDocument } from 'htmlparser2';
import { lexer, type Token, type Tokens } from 'marked';
import { cleanText, decodeEntities } from './html-text.ts';

/**
 * A description's structure as it is stored: blocks separated by a blank line; a heading as `## Text`; list items as
 * `- item` lines, numbered ones as `1. item` (from the list's own first number, `4. item` for a list that goes on
 * from an earlier one); paragraphs as plain lines. The job page and the JobPosting JSON-LD read
 * this structure (apps/web/app/features/jobs/model/description-blocks.ts); it is text, so nothing of a feed's markup
 * ever reaches a page.
 */
export type DescriptionBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[]; start?: number };

/** Whitespace collapsed within a line, control and zero-width characters removed. */
const line = (text: string) => cleanText(text).replace(/\s+/g, ' ').trim();

/** The blocks as stored text (see {@link DescriptionBlock}); empty blocks are left out. */
export function serializeDescription(blocks: DescriptionBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading') {
      const text = line(block.text);
      if (text) parts.push(`## ${text}`);
    } else if (block.kind === 'paragraph') {
      const lines = block.lines.map(line).filter(Boolean);
      if (lines.length) parts.push(lines.join('\n'));
    } else {
      const items = block.items.map(line).filter(Boolean);
      const first = block.start ?? 1;
      if (items.length)
        parts.push(items.map((item, i) => (block.ordered ? `${first + i}. ${item}` : `- ${item}`)).join('\n'));
    }
  }
  return parts.join('\n\n');
}

type HtmlNode = ReturnType<typeof parseDocument>['children'][number];

/** Numbered lists may go on from an earlier one (`<ol start="4">`, Markdown's `4. item`); 1 is left unsaid. */
function listStart(value: unknown): { start?: number } {
  const start = typeof value === 'number' ? value : /^\d{1,3}$/.test(String(value ?? '').trim()) ? Number(value) : 1;
  return start > 1 ? { start } : {};
}

/** Elements whose content is no text of the description. */
const SKIPPED = new Set(['script', 'style', 'head', 'template', 'noscript', 'title', 'iframe', 'object', 'svg']);
/** Elements that end the paragraph before them and start a new one after. */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'address',
  'hr',
  'form',
  'fieldset',
  'center',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'dl',
  'dt',
  'dd',
]);

/** The plain text of nodes; `<br>` as a line break; lists inside are read as lines of their own. */
function textOf(nodes: HtmlNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.data;
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      if (SKIPPED.has(node.name)) continue;
      if (node.name === 'br') text += '\n';
      else if (node.name === 'td' || node.name === 'th') text += ` ${textOf(node.children)} `;
      else text += textOf(node.children);
    }
  }
  return text;
}

/**
 * A description from a feed's HTML: headings, paragraphs and (numbered) lists kept, every other element read as its
 * text. Parsed by htmlparser2, which also decodes character references; nothing of the markup is kept.
 */
export function htmlDescription(html: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let paragraph = '';
  const flush = () => {
    const lines = paragraph.split('\n').map(line).filter(Boolean);
    if (lines.length) blocks.push({ kind: 'paragraph', lines });
    paragraph = '';
  };
  const listItems = (list: HtmlNode & { children: HtmlNode[] }, items: string[]) => {
    for (const child of list.children) {
      if (child.type !== 'tag') continue;
      if (child.name === 'li') {
        const own = child.children.filter((node) => !(node.type === 'tag' && ['ul', 'ol'].includes(node.name)));
        items.push(textOf(own).replace(/\n/g, ' '));
        // A nested list's items follow their parent's, one level flat.
        for (const nested of child.children) {
          if (nested.type === 'tag' && ['ul', 'ol'].includes(nested.name)) listItems(nested, items);
        }
      } else if (child.name === 'ul' || child.name === 'ol') listItems(child, items);
    }
  };
  const walk = (nodes: HtmlNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        paragraph += node.data.replace(/\s+/g, ' ');
        continue;
      }
      if (node.type !== 'tag') continue;
      const name = node.name;
      if (SKIPPED.has(name)) continue;
      if (name === 'br') paragraph += '\n';
      else if (/^h[1-6]$/.test(name)) {
        flush();
        blocks.push({ kind: 'heading', text: textOf(node.children) });
      } else if (name === 'ul' || name === 'ol') {
        flush();
        const items: string[] = [];
        listItems(node, items);
        blocks.push({
          kind: 'list',
          ordered: name === 'ol',
          items,
          ...listStart(name === 'ol' ? node.attribs.start : 1),
        });
      } else if (name === 'li') {
        // An item outside any list: a line of its own.
        flush();
        blocks.push({ kind: 'list', ordered: false, items: [textOf(node.children)] });
      } else if (name === 'td' || name === 'th') {
        paragraph += ' ';
        walk(node.children);
        paragraph += ' ';
      } else if (BLOCKS.has(name)) {
        flush();
        const parts = node.children.filter((child) => !(child.type === 'text' && child.data.trim() === ''));
        const only = parts.length === 1 ? parts[0] : undefined;
        const boldHeading =
          only?.type === 'tag' &&
          (only.name === 'strong' || only.name === 'b') &&
          headingLike(line(textOf(only.children)));
        if (boldHeading) blocks.push({ kind: 'heading', text: textOf(node.children) });
        else walk(node.children);
        flush();
      } else walk(node.children);
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  flush();
  return blocks;
}

/** The text of Markdown's inline tokens: emphasis, links and code read as their words, a hard break as a line. */
function inlineText(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) => {
      if (token.type === 'br') return '\n';
      if ('tokens' in token && token.tokens) return inlineText(token.tokens, token.raw);
      return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
    })
    .join('');
}

/** A line that reads as a heading: short, and not a sentence. */
const headingLike = (text: string) => text.length > 0 && text.length <= 80 && !/[.!?;,:]$/.test(text);

/** A Markdown paragraph that is one bold phrase ("**Ihr Profil**"): a heading as feeds write it. */
function isBoldLine(tokens: Token[] | undefined): boolean {
  const parts = (tokens ?? []).filter((token) => !(token.type === 'text' && token.raw.trim() === ''));
  return parts.length === 1 && parts[0]!.type === 'strong' && headingLike(line(inlineText(parts[0]!.tokens, '')));
}

/** A Markdown list's items as lines; a nested list's items follow their parent's, one level flat. */
function listItems(list: Tokens.List, items: string[]) {
  for (const item of list.items) {
    const own = item.tokens.filter((part) => part.type !== 'list');
    items.push(
      own
        .map((part) => inlineText('tokens' in part ? part.tokens : undefined, part.raw))
        .join(' ')
        .replace(/\n/g, ' '),
    );
    for (const part of item.tokens) if (part.type === 'list') listItems(part as Tokens.List, items);
  }
}

/** A description written as Markdown (or as plain text, which reads as Markdown paragraphs), by `marked`'s lexer. */
export function markdownDescription(markdown: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  const read = (tokens: Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case 'heading':
          blocks.push({ kind: 'heading', text: decodeEntities(inlineText(token.tokens, token.text)) });
          break;
        case 'paragraph':
          if (isBoldLine(token.tokens)) {
            blocks.push({ kind: 'heading', text: decodeEntities(inlineText(token.tokens, token.text)) });
            break;
          }
          blocks.push({ kind: 'paragraph', lines: decodeEntities(inlineText(token.tokens, token.text)).split('\n') });
          break;
        case 'text':
          blocks.push({ kind: 'paragraph', lines: decodeEntities(inlineText(token.tokens, token.text)).split('\n') });
          break;
        case 'list': {
          const items: string[] = [];
          listItems(token as Tokens.List, items);
          const ordered = token.ordered === true;
          blocks.push({
            kind: 'list',
            ordered,
            items: items.map(decodeEntities),
            ...listStart(ordered ? token.start : 1),
          });
          break;
        }
        case 'blockquote':
          read(token.tokens ?? []);
          break;
        case 'code':
          blocks.push({ kind: 'paragraph', lines: String(token.text).split('\n') });
          break;
        case 'table':
          for (const row of [token.header, ...token.rows] as { text: string }[][]) {
            blocks.push({ kind: 'paragraph', lines: [row.map((cell) => cell.text).join(' ')] });
          }
          break;
        case 'html':
          blocks.push(...htmlDescription(token.raw));
          break;
        default:
          break;
      }
    }
  };
  // A star inside a word is German gender spelling ("Mitarbeiter*innen"), not emphasis: it is kept as written.
  read(lexer(markdown.replace(/\r\n?/g, '\n').replace(/(?<=[\p{L}\p{N}])\*(?=[\p{L}\p{N}])/gu, '\\*')));
  return blocks;
}

const HAS_TAG = /<\/?[a-zA-Z!][^<>]*>/;

/** A feed's description, HTML or Markdown or plain text, as the stored structure (see {@link DescriptionBlock}). */
export function descriptionText(input: string): string {
  const blocks = HAS_TAG.test(input) ? htmlDescription(input) : markdownDescription(input);
  return serializeDescription(blocks);
}
