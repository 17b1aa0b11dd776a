/** Picks the HTML layout for a persona. */
import type { HtmlInput } from './html-common.ts';
import { linkedinHtml } from './html-linkedin.ts';
import { oneColumnHtml } from './html-one-column.ts';
import { sidebarLayoutHtml } from './html-sidebar.ts';
import { wordTableHtml } from './html-word-table.ts';
import { xingHtml } from './html-xing.ts';

export function renderHtml(input: HtmlInput): string {
  const { persona } = input;
  if (persona.look.variant !== undefined) return wordTableHtml(input);
  switch (persona.layout) {
    case 'one-column':
      return oneColumnHtml(input);
    case 'two-column':
      return sidebarLayoutHtml(input);
    case 'linkedin':
      return linkedinHtml(input);
    case 'xing':
      return xingHtml(input);
  }
}
