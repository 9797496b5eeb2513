// Writes .br and .gz beside each built web file, so the server sends them without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** @param {string} dir */
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    // Every one, however small: a tiny chunk (the bundler's runtime) is still a request that a
    // browser asking for br or gzip expects answered so.
    else if (compressible.test(name)) {
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

walk(dist);
