import { structure as homeStructure } from "../app/content/home";
import { composed, interfaceIn } from "./content";
import { expect, test } from "./fixtures";

const home = composed("home", { structure: homeStructure });
const { choosingCare, footerGroups } = interfaceIn("en");
const choosingGroup = footerGroups.find((group) => group.key === "choosingCare")!;

// The pages that help a family choose (the care guide, costs, our caregivers) are reached from
// the rest of the site: the home page, /services and the service pages, and every footer.

test("the home page offers the care guide before the list of services", async ({ page }) => {
  await page.goto("/");
  const invite = page.getByRole("region", { name: home.guide.title });
  const link = invite.getByRole("link", { name: home.guide.action.label });
  await expect(link).toHaveAttribute("href", "/care-guide");
  const inviteTop = (await invite.boundingBox())!.y;
  const servicesTop = (await page.getByRole("heading", { name: home.services.title }).boundingBox())!.y;
  expect(inviteTop).toBeLessThan(servicesTop);
  await link.click();
  await expect(page).toHaveURL(/\/care-guide$/);
});

// /services, a plain page, the themed diabetes page, and the COPD page with its own frame.
for (const url of ["/services", "/services/companionship", "/services/diabetes-care", "/services/copd-care"]) {
  test(`${url} links to costs and the care guide before its closing call to action`, async ({ page, request }) => {
    await page.goto(url);
    const block = page.getByRole("main").getByRole("region", { name: choosingCare.title, exact: true });
    expect(choosingCare.links.map((entry) => entry.to)).toEqual(["/costs", "/care-guide"]);
    for (const entry of choosingCare.links) {
      await expect(block.getByRole("link", { name: entry.label, exact: true })).toHaveAttribute("href", entry.to);
    }
    // The last call to action comes after it, so the block is read before the page signs off.
    const consultation = page
      .getByRole("main")
      .getByRole("link", { name: /Consultation/ })
      .last();
    expect((await block.boundingBox())!.y).toBeLessThan((await consultation.boundingBox())!.y);
    for (const path of ["/costs", "/care-guide"]) expect((await request.get(path)).status()).toBe(200);
  });
}

test("the footer's 'Choosing Care' group links to the three pages", async ({ page }) => {
  await page.goto("/about");
  const group = page.getByRole("contentinfo").getByRole("navigation", { name: choosingGroup.title });
  await expect(group.getByRole("heading", { level: 2 })).toHaveText(choosingGroup.title);
  const links = group.getByRole("link");
  await expect(links).toHaveText(choosingGroup.links.map((entry) => entry.label));
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual([
    "/care-guide",
    "/costs",
    "/our-caregivers",
  ]);
});

test("the business in the JSON-LD names the areas it serves and the languages it speaks", async ({ request, isMobile }) => {
  test.skip(isMobile, "the HTML is the same for every screen size");
  const html = await (await request.get("/contact")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  const business = blocks.find((block) => block["@type"] === "MedicalBusiness");
  expect(business.areaServed[0]).toEqual({ "@type": "Country", name: "Singapore" });
  expect(business.areaServed.slice(1).map((area: { "@type": string; name: string }) => `${area["@type"]}: ${area.name}`)).toEqual([
    "AdministrativeArea: Central Region",
    "AdministrativeArea: East Region",
    "AdministrativeArea: North-East Region",
    "AdministrativeArea: North Region",
    "AdministrativeArea: West Region",
  ]);
  expect(
    business.knowsLanguage.map((language: { name: string; alternateName: string }) => `${language.name} ${language.alternateName}`),
  ).toEqual(["English en", "Mandarin cmn", "Malay ms", "Tamil ta", "Hokkien nan", "Cantonese yue", "Teochew nan-x-teochew"]);
});

test("on paper the choosing-care links and the footer's groups are left out", async ({ page, isMobile }) => {
  test.skip(isMobile, "the paper is the same whatever screen sends it");
  await page.goto("/services/companionship");
  const block = page.getByRole("region", { name: choosingCare.title, exact: true });
  const group = page.getByRole("contentinfo").getByRole("navigation", { name: choosingGroup.title });
  await expect(block).toBeVisible();
  await expect(group).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(block).toBeHidden();
  await expect(group).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
