import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { AddressLines } from "~/components/ui/address";
import { ExternalLink } from "~/components/ui/external-link";
import { emailHref, phoneHref, site } from "~/content/site";
import { useDictionary } from "~/i18n/context";
import { LogoMark } from "./logo-mark";

const footerLink =
  "inline-flex min-h-11 min-w-11 items-center text-white underline decoration-white/60 underline-offset-4 hover:decoration-white";

export function SiteFooter() {
  const { footerGroups, frameLabels, site: words } = useDictionary();
  return (
    <footer className="bg-primary-strong text-white on-dark">
      {/* On wide screens the brand takes a wider column beside the four link groups, narrow
          enough that each group's heading keeps to one line; narrower screens give the brand a
          row of its own above the groups (four a row, then two, then one). */}
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4 xl:grid-cols-[minmax(0,1.5fr)_repeat(4,minmax(0,1fr))] xl:gap-x-8">
        <div className="md:col-span-2 lg:col-span-4 xl:col-span-1">
          <p className="flex items-center gap-3 text-xl font-bold">
            <LogoMark className="size-11 text-white" />
            {site.name}
          </p>
          <p className="mt-3 max-w-sm">{words.taglineSentence}</p>
          <address className="mt-6 grid gap-2 not-italic">
            <span className="flex items-start gap-3">
              <Icon name="map-pin" className="mt-1 size-5 shrink-0" />
              <span>
                <AddressLines />
              </span>
            </span>
            <a href={phoneHref} className={`${footerLink} gap-3`}>
              <Icon name="phone" className="size-5 shrink-0" />
              <span className="tabular">{site.phone}</span>
            </a>
            <a href={emailHref} className={`${footerLink} gap-3 wrap-anywhere`}>
              <Icon name="mail" className="size-5 shrink-0" />
              {site.email}
            </a>
          </address>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.key} aria-label={group.title}>
            <h2 className="text-lg font-bold text-white">{group.title}</h2>
            <ul className="mt-3 grid gap-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/25">
        <div className="container-page flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <ul aria-label={frameLabels.landmarks.social} className="flex flex-wrap gap-x-6">
            {site.social.map((profile) => (
              <li key={profile.name}>
                <ExternalLink href={profile.url} className={footerLink}>
                  {profile.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
          <p className="text-sm">{words.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
