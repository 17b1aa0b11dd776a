import { Transform } from 'node:stream';
import { partialTail } from './partial-tail.server.ts';

const BODY_END = Buffer.from('</body>');

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
      const keep = partialTail(data, BODY_END);
      held = data.subarray(data.length - keep);
      done(null, data.subarray(0, data.length - keep));
    },
    flush(done) {
      done(null, Buffer.concat([Buffer.from(html()), held]));
    },
  });
}
