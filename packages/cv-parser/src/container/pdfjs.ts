import { createRequire } from 'node:module';
import path from 'node:path';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

let pdfjs: Promise<Pdfjs> | null = null;

/** Loaded on first use: the module takes most of a second to evaluate and many callers never need it. */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

const standardFontDataUrl =
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') +
  path.sep;

export type PdfOpenResult =
  { ok: true; document: PdfDocument } | { ok: false; problem: 'encrypted' | 'unreadable' | 'empty' };

/**
 * Opens a PDF in this thread (pdfjs runs its "fake worker" in Node, which is faster for one small document
 * than a real worker would be). The bytes are copied because pdfjs may take ownership of its input.
 */
export async function openPdf(bytes: Uint8Array): Promise<PdfOpenResult> {
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    disableFontFace: true,
    isEvalSupported: false,
    stopAtErrors: false,
    // Images are never needed for text; above this size pdfjs skips decoding them.
    maxImageSize: 1,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    if (document.numPages === 0) {
      await document.destroy();
      return { ok: false, problem: 'empty' };
    }
    return { ok: true, document };
  } catch (error) {
    await task.destroy();
    const name = (error as { name?: string } | null)?.name;
    return { ok: false, problem: name === 'PasswordException' ? 'encrypted' : 'unreadable' };
  }
}

const latin1 = new TextDecoder('latin1');

/** An `/Encrypt` entry in a trailer or cross-reference stream dictionary. */
export function hasEncryptDictionary(bytes: Uint8Array): boolean {
  return /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(latin1.decode(bytes));
}

/** A file cut off in transfer has no end-of-file marker near its end. */
export function hasEndOfFileMarker(bytes: Uint8Array): boolean {
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  return tail.includes('%%EOF');
}

export function findPdfHeader(bytes: Uint8Array): boolean {
  return latin1.decode(bytes.subarray(0, 1024)).includes('%PDF-');
}
