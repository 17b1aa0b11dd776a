import { DocumentSandbox } from '@laufbahn/cv-parser/sandbox/document-sandbox';
import type { DocumentKind, ExtractedCv, Inspection } from '@laufbahn/cv-parser/types';

/** The two parser steps behind the stages `scanning` and `extracting`; both throw CvParseError for unreadable documents. */
export interface CvReader {
  /** The document's text: whether there is any to be had. */
  scan(bytes: Uint8Array, kind: DocumentKind): Promise<void>;
  /** The profile's fields. */
  extract(bytes: Uint8Array, kind: DocumentKind): Promise<ExtractedCv>;
}

/**
 * Documents are read outside the server's process, with limits on time and memory (DocumentSandbox): uploads are
 * checked in one reading process and processed in another, so a slow document being processed never holds up an
 * upload. Each reads one document at a time.
 */
// The upload check answers while the member waits: its reader is started with the server and kept for an hour.
const uploadChecks = new DocumentSandbox({ timeoutMs: 10_000, idleMs: 60 * 60_000 });
const processing = new DocumentSandbox();

/**
 * `@laufbahn/cv-parser`. Its `parseCv` reads the text again rather than taking the scanned text (a few
 * milliseconds per document): the parser's public interface is the document, not its text model.
 */
export const parserReader: CvReader = {
  scan: (bytes, kind) => processing.scan(bytes, kind),
  extract: (bytes, kind) => processing.extract(bytes, kind),
};

/** Whether an upload is a CV document the parser can read (`inspectDocument`), decided in a reading process. */
export const inspectUpload = (bytes: Uint8Array): Promise<Inspection> => uploadChecks.inspect(bytes);

/** Starts the upload check's reading process (a web process calls it once it listens). */
export const warmUploadChecks = (): void => uploadChecks.warm();
