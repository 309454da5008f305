import type { ServicePath } from "./services/slugs";

/** Links of the shared header and footer (docs/product.md, section 2, "Shared header" and "Shared footer"). */
export interface NavLink {
  label: string;
  to: string;
}

/** A link to a service page: a path with no page behind it is a type error. */
interface ServiceNavLink extends NavLink {
  to: ServicePath;
}

export const headerLinks = [
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Locations", to: "/locations" },
  { label: "Testimonials", to: "/testimonials" },
  { label: "Blog", to: "/blog" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact", to: "/contact" },
] satisfies NavLink[];

export const footerGroups = [
  {
    title: "Core Services",
    links: [
      { label: "Personal Care", to: "/services/personal-care" },
      { label: "Companionship", to: "/services/companionship" },
      { label: "Medical Escort", to: "/services/medical-escort" },
      { label: "Overnight Care", to: "/services/overnight-care" },
    ] satisfies ServiceNavLink[],
  },
  {
    title: "Specialised Care",
    links: [
      { label: "Cancer Care", to: "/services/cancer-care" },
      { label: "Dementia Care", to: "/services/dementia-care" },
      { label: "Diabetes Care", to: "/services/diabetes-care" },
      { label: "Palliative Care", to: "/services/palliative-care" },
    ] satisfies ServiceNavLink[],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Our Services", to: "/services" },
      { label: "Blog", to: "/blog" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    // The pages that help a family decide, on every page: they are not in the header, which
    // keeps to the main sections so it fits a phone.
    title: "Choosing Care",
    links: [
      { label: "Care Guide", to: "/care-guide" },
      { label: "Costs and Financial Help", to: "/costs" },
      { label: "Our Caregivers", to: "/our-caregivers" },
    ],
  },
] satisfies { title: string; links: NavLink[] }[];

/** Labels of the help actions that sit in the same order on every page (WCAG 3.2.6). */
export const helpLabels = {
  consultation: "Free Care Consultation",
  whatsapp: "WhatsApp us",
  whatsappLong: "Chat with us on WhatsApp",
  call: "Call",
  menuOpen: "Open main menu",
  menuClose: "Close main menu",
} as const;

/** The header's text-size control: its legend, and each button's name for screen readers. */
export const textSizeLabels = {
  legend: "Text size",
  standard: "Standard text size",
  large: "Large text size",
  larger: "Largest text size",
} as const;

/** Words of the shared frame and its links that visitors see or hear (landmark names stay in the components). */
export const frameLabels = {
  skipLink: "Skip to main content",
  /** Shown beside the menu button's icon; its spoken name is helpLabels.menuOpen or menuClose. */
  menu: "Menu",
  /** Heard after the label of a link that opens a new tab. */
  newTab: "(opens in a new tab)",
  /** Heard between a card link's label and the card's title: "Learn More about Respite Care". */
  linkAbout: "about",
  /** Names of the page's landmarks and lists, as screen readers announce them. */
  landmarks: {
    main: "Main",
    menu: "Main menu",
    breadcrumb: "Breadcrumb",
    social: "Social media",
  },
  /** The page shown when a page fails to render. */
  error: {
    title: "Unexpected Application Error",
    text: "Something went wrong while showing this page. Please try again, or return to the home page.",
    home: "Return to Home",
  },
} as const;
