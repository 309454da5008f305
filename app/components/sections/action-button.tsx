import type { VariantProps } from "class-variance-authority";
import { MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { SectionLink } from "~/components/ui/consultation-link";
import { ExternalLink } from "~/components/ui/external-link";
import { phoneHref, whatsappHref } from "~/content/site";
import type { Action } from "~/content/types";
import { cn } from "~/lib/cn";

type ButtonLook = VariantProps<typeof buttonVariants>;

/** Renders a content module's call to action as the matching kind of link. */
export function ActionButton({ action, variant, size = "lg", className }: { action: Action; className?: string } & ButtonLook) {
  switch (action.kind) {
    case "consultation":
      return (
        <SectionLink variant={variant ?? "care"} size={size} className={className}>
          {action.label}
        </SectionLink>
      );
    case "link":
      return (
        <Link to={action.to} className={cn(buttonVariants({ variant: variant ?? "default", size }), className)}>
          {action.label}
        </Link>
      );
    case "whatsapp":
      return (
        <ExternalLink href={whatsappHref} className={cn(buttonVariants({ variant: variant ?? "outline", size }), className)}>
          <MessageCircle aria-hidden="true" />
          {action.label}
        </ExternalLink>
      );
    case "phone":
      return (
        <a href={phoneHref} className={cn(buttonVariants({ variant: variant ?? "outline", size }), className)}>
          <Phone aria-hidden="true" />
          {action.label}
        </a>
      );
  }
}
