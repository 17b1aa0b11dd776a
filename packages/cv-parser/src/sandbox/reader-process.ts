// The process that reads documents for a DocumentSandbox: one document at a time, answers by IPC.
import { inspectDocument } from '../inspect.ts';
import { parseCv } from '../parse.ts';
import { CvParseError } from '../parse-error.ts';
import { loadPdfjs } from '../container/pdfjs.ts';
import { extractText } from '../text/extract.ts';
import { READY, type ReadReply, type ReadRequest, type ReadValue } from './protocol.ts';

async function read(request: ReadRequest): Promise<ReadValue> {
  if (request.op === 'inspect') return inspectDocument(request.bytes);
  if (request.op === 'scan') {
    await extractText(request.bytes, request.kind);
    return null;
  }
  return parseCv(request.bytes, request.kind);
}

async function answer(request: ReadRequest): Promise<ReadReply> {
  try {
    return { id: request.id, ok: true, value: await read(request) };
  } catch (error) {
    if (error instanceof CvParseError) return { id: request.id, ok: false, problem: error.problem };
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (request: ReadRequest) => {
  void answer(request).then((reply) => process.send!(reply));
});
// The parent ends this process; losing the parent ends it too.
process.on('disconnect', () => process.exit(0));

// pdfjs takes most of a second to load: done before the first document, so its time limit is the document's own.
await loadPdfjs();
process.send!(READY);
