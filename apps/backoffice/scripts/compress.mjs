// Writes .br and .gz beside every text asset of the build, so the server can send them precompressed
// (no compression work per request, best ratios). Files under 1 KB are left alone.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(?:js|mjs|css|html|svg|json|txt)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (compressible.test(name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const source = readFileSync(file);
  if (source.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
  );
  count += 1;
}
console.log(`compress: ${count} assets precompressed (.br, .gz)`);
