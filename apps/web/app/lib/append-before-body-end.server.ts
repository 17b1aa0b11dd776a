import { Transform } from 'node:stream';

const BODY_END = Buffer.from('</body>');

/** How many bytes at the end of `buffer` could begin `</body>` (so a tag split between chunks is found). */
function partialTail(buffer: Buffer): number {
  for (let length = Math.min(BODY_END.length - 1, buffer.length); length > 0; length--) {
    if (buffer.subarray(buffer.length - length).equals(BODY_END.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * Passes an HTML stream through and, when it has ended, writes `html()` just before `</body>` (or at the end if
 * the stream had none). Everything else flows on as it arrives; only `</body>` and what follows it wait.
 */
export function appendBeforeBodyEnd(html: () => string): Transform {
  let held = Buffer.alloc(0);
  let bodyEnded = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const data = Buffer.concat([held, chunk]);
      if (bodyEnded) {
        held = data;
        return done();
      }
      const at = data.indexOf(BODY_END);
      if (at >= 0) {
        bodyEnded = true;
        held = data.subarray(at);
        return done(null, data.subarray(0, at));
      }
      const keep = partialTail(data);
      held = data.subarray(data.length - keep);
      done(null, data.subarray(0, data.length - keep));
    },
    flush(done) {
      done(null, Buffer.concat([Buffer.from(html()), held]));
    },
  });
}
