// The Chinese pages use one name for one thing (docs/glossary-zh.md). These tests hold the
// places that name the services to the same names, and keep out the variants the glossary
// replaced, in every module and every blog post.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { serviceSlugs } from "~/content/services/slugs";
import { servicePageIn } from "~/content/services/test-helpers";
import { serviceNames } from "./care-guide";
import { footerGroups } from "./navigation";
import { serviceCards, specialisedCards } from "./services/overview";

const here = fileURLToPath(new URL(".", import.meta.url));

/** The fourteen service pages in Chinese, as their routes give them (from a catalog or a module). */
const servicePages = await Promise.all(serviceSlugs.map((slug) => servicePageIn("zh", slug)));

/**
 * Pages whose name (the service's one name in service-names.yaml, which a page moved to catalogs
 * takes) is not yet the name the footer uses: "footer / page". They agree once the footer takes its
 * service names from service-names.yaml too; remove the entry then.
 */
const NOT_YET_ONE_NAME = ["/services/dementia-care: 失智症护理 / 失智症与阿尔茨海默病护理"];

/** Every Chinese content file: the modules, the word catalogs and the Markdown posts, tests left out. */
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    return /\.(ts|md|yaml)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * Variants the glossary replaced, with the term to use. 友伴服务 stays only where the text means
 * a befriending programme, not our Companionship service.
 */
const REPLACED: { variant: string; use: string; allowedIn?: string[] }[] = [
  { variant: "居家协助护理", use: "居家看护" },
  { variant: "居家辅助护理", use: "居家看护" },
  { variant: "友伴服务", use: "陪伴服务", allowedIn: ["blog/benefits-companionship-care.md"] },
  { variant: "陪伴护理", use: "陪伴服务" },
  { variant: "医疗护送", use: "陪同就医" },
  { variant: "阿尔茨海默症", use: "阿尔茨海默病" },
  { variant: "阿兹海默", use: "阿尔茨海默病" },
  { variant: "专门护理", use: "专科护理" },
  { variant: "舒缓护理", use: "慈怀护理, or 以舒适为主的护理" },
  { variant: "检视", use: "检讨" },
  { variant: "老人痴呆", use: "失智症" },
];

describe("service names", () => {
  it("are the same in the care guide and on the /services cards", () => {
    const onCards = Object.fromEntries([...serviceCards, ...specialisedCards].map((card) => [card.path, card.title]));
    expect(serviceNames).toEqual(onCards);
  });

  it("are the same in the footer and on each service page", () => {
    const names = Object.fromEntries(servicePages.map((page) => [`/services/${page.slug}`, page.name]));
    const links = footerGroups.flatMap((group) => group.links).filter(({ to }) => to in names);
    expect(links).toHaveLength(8);
    expect(links.filter(({ label, to }) => label !== names[to]).map(({ label, to }) => `${to}: ${label} / ${names[to]}`)).toEqual(
      NOT_YET_ONE_NAME,
    );
  });

  it("open each service page's meta title with its card title, or the page's own name", () => {
    const differ = servicePages.filter((page) => {
      const card = serviceNames[`/services/${page.slug}` as keyof typeof serviceNames];
      return !page.meta.title.includes(page.name) && !page.meta.title.includes(card);
    });
    // The dementia page's title uses the short name the footer still gives it (see NOT_YET_ONE_NAME).
    expect(differ.map((page) => page.slug)).toEqual(["dementia-care"]);
  });
});

describe("replaced variants", () => {
  it("appear nowhere in the Chinese content", () => {
    // Source comments (and a catalog's "#" notes) may name a variant to say it is avoided; only the
    // published words count.
    const found = contentFiles(here).flatMap((file) => {
      const name = relative(here, file);
      const text = readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\*|\/\*|#)/.test(line))
        .join("\n");
      return REPLACED.filter(({ variant, allowedIn }) => text.includes(variant) && !allowedIn?.includes(name)).map(
        ({ variant, use }) => `${name}: ${variant} (use ${use})`,
      );
    });
    expect(found).toEqual([]);
  });
});
