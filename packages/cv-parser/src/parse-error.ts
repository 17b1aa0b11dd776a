import type { DocumentProblem } from './types.ts';

/** Raised when a document cannot be turned into text; `problem` is the translation-ready reason. */
export class CvParseError extends Error {
  readonly problem: DocumentProblem;

  constructor(problem: DocumentProblem, options?: { cause?: unknown }) {
    super(`The CV cannot be read: ${problem}`, options);
    this.name = 'CvParseError';
    this.problem = problem;
  }
}
