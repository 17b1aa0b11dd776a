import { hasCfbSignature } from '../container/cfb.ts';
import { inflatesBeyond } from '../container/pdf-streams.ts';
import { openPdf } from '../container/pdfjs.ts';
import { READ_LIMITS } from '../limits.ts';
import { isEncryptedCompoundFile } from '../container/word-binary.ts';
import { checkDocxArchive, wordParagraphs } from '../container/zip-archive.ts';
import { CvParseError } from '../parse-error.ts';
import type { DocumentKind } from '../types.ts';
import { docText } from './doc-text.ts';
import { docxText } from './docx-text.ts';
import type { TextDocument } from './model.ts';
import { pdfText } from './pdf-text.ts';

/**
 * The last text read from a buffer: callers that first check a document for text and then parse it hand
 * in the same bytes twice, and the second read costs nothing. Keyed weakly, so nothing is kept alive.
 */
const recent = new WeakMap<Uint8Array, { kind: DocumentKind; length: number; text: TextDocument }>();

/** Text of a document in reading order; throws CvParseError when there is none to be had. */
export async function extractText(bytes: Uint8Array, kind: DocumentKind): Promise<TextDocument> {
  const cached = recent.get(bytes);
  if (cached && cached.kind === kind && cached.length === bytes.length) return cached.text;
  const text = await read(bytes, kind);
  const letters = text.lines.reduce((sum, line) => sum + (line.text.match(/\p{L}/gu)?.length ?? 0), 0);
  if (letters < 20) throw new CvParseError('noText');
  recent.set(bytes, { kind, length: bytes.length, text });
  return text;
}

async function read(bytes: Uint8Array, kind: DocumentKind): Promise<TextDocument> {
  if (kind === 'pdf') {
    if (inflatesBeyond(bytes, READ_LIMITS.maxDecodedBytes)) throw new CvParseError('tooComplex');
    const opened = await openPdf(bytes);
    if (!opened.ok) throw new CvParseError(opened.problem === 'encrypted' ? 'encrypted' : 'unreadable');
    try {
      return await pdfText(opened.document);
    } catch (error) {
      if (error instanceof CvParseError) throw error;
      throw new CvParseError('unreadable', { cause: error });
    } finally {
      await opened.document.destroy();
    }
  }
  if (kind === 'doc' || hasCfbSignature(bytes)) {
    if (isEncryptedCompoundFile(bytes)) throw new CvParseError('encrypted');
    try {
      return await docText(bytes);
    } catch (error) {
      throw new CvParseError('unreadable', { cause: error });
    }
  }
  // The archive limits hold here too: parsing never inflates more than inspection allowed.
  const archive = await checkDocxArchive(bytes);
  if (!archive.ok) {
    throw new CvParseError(archive.problem === 'notDocx' ? 'unreadable' : archive.problem);
  }
  try {
    return await docxText(bytes, archive.headerXml.flatMap(wordParagraphs));
  } catch (error) {
    throw new CvParseError('unreadable', { cause: error });
  }
}
