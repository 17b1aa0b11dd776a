import { Transform } from 'node:stream';
import { partialTail } from './partial-tail.server.ts';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const HEAD_END = Buffer.from('</head>');

/**
 * Marks the page's `<link rel="modulepreload">` elements (React Router's `<Scripts>`, which takes no attributes for
 * them) `fetchpriority="low"`: the stylesheet and the document come first on a slow connection, and the page is
 * painted before its scripts have arrived (decision 0072). Only the head is looked at; the rest flows on untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let held = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!inHead) return done(null, chunk);
      const data = Buffer.concat([held, chunk]);
      const headEnd = data.indexOf(HEAD_END);
      const keep = headEnd >= 0 ? 0 : Math.max(partialTail(data, PRELOAD), partialTail(data, HEAD_END));
      const ready = data.subarray(0, data.length - keep);
      held = data.subarray(data.length - keep);
      if (headEnd >= 0) inHead = false;
      // Only up to the head's end: the body's text is the page's own.
      const limit = headEnd >= 0 ? headEnd : ready.length;
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = ready.indexOf(PRELOAD); at >= 0 && at < limit; at = ready.indexOf(PRELOAD, from)) {
        parts.push(ready.subarray(from, at), LOW);
        from = at + PRELOAD.length;
      }
      parts.push(ready.subarray(from));
      done(null, Buffer.concat(parts));
    },
    flush(done) {
      done(null, held);
    },
  });
}
