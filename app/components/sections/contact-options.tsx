import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "~/components/ui/external-link";
import { emailHref, phoneHref, site } from "~/content/site";
import type { IconName } from "~/content/types";
import { useDictionary, useWhatsappHref } from "~/i18n/context";

/** The whole card answers a press: the link's own box is stretched over it (a layer on top). */
const stretched = "inline-flex min-h-11 items-center text-ink no-underline after:absolute after:inset-0 after:rounded-card";

/**
 * One way to reach the provider: an icon, the heading (the link, named by the heading's words
 * alone) and the detail under it (the number, the address, what happens next). The whole card
 * takes the press; screen readers hear the link's name, then the detail as text.
 */
function Option({ icon, heading, detail }: { icon: IconName; heading: ReactNode; detail: ReactNode }) {
  return (
    <li className="relative flex min-h-14 items-center gap-4 rounded-card border-2 border-primary bg-surface p-4 text-left hover:bg-primary-tint">
      <Icon name={icon} className="size-7 shrink-0 text-primary" />
      <div>
        {heading}
        {detail}
      </div>
    </li>
  );
}

/**
 * The three direct ways to reach the provider: call, WhatsApp, email.
 * Always real links; the request forms add to these, never replace them.
 */
export function ContactOptions({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { sectionLabels } = useDictionary();
  const whatsappHref = useWhatsappHref();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const words = sectionLabels.directOptions;
  return (
    <ul className="grid gap-4">
      <Option
        icon="phone"
        heading={
          <Heading className="text-lg">
            <a href={phoneHref} className={stretched}>
              {words.call}
            </a>
          </Heading>
        }
        detail={<p className="text-xl font-bold text-primary tabular underline">{site.phone}</p>}
      />
      <Option
        icon="message-circle"
        heading={
          <Heading className="text-lg">
            <ExternalLink href={whatsappHref} className={stretched}>
              {words.whatsapp.title}
            </ExternalLink>
          </Heading>
        }
        detail={<p className="font-bold text-primary underline">{words.whatsapp.action}</p>}
      />
      <Option
        icon="mail"
        heading={
          <Heading className="text-lg">
            <a href={emailHref} className={stretched}>
              {words.email}
            </a>
          </Heading>
        }
        detail={<p className="font-bold break-all text-primary underline">{site.email}</p>}
      />
    </ul>
  );
}
