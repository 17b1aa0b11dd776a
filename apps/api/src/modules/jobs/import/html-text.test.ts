import { describe, expect, it } from 'vitest';
import { decodeEntities, plainLine } from './html-text.ts';

describe('text of a feed', () => {
  it('decodes named, decimal and hexadecimal references; unknown names stay', () => {
    expect(decodeEntities('&eacute;t&eacute; &#233;&#xE9; &euro;&nbsp;5 &ndash; &foo; &#0; &#x110000;')).toBe(
      'été éé €\u00a05 – &foo; \uFFFD \uFFFD',
    );
  });

  it('reads a title as one line: markup, control characters and extra whitespace removed', () => {
    expect(plainLine(' Head of\tSales\n<em>(m/w/d)</em>\u0000 ')).toBe('Head of Sales (m/w/d)');
    expect(plainLine('<'.repeat(300_000))).toBe('<'.repeat(300_000));
  });
});
