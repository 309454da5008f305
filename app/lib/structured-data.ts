/**
 * JSON-LD for search engines (schema.org), built from the content modules. Pure functions:
 * getMeta() in ./meta.ts adds them to each page's <head>.
 */
import { type CareLanguage, provider } from "~/content/provider";
import { site } from "~/content/site";
import { daysCovered, schemaDay } from "~/i18n/format";
import { type Lang, localise } from "~/i18n/languages";
import { type CrumbWords, breadcrumbsFor } from "./breadcrumbs";

export type JsonLd = Record<string, unknown>;

/**
 * An IETF BCP 47 tag for each language the care team may speak, as schema.org's Language type
 * takes it (in `alternateName`, beside the English name). Both are given because the tags alone
 * would blur what a family looks for:
 * - Mandarin is "cmn", not "zh": "zh" names Chinese as a whole, which would take in the
 *   Cantonese ("yue") and Hokkien ("nan") listed beside it. (Unicode's locale data folds "cmn"
 *   into "zh" for software settings; as a BCP 47 tag it is Mandarin's own.)
 * - Teochew has no code of its own; ISO 639-3 counts it within Southern Min, "nan" (as it does
 *   Hokkien). Its tag is "nan" with a private-use "teochew" subtag: a program that does not know
 *   the subtag still reads Southern Min, and the name says which.
 */
const LANGUAGE_TAGS = {
  english: "en",
  mandarin: "cmn",
  malay: "ms",
  tamil: "ta",
  hokkien: "nan",
  cantonese: "yue",
  teochew: "nan-x-teochew",
} as const satisfies Record<CareLanguage, string>;

/** "north-east" -> "North-East": the provider's keys are the English names in small letters. */
function titleCase(key: string): string {
  return key.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

const SINGAPORE = { "@type": "Country", name: "Singapore" } as const;

/** The provider in full, on the pages about it (lib/meta.ts): identity, address, phone and opening hours from site.ts. */
export function medicalBusiness(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": `${origin}/#business`,
    name: site.name,
    legalName: site.legalName,
    url: `${origin}/`,
    telephone: site.phone.replace(/\s/g, ""),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    // The same entries the contact page shows, from the same data: the closed days are left out.
    openingHoursSpecification: site.officeHours.flatMap((entry) =>
      "closed" in entry
        ? []
        : [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: daysCovered(entry.days).map(schemaDay),
              opens: entry.opens,
              closes: entry.closes,
            },
          ],
    ),
    sameAs: site.social.map((profile) => profile.url),
    // The whole country, then each region it is made of, from the regions the provider serves.
    areaServed: [
      SINGAPORE,
      // The Urban Redevelopment Authority's names for the regions of its planning map.
      ...Object.keys(provider.startDays).map((region) => ({
        "@type": "AdministrativeArea",
        name: `${titleCase(region)} Region`,
        containedInPlace: SINGAPORE,
      })),
    ],
    knowsLanguage: provider.languages.map((language) => ({
      "@type": "Language",
      name: titleCase(language),
      alternateName: LANGUAGE_TAGS[language],
    })),
  };
}

/**
 * The provider on a page that is not about it: its name, address and the id that the full
 * description (`medicalBusiness`, on the pages about the provider) and every page's Service,
 * BlogPosting and the like share. Search engines join the two by the id; each page stays within
 * the first round trip without carrying the whole description again.
 */
export function businessReference(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": `${origin}/#business`,
    name: site.name,
    url: `${origin}/`,
  };
}

/** The breadcrumb trail the page shows, as structured data. */
export function breadcrumbList(origin: string, path: string, lang: Lang, words: CrumbWords): JsonLd {
  const crumbs = breadcrumbsFor(path, words);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${origin}${localise(crumb.to ?? path, lang)}`,
    })),
  };
}

export function faqPage(questions: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function blogPosting(
  origin: string,
  path: string,
  post: { title: string; excerpt: string; isoDate: string; image: { src: string } },
  /** The team that wrote it, as the language names it with the provider ("Sample Home Care Care Team"). */
  authorName: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    author: { "@type": "Organization", name: authorName },
    publisher: { "@id": `${origin}/#business` },
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    image: `${origin}${post.image.src}`,
    mainEntityOfPage: `${origin}${path}`,
  };
}

export function service(origin: string, path: string, name: string, description: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: `${origin}${path}`,
    provider: { "@id": `${origin}/#business` },
    areaServed: { "@type": "Country", name: "Singapore" },
  };
}

export function medicalWebPage(origin: string, path: string, name: string, lastReviewedIso: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalWebPage",
    name,
    url: `${origin}${path}`,
    lastReviewed: lastReviewedIso,
    audience: { "@type": "Audience", audienceType: "Patients and caregivers" },
  };
}
