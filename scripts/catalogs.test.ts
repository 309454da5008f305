// The word catalogs are checked before anything is built: a missing, extra or empty key, a list of
// another length or a sentence whose places differ from the English stops the build, naming the
// file and the key. Checked on a copy of the project's catalogs with one fault each.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { catalogsOrFail, readCatalogs } from "./catalogs";

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
}, 60_000);

/** A copy of the project's catalogs with one Chinese (or English) file changed by `edit`. */
function copyWith(file: string, edit: (text: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), "catalogs-"));
  copies.push(root);
  cpSync("app/content", join(root, "app/content"), { recursive: true, filter: (path) => !path.endsWith(".ts") && !path.endsWith(".md") });
  const path = join(root, file);
  const text = readFileSync(path, "utf8");
  const changed = edit(text);
  expect(changed, "the fault was put in").not.toBe(text);
  writeFileSync(path, changed);
  return root;
}

/** A copy of the project's catalogs and of one Chinese article, changed by `edit`. */
function copyWithArticle(slug: string, edit: (text: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), "catalogs-"));
  copies.push(root);
  cpSync("app/content", join(root, "app/content"), { recursive: true, filter: (path) => !path.endsWith(".ts") && !path.endsWith(".md") });
  const file = `app/content/zh/blog/${slug}.md`;
  const text = readFileSync(file, "utf8");
  const changed = edit(text);
  expect(changed, "the fault was put in").not.toBe(text);
  writeFileSync(join(root, file), changed);
  return root;
}

const problems = (root: string) => readCatalogs(root).problems;

