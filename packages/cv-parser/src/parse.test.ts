import { readFileSync } from 'node:fs';
import { Document, Header, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { CvParseError, parseCv } from './parse.ts';
import { buildCompoundFile } from './test-support/cfb-writer.ts';
import { buildPdf, textPdf } from './test-support/pdf-writer.ts';

describe('parseCv', () => {
  it('reads name, contact details and dated positions from a simple one-column PDF', async () => {
    const pdf = textPdf([
      { text: 'Lebenslauf', size: 12, y: 800 },
      { text: 'Dr. Anna-Lena van der Berg', size: 22, y: 770 },
      { text: 'Leopoldstrasse 12, 80802 Muenchen', y: 745 },
      { text: 'anna.vanderberg@example.de | Mobil: +49 170 1234567', y: 730 },
      { text: 'Berufserfahrung', size: 14, y: 690 },
      { text: '03/2019 - heute', y: 670 },
      { text: 'Leiterin Finanzen', y: 655 },
      { text: 'Nordstern Versicherung AG, Hamburg', y: 640 },
      { text: '04/2012 - 02/2019', y: 610 },
      { text: 'Senior Controllerin', y: 595 },
      { text: 'Alpina Bank GmbH, Frankfurt am Main', y: 580 },
      { text: 'Ausbildung', size: 14, y: 540 },
      { text: '2006 - 2011', y: 520 },
      { text: 'Studium der Betriebswirtschaftslehre, Universitaet Mannheim', y: 505 },
    ]);
    const cv = await parseCv(pdf, 'pdf');
    expect(cv.name?.value).toBe('Anna-Lena');
    expect(cv.lastName?.value).toBe('van der Berg');
    expect(cv.email?.value).toBe('anna.vanderberg@example.de');
    expect(cv.phone?.value).toBe('+49 170 1234567');
    expect(cv.language).toBe('de');
    expect(cv.pageCount).toBe(1);
    expect(cv.positions.map((position) => [position.title, position.companyName, position.current])).toEqual([
      ['Leiterin Finanzen', 'Nordstern Versicherung AG', true],
      ['Senior Controllerin', 'Alpina Bank GmbH', false],
    ]);
    expect(cv.positions[0]?.start).toEqual({ month: 3, year: 2019 });
    expect(cv.positions[0]?.end).toBeNull();
    expect(cv.positions[1]?.end).toEqual({ month: 2, year: 2019 });
    expect(cv.positions[0]?.industry?.id).toBe(3);
    expect(cv.positions[1]?.industry?.id).toBe(2);
  });

  it('reads a simple DOCX with a heading-styled name', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('James O’Connor')] }),
            new Paragraph('London SW1A 1AA · +44 20 7946 0321 · james.oconnor@example.co.uk'),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Professional Experience')] }),
            new Paragraph({
              children: [new TextRun({ text: 'Chief Financial Officer, Thames Logistics plc', bold: true })],
            }),
            new Paragraph('January 2020 – present'),
            new Paragraph('Led finance for a group of 4,000 staff.'),
            new Paragraph({ children: [new TextRun({ text: 'Finance Director, Harbour Foods Ltd', bold: true })] }),
            new Paragraph('March 2014 – December 2019'),
          ],
        },
      ],
    });
    const cv = await parseCv(new Uint8Array(await Packer.toBuffer(document)), 'docx');
    expect([cv.name?.value, cv.lastName?.value]).toEqual(['James', 'O’Connor']);
    expect(cv.email?.value).toBe('james.oconnor@example.co.uk');
    expect(cv.phone?.value).toBe('+44 20 7946 0321');
    expect(cv.city?.value).toBe('London');
    expect(cv.countryCode?.value).toBe('GB');
    expect(cv.language).toBe('en');
    expect(
      cv.positions.map((position) => [position.title, position.companyName, position.start, position.current]),
    ).toEqual([
      ['Chief Financial Officer', 'Thames Logistics plc', { month: 1, year: 2020 }, true],
      ['Finance Director', 'Harbour Foods Ltd', { month: 3, year: 2014 }, false],
    ]);
    expect(cv.positions[0]?.careerLevel).toEqual({ id: 7, confidence: expect.any(Number) });
  });

  it('reads a name and contact details kept in the page header of a DOCX', async () => {
    const document = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [
                new Paragraph({ children: [new TextRun({ text: 'Giulia Bianchi', bold: true, size: 36 })] }),
                new Paragraph('Via Roma 12, 20121 Milano · +39 333 123 4567 · giulia.bianchi@example.it'),
              ],
            }),
          },
          children: [
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Esperienza professionale')] }),
            new Paragraph('gen 2019 – oggi\tDirettrice Finanziaria, Lombarda Assicurazioni S.p.A.'),
            new Paragraph('mar 2012 – dic 2018\tResponsabile Controllo di Gestione, Padana Latte S.p.A.'),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Lingue')] }),
            new Paragraph('Italiano (madrelingua), Inglese (fluente)'),
          ],
        },
      ],
    });
    const cv = await parseCv(new Uint8Array(await Packer.toBuffer(document)), 'docx');
    expect([cv.name?.value, cv.lastName?.value, cv.email?.value, cv.phone?.value]).toEqual([
      'Giulia',
      'Bianchi',
      'giulia.bianchi@example.it',
      '+39 333 123 4567',
    ]);
    expect([cv.city?.value, cv.countryCode?.value, cv.language]).toEqual(['Milano', 'IT', 'it']);
    expect(cv.positions.map((position) => [position.title, position.companyName, position.current])).toEqual([
      ['Direttrice Finanziaria', 'Lombarda Assicurazioni S.p.A.', true],
      ['Responsabile Controllo di Gestione', 'Padana Latte S.p.A.', false],
    ]);
    expect(cv.positions[0]?.industry?.id).toBe(3);
    expect(cv.languages).toEqual(['Italiano', 'Inglese']);
  });

  it('fails with noText on a page without a text layer and with unreadable on garbage', async () => {
    const scanned = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ]);
    await expect(parseCv(scanned, 'pdf')).rejects.toMatchObject({ problem: 'noText' });
    await expect(parseCv(new Uint8Array([1, 2, 3]), 'docx')).rejects.toBeInstanceOf(CvParseError);
    await expect(parseCv(new Uint8Array([1, 2, 3]), 'docx')).rejects.toMatchObject({ problem: 'unreadable' });
  });

  it('fails with encrypted on a password-protected PDF, DOCX or DOC', async () => {
    const pdf = new Uint8Array(readFileSync(new URL('./test-documents/encrypted-user-password.pdf', import.meta.url)));
    await expect(parseCv(pdf, 'pdf')).rejects.toMatchObject({ problem: 'encrypted' });
    const docx = buildCompoundFile([
      { name: 'EncryptionInfo', data: Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]) },
      { name: 'EncryptedPackage', data: Buffer.alloc(5000, 7) },
    ]);
    await expect(parseCv(docx, 'docx')).rejects.toMatchObject({ problem: 'encrypted' });
    await expect(parseCv(docx, 'doc')).rejects.toMatchObject({ problem: 'encrypted' });
  });
});
