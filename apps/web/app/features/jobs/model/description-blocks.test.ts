import { describe, expect, it } from 'vitest';
import { descriptionBlocks, descriptionHtml } from './description-blocks.ts';

describe('descriptionBlocks', () => {
  it('reads the generator’s headings, lists and paragraphs', () => {
    const text =
      'Die Firma sucht eine Leitung. Die Position ist hybrid.\n\nIhre Aufgaben\n- Führen\n- Steuern\n\n' +
      'Ihr Profil\n- Studium\n\nWir freuen uns auf Ihre Bewerbung.';
    expect(descriptionBlocks(text)).toEqual([
      { type: 'paragraph', text: 'Die Firma sucht eine Leitung. Die Position ist hybrid.' },
      { type: 'heading', text: 'Ihre Aufgaben' },
      { type: 'list', items: ['Führen', 'Steuern'] },
      { type: 'heading', text: 'Ihr Profil' },
      { type: 'list', items: ['Studium'] },
      { type: 'paragraph', text: 'Wir freuen uns auf Ihre Bewerbung.' },
    ]);
  });

  it('reads an imported heading on a paragraph of its own, and never reads markup', () => {
    expect(descriptionBlocks('Your role\n\n- Lead\n• <b>Own</b>\n\nA sentence, ends here.')).toEqual([
      { type: 'heading', text: 'Your role' },
      { type: 'list', items: ['Lead', '<b>Own</b>'] },
      { type: 'paragraph', text: 'A sentence, ends here.' },
    ]);
    expect(descriptionBlocks(null)).toEqual([]);
    expect(descriptionBlocks('\n\n  \n')).toEqual([]);
  });

  it('reads the importer’s marked headings and numbered lists', () => {
    const text = '## Ihre Aufgaben\n\n- Führen\n- Steuern\n\n## Was wir bieten.\n\n1. Studium\n2. Erfahrung\n- Reisen';
    expect(descriptionBlocks(text)).toEqual([
      { type: 'heading', text: 'Ihre Aufgaben' },
      { type: 'list', items: ['Führen', 'Steuern'] },
      { type: 'heading', text: 'Was wir bieten.' },
      { type: 'list', items: ['Studium', 'Erfahrung'], ordered: true },
      { type: 'list', items: ['Reisen'] },
    ]);
    expect(descriptionHtml(descriptionBlocks('## Profil\n\n1. Studium & Praxis'))).toBe(
      '<h3>Profil</h3><ol><li>Studium &amp; Praxis</li></ol>',
    );
  });

  it('reads a short line ending in a colon as a heading, a longer one as the text leading into a list', () => {
    const text =
      'Ihre Aufgaben:\n- Führen\n\nDazu kommt in den ersten Monaten:\n- Reisen\n- Lernen\n\nVos missions :\n- Diriger';
    expect(descriptionBlocks(text)).toEqual([
      { type: 'heading', text: 'Ihre Aufgaben' },
      { type: 'list', items: ['Führen'] },
      { type: 'paragraph', text: 'Dazu kommt in den ersten Monaten:' },
      { type: 'list', items: ['Reisen', 'Lernen'] },
      { type: 'heading', text: 'Vos missions' },
      { type: 'list', items: ['Diriger'] },
    ]);
    expect(descriptionBlocks('## Was Sie erwartet:\n\nText.')[0]).toEqual({
      type: 'heading',
      text: 'Was Sie erwartet',
    });
  });

  it('keeps the number a list starts with', () => {
    const blocks = descriptionBlocks('1. Eins\n\nDazwischen.\n\n2. Zwei\n3. Drei');
    expect(blocks).toEqual([
      { type: 'list', items: ['Eins'], ordered: true },
      { type: 'paragraph', text: 'Dazwischen.' },
      { type: 'list', items: ['Zwei', 'Drei'], ordered: true, start: 2 },
    ]);
    expect(descriptionHtml(blocks)).toBe(
      '<ol><li>Eins</li></ol><p>Dazwischen.</p><ol start="2"><li>Zwei</li><li>Drei</li></ol>',
    );
  });

  it('keeps the structure in the JSON-LD description, escaped', () => {
    const html = descriptionHtml(descriptionBlocks('Aufgaben\n- <script>x</script>\n\nText & "mehr".'));
    expect(html).toBe(
      '<h3>Aufgaben</h3><ul><li>&lt;script&gt;x&lt;/script&gt;</li></ul><p>Text &amp; &quot;mehr&quot;.</p>',
    );
  });
});
