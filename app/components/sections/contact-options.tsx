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
 */
export function ContactOptions({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { sectionLabels } = useDictionary();
  const whatsappHref = useWhatsappHref();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const words = sectionLabels.directOptions;
  return (
    <ul className="grid gap-4">
      <li>
        <a href={phoneHref} className={optionClass}>
          <Icon name="phone" className="size-7 shrink-0 text-primary" />
          <div>
            <Heading className="text-lg">{words.call}</Heading>
            <span className="block text-xl font-bold text-primary tabular underline">{site.phone}</span>
          </div>
        </a>
      </li>
      <li>
        <ExternalLink href={whatsappHref} className={optionClass}>
          <Icon name="message-circle" className="size-7 shrink-0 text-primary" />
          <div>
            <Heading className="text-lg">{words.whatsapp.title}</Heading>
            <span className="block font-bold text-primary underline">{words.whatsapp.action}</span>
          </div>
        </ExternalLink>
      </li>
      <li>
        <a href={emailHref} className={optionClass}>
          <Icon name="mail" className="size-7 shrink-0 text-primary" />
          <div>
            <Heading className="text-lg">{words.email}</Heading>
            <span className="block font-bold break-all text-primary underline">{site.email}</span>
          </div>
        </a>
      </li>
    </ul>
  );
}
