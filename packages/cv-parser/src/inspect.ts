import { CfbFormatError, hasCfbSignature, readCfb } from './container/cfb.ts';
import { findPdfHeader, hasEncryptDictionary, hasEndOfFileMarker, openPdf } from './container/pdfjs.ts';
import { inflatesBeyond } from './container/pdf-streams.ts';
import { isEncryptedOoxml, readWordBinaryFacts } from './container/word-binary.ts';
import { checkDocxArchive, isEmptyWordBody } from './container/zip-archive.ts';
import { READ_LIMITS } from './limits.ts';
import type { Inspection } from './types.ts';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((value, index) => bytes[index] === value);

/**
 * Decides by content whether an upload is a CV document this parser can read, and if not, why. Fast enough
 * to run while accepting the upload: a PDF is opened but no page is rendered, a DOCX is inflated once under
 * a hard cap.
 */
export async function inspectDocument(bytes: Uint8Array): Promise<Inspection> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (findPdfHeader(bytes)) return inspectPdf(bytes);
  if (startsWith(bytes, ZIP_SIGNATURE)) return inspectZip(bytes);
  if (hasCfbSignature(bytes)) return inspectCompoundFile(bytes);
  return { ok: false, problem: 'invalidFileFormat' };
}

async function inspectPdf(bytes: Uint8Array): Promise<Inspection> {
  if (!hasEndOfFileMarker(bytes)) return { ok: false, problem: 'unreadable' };
  if (inflatesBeyond(bytes, READ_LIMITS.maxDecodedBytes)) return { ok: false, problem: 'tooComplex' };
  const opened = await openPdf(bytes);
  if (!opened.ok) {
    // pdfjs reports some damaged encrypted files as unreadable; the dictionary settles it.
    if (opened.problem === 'unreadable' && hasEncryptDictionary(bytes)) return { ok: false, problem: 'encrypted' };
    return opened;
  }
  const pages = opened.document.numPages;
  await opened.document.destroy();
  return pages > READ_LIMITS.maxPages ? { ok: false, problem: 'tooManyPages' } : { ok: true, kind: 'pdf' };
}

async function inspectZip(bytes: Uint8Array): Promise<Inspection> {
  const verdict = await checkDocxArchive(bytes);
  if (!verdict.ok) return { ok: false, problem: verdict.problem === 'notDocx' ? 'invalidFileFormat' : verdict.problem };
  if (isEmptyWordBody(verdict.documentXml)) return { ok: false, problem: 'empty' };
  return { ok: true, kind: 'docx' };
}

function inspectCompoundFile(bytes: Uint8Array): Inspection {
  try {
    const cfb = readCfb(bytes);
    if (isEncryptedOoxml(cfb)) return { ok: false, problem: 'encrypted' };
    if (!cfb.entries.some((entry) => entry.name === 'WordDocument')) return { ok: false, problem: 'invalidFileFormat' };
    const facts = readWordBinaryFacts(cfb);
    if (!facts) return { ok: false, problem: 'unreadable' };
    if (facts.encrypted) return { ok: false, problem: 'encrypted' };
    if (facts.mainTextLength <= 1) return { ok: false, problem: 'empty' };
    return { ok: true, kind: 'doc' };
  } catch (error) {
    if (error instanceof CfbFormatError || error instanceof RangeError) return { ok: false, problem: 'unreadable' };
    throw error;
  }
}
