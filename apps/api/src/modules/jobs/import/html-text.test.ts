import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, plainLine } from './html-text.ts';

describe('description text', () => {
  it('turns markup into plain paragraphs with list items as "- " lines', () => {
    const html = `<div><p>Wir sind ein  Familienunternehmen
      aus M&uuml;nchen.</p><h3>Ihre Aufgaben</h3><ul>
      <li>F&uuml;hrung des Teams</li><li><strong>Budget</strong>verantwortung</li></ul>
      <p>Fragen?<br>Rufen Sie uns an.</p><script>alert(1)</script><style>p{}</style><!-- intern --></div>`;
    expect(htmlToText(html)).toBe(
      'Wir sind ein Familienunternehmen aus München.\n\nIhre Aufgaben\n- Führung des Teams\n- Budgetverantwortung' +
        '\n\nFragen?\nRufen Sie uns an.',
    );
  });

  it('keeps the line breaks of text without markup and decodes its entities', () => {
    expect(htmlToText('Erste Zeile\r\nzweite Zeile\n\n\n\nZweiter Absatz &amp; mehr  ')).toBe(
      'Erste Zeile\nzweite Zeile\n\nZweiter Absatz & mehr',
    );
  });

  it('decodes named, decimal and hexadecimal references; unknown names stay', () => {
    expect(decodeEntities('&eacute;t&eacute; &#233;&#xE9; &euro;&nbsp;5 &ndash; &foo; &#0; &#x110000;')).toBe(
      'été éé €\u00a05 – &foo; \uFFFD \uFFFD',
    );
    // Decoded text is never read as markup again.
    expect(htmlToText('<p>&lt;b&gt;fett&lt;/b&gt;</p>')).toBe('<b>fett</b>');
  });

  it('removes control characters, soft hyphens and zero-width spaces', () => {
    expect(htmlToText('Ver\u00adtrieb\u0000s\u200bleiter\u0007')).toBe('Vertriebsleiter');
    expect(plainLine(' Head of\tSales\n<em>(m/w/d)</em>\u0000 ')).toBe('Head of Sales (m/w/d)');
  });

  it('stays fast on pathological markup', () => {
    const started = performance.now();
    htmlToText('<a'.repeat(200_000));
    htmlToText('<p>'.repeat(100_000) + '<!--' + '<script>'.repeat(10_000));
    plainLine('<'.repeat(300_000));
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
