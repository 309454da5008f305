import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { ExternalLink } from "~/components/ui/external-link";
import { emailHref, phoneHref, site } from "~/content/site";
import { useDictionary, useWhatsappHref } from "~/i18n/context";

const optionClass =
  "flex min-h-14 items-center gap-4 rounded-card border-2 border-primary bg-surface p-4 text-left text-ink no-underline hover:bg-primary-tint";

/**
 * The three direct ways to reach the provider: call, WhatsApp, email.
 * Always real links; the request forms add to these, never replace them.
 * A heading may sit inside a link only within flow content, hence the <div> around it, not a <span>.
 * Each link is named by its heading and described by the line under it (the number, the address,
 * what happens next), so screen readers never hear the two glued into one name.
 */
export function ContactOptions({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { sectionLabels } = useDictionary();
  const whatsappHref = useWhatsappHref();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const words = sectionLabels.directOptions;
  const id = useId();
  const named = (option: string) => ({ "aria-labelledby": `${id}-${option}`, "aria-describedby": `${id}-${option}-detail` });
  return (
    <ul className="grid gap-4">
      <li>
        <a href={phoneHref} className={optionClass} {...named("call")}>
          <Icon name="phone" className="size-7 shrink-0 text-primary" />
          <div>
            <Heading id={`${id}-call`} className="text-lg">
              {words.call}
            </Heading>
            <span id={`${id}-call-detail`} className="block text-xl font-bold text-primary tabular underline">
              {site.phone}
            </span>
          </div>
        </a>
      </li>
      <li>
        <ExternalLink href={whatsappHref} className={optionClass} {...named("whatsapp")}>
          <Icon name="message-circle" className="size-7 shrink-0 text-primary" />
          <div>
            <Heading id={`${id}-whatsapp`} className="text-lg">
              {words.whatsapp.title}
            </Heading>
            <span id={`${id}-whatsapp-detail`} className="block font-bold text-primary underline">
              {words.whatsapp.action}
            </span>
          </div>
        </ExternalLink>
      </li>
      <li>
        <a href={emailHref} className={optionClass} {...named("email")}>
          <Icon name="mail" className="size-7 shrink-0 text-primary" />
          <div>
            <Heading id={`${id}-email`} className="text-lg">
              {words.email}
            </Heading>
            <span id={`${id}-email-detail`} className="block font-bold break-all text-primary underline">
              {site.email}
            </span>
          </div>
        </a>
      </li>
    </ul>
  );
}
