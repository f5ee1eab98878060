#!/usr/bin/env node
// Writes a gzip copy (`file.gz`, best compression) next to every text file of
// a build folder, for nginx's `gzip_static on` (deploy/nginx/default.conf.template):
// compressed once at image build instead of on every request.
//
//   node scripts/precompress.mjs [dir]     (default dist)
//
// Files under 1 KiB, and files the compression does not make smaller, are left
// alone (nginx then compresses on the fly or sends them as they are).
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const textTypes = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml']);
const MIN_SIZE = 1024;

function files(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dir)) {
  if (!textTypes.has(extname(file))) continue;
  const content = readFileSync(file);
  if (content.length < MIN_SIZE) continue;
  const gzipped = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  if (gzipped.length >= content.length) continue;
  writeFileSync(`${file}.gz`, gzipped);
  // Same modification time as the original: nginx sends the .gz file's
  // Last-Modified and ETag.
  const { atime, mtime } = statSync(file);
  utimesSync(`${file}.gz`, atime, mtime);
  count += 1;
  before += content.length;
  after += gzipped.length;
}
console.log(
  `precompressed ${String(count)} files in ${dir}: ${String(Math.round(before / 1024))} KiB -> ${String(Math.round(after / 1024))} KiB gzip`,
);
