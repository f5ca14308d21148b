// Writes .br and .gz next to every text asset of the build, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// An optional folder argument compresses another build (e.g. one made with `vite build --outDir`).
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

for await (const file of files(dist)) {
  const data = await readFile(file);
  if (data.length < 1024) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
}