/** The problems of a copy whose about.yaml hero.eyebrow says `sentence` (the copy removed at once: there are many). */
function eyebrow(sentence: string): string[] {
  const root = copyWith("app/content/zh/about.yaml", (text) => text.replace(/^( {2}eyebrow: ).*$/m, `$1${sentence}`));
  try {
    return problems(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
    copies.splice(copies.indexOf(root), 1);
  }
}
const retired = (word: string) =>
  expect.stringMatching(new RegExp(`^app/content/zh/about\\.yaml: hero\\.eyebrow: "${word}" is retired; write `));

describe("the word catalogs", () => {
  it("as they are, have no problem", () => {
    expect(readCatalogs().problems).toEqual([]);
  });

  it("name a key a translation is missing", () => {
    const root = copyWith("app/content/zh/about.yaml", (text) => text.replace(/^ {2}eyebrow: .*\n/m, ""));
    expect(problems(root)).toEqual(["app/content/zh/about.yaml: hero.eyebrow: missing; translate it from app/content/en/about.yaml"]);
  });

  it("name a key the English does not have", () => {
    const root = copyWith("app/content/zh/about.yaml", (text) => text.replace(/^hero:\n/m, "hero:\n  subtitle: 多出来的一行\n"));
    expect(problems(root)).toEqual([
      "app/content/zh/about.yaml: hero.subtitle: is not in app/content/en/about.yaml; remove it, or add it there first",
    ]);
  });

  it("name an empty key, in any language", () => {
    const root = copyWith("app/content/en/about.yaml", (text) => text.replace(/^ {2}eyebrow: .*$/m, '  eyebrow: ""'));
    expect(problems(root)).toEqual(["app/content/en/about.yaml: hero.eyebrow: is empty; write the words"]);
  });

  it("name a list, where every entry has a key that says what it is", () => {
    const root = copyWith("app/content/zh/about.yaml", (text) =>
      text.replace(/^ {4}whoWeAre: /m, "    - ").replace(/^ {4}listening: /m, "    - "),
    );
    expect(problems(root)).toContainEqual(
      `app/content/zh/about.yaml: hero.intro: is a list; give each entry a key that says what it is (bathing: …), and list the keys in the page's structure (keys("bathing", …))`,
    );
  });

  it("name an entry the English does not have, and one it has that is missing", () => {
    const root = copyWith("app/content/zh/about.yaml", (text) => text.replace(/^ {4}listening: /m, "    listen: "));
    expect(problems(root)).toEqual([
      "app/content/zh/about.yaml: hero.intro.listening: missing; translate it from app/content/en/about.yaml",
      "app/content/zh/about.yaml: hero.intro.listen: is not in app/content/en/about.yaml; remove it, or add it there first",
    ]);
  });

  it("name a sentence that drops a figure or renames its place", () => {
    const root = copyWith("app/content/zh/about.yaml", (text) => text.replace("约{seniorsByHorizon}人", "约90万人"));
    expect(problems(root)).toEqual([
      "app/content/zh/about.yaml: background.paragraphs.ageing: has the places {aloneThen} {aloneYear} {horizon}; the English has {aloneThen} {aloneYear} {horizon} {seniorsByHorizon}",
    ]);
  });

  it("name a value YAML reads as a number rather than words", () => {
    const root = copyWith("app/content/zh/about.yaml", (text) => text.replace(/^ {2}eyebrow: .*$/m, "  eyebrow: 2030"));
    expect(problems(root)).toContainEqual(
      "app/content/zh/about.yaml: hero.eyebrow: number 2030 is not words; write text (put quotes round a number or yes/no)",
    );
  });

  it("name a word the language's glossary has retired, with the one to write", () => {
    const root = copyWith("app/content/zh/about.yaml", (text) => text.replace(/^( {2}eyebrow: ).*$/m, "$1老人痴呆"));
    expect(problems(root)).toEqual(['app/content/zh/about.yaml: hero.eyebrow: "老人痴呆" is retired; write 失智症 (see the glossary)']);
  });

  describe("fail on a word the Chinese glossary retired, naming the file, the key and the word", () => {
    it.each([
      // [what the rule holds, a sentence that breaks it, the word the check names]
      ["Home Assisted Care is 上门看护, not 居家看护", "预约居家看护", "居家看护"],
      ["Nursing Procedure is 护士上门护理, and a procedure 护理项目, not 护理程序", "预约护理程序", "护理程序"],
      ["assisted living is 辅助生活, not 生活辅助", "新加坡居家护理服务与生活辅助", "生活辅助"],
      ["a large figure is counted in 万, never with K", "约900K名乐龄人士", "0K"],
      ["money is written one way, $4,800, by the platform", "我们的收费（新元）", "新元"],
      ["no space before a Latin word", "发 WhatsApp信息", "发 W"],
      ["no space after a Latin word", "Google 地图", "e 地"],
      ["no space before a digit", "护联中心热线 1800", "线 1"],
      ["depression is 抑郁症", "忧郁症和焦虑症", "忧郁症"],
      ["the way back is 返回服务列表", "返回服务页", "返回服务页"],
      ["a family caregiver is 家庭看护者", "让家人看护者休息一下", "家人看护者"],
      ["physiotherapy is 物理治疗, not 理疗", "物理治疗，也叫理疗", "理疗"],
      ["no obligation is 无需承诺, not 不必承诺", "免费咨询，不必承诺", "不必承诺"],
      ["no obligation is 无需承诺, not a contract's 承担任何义务", "您也不必承担任何义务", "承担任何义务"],
      ["quotation marks are “”, not 「」", "按「我的健康餐盘”装盘", "「"],
      ["allied health is 专职医疗", "已在综合医疗保健专业理事会注册", "综合医疗保健"],
      ["the helper's levy is 女佣税, not 劳工税", "外籍家政工劳工税优惠", "劳工税"],
      ["a tube to change is a 喂食管, not 插管 (intubation)", "不可更换插管或导尿管", "更换插管"],
      ["a paid visit is 上门: cancelling one", "如果需要取消探访，怎么办？", "取消探访"],
      ["a paid visit is 上门: the minimum visit", "护理员每次探访至少三小时", "护理员每次探访"],
      ["a paid visit is 上门: after each visit", "每次探访后，向家属汇报", "每次探访"],
      ["a paid visit is 上门: the nurse's visit", "护士探访，随时交代", "护士探访"],
      ["a paid visit is 上门: before a visit", "请在探访前通知我们", "探访前"],
    ])("%s", (_, sentence, word) => {
      expect(eyebrow(sentence)).toEqual([retired(word)]);
    });

    it("a space before a figure's place", () => {
      const root = copyWith("app/content/zh/costs.yaml", (text) => text.replace("护联中心热线{aicHotline}", "护联中心热线 {aicHotline}"));
      expect(problems(root)).toEqual([
        expect.stringMatching(/^app\/content\/zh\/costs\.yaml: schemes\.hotline: "线 \{" is retired; write no space/),
      ]);
    });

    it("a space between Chinese and a Latin word in an article too", () => {
      const root = copyWithArticle("benefits-companionship-care", (text) => text.replace("通过WhatsApp联系", "通过 WhatsApp 联系"));
      expect(problems(root)).toEqual([
        expect.stringMatching(/^app\/content\/zh\/blog\/benefits-companionship-care\.md: "过 W" is retired; write no space/),
        expect.stringMatching(/^app\/content\/zh\/blog\/benefits-companionship-care\.md: "p 联" is retired; write no space/),
      ]);
    });

    it("in an article too, naming the file", () => {
      const root = copyWithArticle("benefits-companionship-care", (text) => text.replace("超过10万人", "超过100K人"));
      expect(problems(root)).toEqual([
        expect.stringMatching(/^app\/content\/zh\/blog\/benefits-companionship-care\.md: "0K" is retired; write /),
      ]);
    });

    it.each([
      ["the grant keeps its name", "居家看护津贴（Home Caregiving Grant）"],
      ["family visiting hours", "医院的探访时间是下午"],
      ["family and friends visiting", "家人和朋友可以随时来探望"],
      ["an outreach visit by others", "乐龄辅导办公室的大使会上门探访乐龄人士"],
    ])("but not where the word is allowed: %s", (_, sentence) => {
      expect(eyebrow(sentence)).toEqual([]);
    });
  });

  it("throw, listing every problem, so the build stops", () => {
    const root = copyWith("app/content/zh/about.yaml", (text) => text.replace(/^ {2}eyebrow: .*\n/m, ""));
    expect(() => catalogsOrFail(root)).toThrow(
      /The word catalogs have a problem:\n {2}app\/content\/zh\/about\.yaml: hero\.eyebrow: missing/,
    );
  });
});

it("react-router build stops on a catalog with a missing key, naming the file and the key", { timeout: 240_000 }, () => {
  const root = copyWith("app/content/zh/about.yaml", (text) => text.replace(/^ {2}eyebrow: .*\n/m, ""));
  const out = "node_modules/.cache/catalog-build-check";
  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    env: { ...process.env, CATALOG_ROOT: root, BUILD_DIR: out },
    encoding: "utf8",
  });
  rmSync(out, { recursive: true, force: true });
  expect(build.status).toBe(1);
  expect(`${build.stdout}\n${build.stderr}`).toContain(
    "app/content/zh/about.yaml: hero.eyebrow: missing; translate it from app/content/en/about.yaml",
  );
});
