// The repository explains itself: no source file, test or document points a reader at a file
// outside it (the product's requirements are in docs/product.md) or at a tracker's issue number,
// and none carries a path of the machine it was written on.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const tracked = execFileSync("git", ["ls-files"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(?:[cm]?[jt]sx?|css|md|json|conf|gs|html)$/.test(file))
  .filter((file) => !/(?:^|\/)package-lock\.json$|^bench\/results\//.test(file))
  // This file names the patterns it looks for.
  .filter((file) => !file.endsWith("self-contained.test.mjs"));

const outside = [
  { name: "the old specification file", pattern: /\bSPEC\.md\b/ },
  { name: "a folder beside the repository", pattern: /\.\.\/shared\/|\b(?:DESIGN|STYLE|DEVELOPERS)\.md\b/ },
  { name: "an issue number", pattern: /\bissues?[ -]#?\d+\b/i },
  { name: "a machine path", pattern: /(?:^|[\s"'`(])\/(?:work|home|root|Users|tmp)\/[\w.-]+\//m },
];

describe("the repository stands on its own", () => {
  it("has files to check", () => {
    expect(tracked.length).toBeGreaterThan(100);
  });

  for (const { name, pattern } of outside) {
    it(`no file points at ${name}`, () => {
      const hits = tracked.flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 100)}`] : [])),
      );
      expect(hits).toEqual([]);
    });
  }
});
