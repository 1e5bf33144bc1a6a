// Build step: writes .br and .gz beside every compressible client asset, so the server sends compressed
// files without compressing on each request (@fastify/static preCompressed). Hashed names never change
// content, so the highest (slowest) compression levels are paid once per build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'build/client');
const compressible = /\.(js|css|svg|json|txt|html|map)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(directory) {
  for (const entry of readdirSync(directory)) {
    const file = path.join(directory, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(entry)) compress(file);
  }
}

function compress(file) {
  const content = readFileSync(file);
  if (content.length < 1024) return;
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += brotli.length;
}

walk(root);
console.log(`precompress-assets: ${files} files, ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB brotli`);
