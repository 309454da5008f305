// Draws public/favicon.ico from public/favicon.svg. Pages name the SVG icon, but some browsers,
// feed readers and bookmark tools ask for /favicon.ico without reading the page; without the file
// they get a 404 page. Re-run after changing the logo:
//   npx node scripts/favicon.mjs
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
/** The sizes Windows and browsers pick from: tab, taskbar, desktop. */
const SIZES = [16, 32, 48];

/**
 * An .ico file holding PNG images, which every browser since 2010 reads: a 6-byte header, a
 * 16-byte entry per image (its size and where its bytes start), then the images.
 * @param {{ size: number, png: Buffer }[]} images
 * @returns {Buffer}
 */
export function icoFrom(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + images.length * 16;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const images = [];
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    images.push({ size, png: await page.screenshot({ type: "png", omitBackground: true }) });
    await page.close();
  }
  await browser.close();
  writeFileSync(path.join(root, "public/favicon.ico"), icoFrom(images));
  console.log(`Wrote public/favicon.ico (${SIZES.join(", ")} px).`);
}
