// Writes brotli (quality 11) and gzip (level 9) files beside every text file of the client build, once, so
// the server sends them as they are (`@fastify/static` with `preCompressed`) instead of compressing per request.
// `node scripts/precompress.mjs [dir]`: the client build unless another folder is given.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const clientDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../build/client'));
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = fs.readFileSync(file);
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = zlib.gzipSync(body, { level: 9 });
  // A file too small to gain is left alone (and then compressed on the fly only if the client asks).
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
  files += 1;
  before += body.length;
  after += Math.min(brotli.length, body.length);
}
console.log(`Precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
