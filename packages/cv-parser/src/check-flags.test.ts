import { describe, expect, it } from 'vitest';
import { parseCv } from './parse.ts';
import { textPdf } from './test-support/pdf-writer.ts';

describe('fields the member is asked to check', () => {
  it('keeps a second current role current, puts the main job first and flags the other end date', async () => {
    const pdf = textPdf([
      { text: 'Margaret Whitfield, PharmD', size: 22, y: 780 },
      { text: 'San Francisco Bay Area', y: 760 },
      { text: 'margaret.whitfield@example.com | (415) 555-0134', y: 745 },
      { text: 'Experience', size: 14, y: 710 },
      { text: 'Chief Medical Officer', y: 690 },
      { text: 'Beacon Hill Therapeutics Inc.', y: 675 },
      { text: 'January 2019 - Present', y: 660 },
      { text: 'Board Member', y: 630 },
      { text: 'Bay Area Food Bank', y: 615 },
      { text: 'April 2013 - Present', y: 600 },
      { text: 'Director of Clinical Operations', y: 570 },
      { text: 'Crescent Medical Group', y: 555 },
      { text: '2012 - 2018', y: 540 },
    ]);
    const cv = await parseCv(pdf, 'pdf');
    expect(cv.name?.value).toBe('Margaret');
    expect(cv.lastName?.value).toBe('Whitfield');
    const [main, side, past] = cv.positions;
    expect(main).toMatchObject({ title: 'Chief Medical Officer', current: true, end: null });
    expect(main?.check).toBeUndefined();
    expect(side).toMatchObject({ title: 'Board Member', current: true, end: null, check: ['end'] });
    expect(past).toMatchObject({ title: 'Director of Clinical Operations', check: ['start', 'end'] });
  });
});
