import type { DocumentKind, DocumentProblem, ExtractedCv, Inspection } from '../types.ts';

/** What the reading process is asked to do with one document. */
export type ReadOrder =
  { op: 'inspect'; bytes: Uint8Array } | { op: 'scan' | 'extract'; bytes: Uint8Array; kind: DocumentKind };

export type ReadRequest = ReadOrder & { id: number };

export type ReadValue = Inspection | ExtractedCv | null;

export type ReadReply =
  | { id: number; ok: true; value: ReadValue }
  /** The document cannot be read (a CvParseError in the reading process). */
  | { id: number; ok: false; problem: DocumentProblem }
  /** Anything else went wrong: not the document's fault, so worth another try. */
  | { id: number; ok: false; error: string };

/** Sent once the reading process has loaded the parser and can take documents. */
export const READY = 'ready';
