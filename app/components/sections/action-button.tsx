import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { Button, type ButtonLook as Look } from "~/components/ui/button";
import { SectionLink } from "~/components/ui/consultation-link";
import { ExternalLink } from "~/components/ui/external-link";
import { phoneHref } from "~/content/site";
import { useWhatsappHref } from "~/i18n/context";
import type { Action } from "~/content/types";

type ButtonLook = Omit<Look, "className">;

/** Renders a content module's call to action as the matching kind of link. */
export function ActionButton({ action, variant, size = "lg", className }: { action: Action; className?: string } & ButtonLook) {
  const whatsappHref = useWhatsappHref();
  switch (action.kind) {
    case "consultation":
      return (
        <SectionLink variant={variant ?? "care"} size={size} className={className}>
          {action.label}
        </SectionLink>
      );
    case "link":
      return (
        <Button asChild variant={variant ?? "default"} size={size} className={className}>
          <Link to={action.to}>{action.label}</Link>
        </Button>
      );
    case "whatsapp":
      return (
        <Button asChild variant={variant ?? "outline"} size={size} className={className}>
          <ExternalLink href={whatsappHref}>
            <Icon name="message-circle" />
            {action.label}
          </ExternalLink>
        </Button>
      );
    case "phone":
      return (
        <Button asChild variant={variant ?? "outline"} size={size} className={className}>
          <a href={phoneHref}>
            <Icon name="phone" />
            {action.label}
          </a>
        </Button>
      );
  }
}
