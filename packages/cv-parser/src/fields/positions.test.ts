import { describe, expect, it } from 'vitest';
import { linesOf, type LineInput } from '../test-support/lines.ts';
import { extractPositions } from './positions.ts';
import { findSections } from './sections.ts';

const positionsOf = (inputs: LineInput[]) => {
  const lines = linesOf(inputs);
  return extractPositions(lines, findSections(lines)).map((position) => [
    position.title,
    position.companyName,
    position.start && `${position.start.month ?? '-'}/${position.start.year}`,
    position.current ? 'current' : position.end && `${position.end.month ?? '-'}/${position.end.year}`,
  ]);
};

describe('extractPositions', () => {
  it('reads dates first, then title and company', () => {
    expect(
      positionsOf([
        'Berufserfahrung',
        '03/2019 – heute\tGeschäftsführerin',
        'Alpen Logistik GmbH, München',
        '• Gesamtverantwortung für 9 Standorte',
        '04/2014 – 02/2019\tBereichsleiterin Kontraktlogistik',
        'Kessler & Brandt Logistik AG, Augsburg',
        'Ausbildung',
        '1995 – 2001\tDiplom-Kauffrau',
        'Universität Mannheim',
      ]),
    ).toEqual([
      ['Geschäftsführerin', 'Alpen Logistik GmbH', '3/2019', 'current'],
      ['Bereichsleiterin Kontraktlogistik', 'Kessler & Brandt Logistik AG', '4/2014', '2/2019'],
    ]);
  });

  it('reads title and company first, then the dates (XING)', () => {
    expect(
      positionsOf([
        'Berufserfahrung',
        'Werkleiter',
        'Schwabenguss AG, Esslingen am Neckar',
        'seit 03/2019',
        'Verantwortung für 850 Mitarbeitende',
        'Leiter Produktion',
        'Hohenlohe Formteile GmbH',
        '01/2012 – 02/2019',
      ]),
    ).toEqual([
      ['Werkleiter', 'Schwabenguss AG', '3/2019', 'current'],
      ['Leiter Produktion', 'Hohenlohe Formteile GmbH', '1/2012', '2/2019'],
    ]);
  });

  it('reads "Title at Company" and "Title | Company" lines', () => {
    expect(
      positionsOf([
        'Work Experience',
        'Chief Financial Officer at Thames Logistics plc',
        'January 2020 – present',
        'Finance Director | Harbour Foods Ltd | Bristol',
        'March 2014 – December 2019',
      ]),
    ).toEqual([
      ['Chief Financial Officer', 'Thames Logistics plc', '1/2020', 'current'],
      ['Finance Director', 'Harbour Foods Ltd', '3/2014', '12/2019'],
    ]);
  });

  it('reads a LinkedIn export with several titles under one company', () => {
    expect(
      positionsOf([
        { text: 'linkedin.com/in/jennifer-alvarez' },
        { text: 'Experience', fontSize: 15 },
        { text: 'Lakeshore Care Partners Inc.', fontSize: 11.5 },
        { text: '10 years 7 months' },
        { text: 'Chief Operating Officer', fontSize: 10.5, bold: true },
        { text: 'January 2019 - Present (7 years 11 months)' },
        { text: 'Chicago, Illinois, United States' },
        { text: 'Senior Vice President, Operations', fontSize: 10.5, bold: true },
        { text: 'May 2016 - December 2018 (2 years 8 months)' },
        { text: 'Prairie Health Network Inc.', fontSize: 11.5 },
        { text: 'Director of Operations', fontSize: 10.5, bold: true },
        { text: 'February 2011 - April 2016 (5 years 3 months)' },
        { text: 'Education', fontSize: 15 },
      ]),
    ).toEqual([
      ['Chief Operating Officer', 'Lakeshore Care Partners Inc.', '1/2019', 'current'],
      ['Senior Vice President, Operations', 'Lakeshore Care Partners Inc.', '5/2016', '12/2018'],
      ['Director of Operations', 'Prairie Health Network Inc.', '2/2011', '4/2016'],
    ]);
  });

  it('puts a date range wrapped in a narrow column back together', () => {
    expect(
      positionsOf([
        'Experiencia profesional',
        { text: 'sept. 1999 – mar.\tIngeniero de Procesos', x: 50 },
        { text: '2004', x: 50 },
        { text: 'Álava Metal S.A., Vitoria-Gasteiz', x: 160 },
      ]),
    ).toEqual([['Ingeniero de Procesos', 'Álava Metal S.A.', '9/1999', '3/2004']]);
  });

  it('never turns education into positions', () => {
    expect(positionsOf(['Education', '2001 – 2005\tMSc Finance', 'London School of Economics'])).toEqual([]);
  });
});
