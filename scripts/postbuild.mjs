// After `react-router build`: writes .br and .gz copies of every compressible file so the
// server (and any static host that supports it) can send them without compressing per request.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { writeSitemap } from "./sitemap.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".data", ".xml", ".txt", ".webmanifest"]);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

// The Vite manifest is a build artefact, not something to publish.
rmSync(path.join(root, ".vite"), { recursive: true, force: true });

console.log(`Sitemap: ${writeSitemap(root)} pages; robots.txt points at it.`);

let count = 0;
for (const file of files(root)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const source = readFileSync(file);
  if (source.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} files (brotli and gzip).`);
