import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("public/favicon.ico", () => {
  it("is an icon file whose every entry points at a PNG of the size it claims", () => {
    const ico = readFileSync(new URL("../public/favicon.ico", import.meta.url));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = [];
    for (let index = 0; index < count; index += 1) {
      const entry = 6 + index * 16;
      const size = ico.readUInt8(entry) || 256;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + length);
      expect(png.length).toBe(length);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // The PNG's own width and height, from its header chunk.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
      sizes.push(size);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
