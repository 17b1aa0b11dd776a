import { describe, expect, it } from 'vitest';
import { descriptionText } from './description-text.ts';

describe('a feed description as stored', () => {
  it('keeps the headings, paragraphs and lists of HTML, and nothing of its markup', () => {
    const html = `<div><p>Wir sind ein  Familienunternehmen
      aus M&uuml;nchen.</p><h3>Ihre Aufgaben</h3><ul>
      <li>F&uuml;hrung des Teams</li><li><strong>Budget</strong>verantwortung<ul><li>Planung</li></ul></li></ul>
      <p><strong>Ihr Profil</strong></p><ol><li>Studium</li><li>Erfahrung</li></ol>
      <p>Fragen?<br>Rufen Sie uns an.</p><script>alert(1)</script><style>p{}</style><!-- intern --></div>`;
    expect(descriptionText(html)).toBe(
      'Wir sind ein Familienunternehmen aus München.\n\n## Ihre Aufgaben\n\n- Führung des Teams\n- Budgetverantwortung' +
        '\n- Planung\n\n## Ihr Profil\n\n1. Studium\n2. Erfahrung\n\nFragen?\nRufen Sie uns an.',
    );
  });

  it('reads Markdown: headings, bold headings, lists and numbered lists; emphasis, links and code as their words', () => {
    const markdown =
      '## Ihre Aufgaben\n\n- Führen\n- **Steuern** mit _Weitblick_\n  - verschachtelt\n\n**Ihr Profil**\n\n' +
      '1. Studium\n2. Erfahrung\n\nText &amp; mehr, [Link](https://example.org) und `Code`.';
    expect(descriptionText(markdown)).toBe(
      '## Ihre Aufgaben\n\n- Führen\n- Steuern mit Weitblick\n- verschachtelt\n\n## Ihr Profil\n\n1. Studium\n2. Erfahrung' +
        '\n\nText & mehr, Link und Code.',
    );
  });

  it('keeps the number a list goes on from, in HTML and Markdown', () => {
    expect(
      descriptionText('<ol><li>Eins</li></ol><p>Dazwischen</p><ol start="2"><li>Zwei</li><li>Drei</li></ol>'),
    ).toBe('1. Eins\n\nDazwischen\n\n2. Zwei\n3. Drei');
    expect(descriptionText('<ol start="x"><li>Eins</li></ol><ol start="-4"><li>Eins</li></ol>')).toBe(
      '1. Eins\n\n1. Eins',
    );
    expect(descriptionText('1. Eins\n\nDazwischen\n\n4. Vier\n5. Fünf')).toBe(
      '1. Eins\n\nDazwischen\n\n4. Vier\n5. Fünf',
    );
  });

  it('keeps the paragraphs and line breaks of plain text', () => {
    expect(descriptionText('Erste Zeile\r\nzweite Zeile\n\n\n\nZweiter Absatz &amp; mehr  ')).toBe(
      'Erste Zeile\nzweite Zeile\n\nZweiter Absatz & mehr',
    );
    // German gender spelling stays as written: a star inside a word is no emphasis.
    expect(descriptionText('Wir suchen Mitarbeiter*innen für unsere Kund*innen.')).toBe(
      'Wir suchen Mitarbeiter*innen für unsere Kund*innen.',
    );
    expect(descriptionText('Ihre Aufgaben\n- Führen\n- Steuern\n\nWir freuen uns.')).toBe(
      'Ihre Aufgaben\n\n- Führen\n- Steuern\n\nWir freuen uns.',
    );
  });

  it('never reads decoded text as markup, and removes control characters, soft hyphens and zero-width spaces', () => {
    expect(descriptionText('<p>&lt;b&gt;fett&lt;/b&gt;</p>')).toBe('<b>fett</b>');
    expect(descriptionText('<p>Ver\u00adtrieb\u0000s\u200bleiter\u0007</p>')).toBe('Vertriebsleiter');
    expect(descriptionText('<p>Unclosed <b>bold <i>x</p><li>orphan item</li>')).toBe(
      'Unclosed bold x\n\n- orphan item',
    );
  });

  it('reads pathological markup to its end', () => {
    // No tag in it: text, kept as written (the schema's length limit applies afterwards).
    expect(descriptionText('<a'.repeat(200_000))).toHaveLength(400_000);
    expect(descriptionText('<p>'.repeat(100_000) + '<!--' + '<script>'.repeat(10_000))).toBe('');
  });
});
