import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { readCfb } from './container/cfb.ts';
import { inspectDocument } from './inspect.ts';
import { buildCompoundFile } from './test-support/cfb-writer.ts';
import { buildPdf, textPdf } from './test-support/pdf-writer.ts';
import { buildZip, minimalDocx } from './test-support/zip-writer.ts';

const testDocument = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./test-documents/${name}`, import.meta.url)));

const onePagePdf = () =>
  textPdf([
    { text: 'Anna Berg', size: 20, y: 780 },
    { text: 'anna.berg@example.com', y: 750 },
  ]);

describe('inspectDocument', () => {
  it('accepts a PDF, a DOCX and a DOC by their content', async () => {
    expect(await inspectDocument(onePagePdf())).toEqual({ ok: true, kind: 'pdf' });
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Anna Berg')] }] }));
    expect(await inspectDocument(new Uint8Array(docx))).toEqual({ ok: true, kind: 'docx' });
    expect(await inspectDocument(testDocument('short-cv.doc'))).toEqual({ ok: true, kind: 'doc' });
  });

  it('reports an empty buffer and documents without pages or body as empty', async () => {
    expect(await inspectDocument(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const noPages = buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
    expect(await inspectDocument(noPages)).toEqual({ ok: false, problem: 'empty' });
    expect(await inspectDocument(minimalDocx([' ', '']))).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses what is not a Word document or PDF, whatever its name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);
    expect(await inspectDocument(exe)).toEqual({ ok: false, problem: 'invalidFileFormat' });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await inspectDocument(png)).toEqual({ ok: false, problem: 'invalidFileFormat' });
    const zip = buildZip([{ name: 'notes.txt', data: Buffer.from('hello') }]);
    expect(await inspectDocument(zip)).toEqual({ ok: false, problem: 'invalidFileFormat' });
    const xlsx = buildZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ]);
    expect(await inspectDocument(xlsx)).toEqual({ ok: false, problem: 'invalidFileFormat' });
    const spreadsheet = buildCompoundFile([{ name: 'Workbook', data: Buffer.alloc(10) }]);
    expect(await inspectDocument(spreadsheet)).toEqual({ ok: false, problem: 'invalidFileFormat' });
  });

  it('reports truncated and corrupt files as unreadable', async () => {
    const pdf = onePagePdf();
    expect(await inspectDocument(pdf.subarray(0, Math.floor(pdf.length / 2)))).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x41), Buffer.from('\n%%EOF\n')]);
    expect(await inspectDocument(garbage)).toEqual({ ok: false, problem: 'unreadable' });
    const docx = minimalDocx(['Anna Berg']);
    expect(await inspectDocument(docx.subarray(0, docx.length - 30))).toEqual({ ok: false, problem: 'unreadable' });
    const doc = testDocument('short-cv.doc');
    expect(await inspectDocument(doc.subarray(0, 1024))).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('recognises encrypted PDF, DOCX and DOC files', async () => {
    expect(await inspectDocument(testDocument('encrypted-user-password.pdf'))).toEqual({
      ok: false,
      problem: 'encrypted',
    });
    const encryptedDocx = buildCompoundFile([
      { name: 'EncryptionInfo', data: Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]) },
      { name: 'EncryptedPackage', data: Buffer.alloc(5000, 7) },
    ]);
    expect(await inspectDocument(encryptedDocx)).toEqual({ ok: false, problem: 'encrypted' });

    const doc = Buffer.from(testDocument('short-cv.doc'));
    const fib = readCfb(doc).readStream('WordDocument')?.subarray(0, 64) ?? new Uint8Array();
    const fibOffset = doc.indexOf(Buffer.from(fib));
    expect(fibOffset).toBeGreaterThan(0);
    doc[fibOffset + 0x0b] = (doc[fibOffset + 0x0b] ?? 0) | 0x01;
    expect(await inspectDocument(doc)).toEqual({ ok: false, problem: 'encrypted' });
  });

  it('reads a PDF protected only against editing, which opens without a password', async () => {
    expect(await inspectDocument(testDocument('encrypted-owner-password-only.pdf'))).toEqual({ ok: true, kind: 'pdf' });
  });

  it('stops archives that expand too far, even when their declared sizes lie', async () => {
    const zeros = Buffer.alloc(60 * 1024 * 1024);
    const honest = minimalDocx(['Anna Berg'], [{ name: 'word/media/bomb.bin', data: zeros }]);
    expect(await inspectDocument(honest)).toEqual({ ok: false, problem: 'archiveTooLarge' });
    const lying = minimalDocx(['Anna Berg'], [{ name: 'word/media/bomb.bin', data: zeros, declaredSize: 1000 }]);
    expect(await inspectDocument(lying)).toEqual({ ok: false, problem: 'archiveTooLarge' });
    const ratio = minimalDocx(['Anna Berg'], [{ name: 'word/media/padding.bin', data: Buffer.alloc(2 * 1024 * 1024) }]);
    expect(await inspectDocument(ratio)).toEqual({ ok: false, problem: 'archiveTooLarge' });
  });
});
