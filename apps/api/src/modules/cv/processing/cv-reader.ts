import { parseCv } from '@laufbahn/cv-parser/parse';
import { extractText } from '@laufbahn/cv-parser/text/extract';
import type { DocumentKind, ExtractedCv } from '@laufbahn/cv-parser/types';

/** The two parser steps behind the stages `scanning` and `extracting`; both throw CvParseError for unreadable documents. */
export interface CvReader {
  /** The document's text: whether there is any to be had. */
  scan(bytes: Uint8Array, kind: DocumentKind): Promise<void>;
  /** The profile's fields. */
  extract(bytes: Uint8Array, kind: DocumentKind): Promise<ExtractedCv>;
}

/**
 * `@laufbahn/cv-parser`. Its `parseCv` reads the text again rather than taking the scanned text (a few
 * milliseconds per document): the parser's public interface is the document, not its text model.
 */
export const parserReader: CvReader = {
  async scan(bytes, kind) {
    await extractText(bytes, kind);
  },
  extract: parseCv,
};
