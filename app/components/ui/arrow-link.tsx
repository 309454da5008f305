import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import { useDictionary } from "~/i18n/context";

/** "Learn More"-style link at the foot of a card; `context` tells screen-reader users where it goes. */
export function ArrowLink({ to, label, context, className }: { to: string; label: string; context: string; className?: string }) {
  const { frameLabels } = useDictionary();
  return (
    <Link to={to} className={cn("inline-flex min-h-11 items-center gap-2 font-bold underline", className ?? "text-primary")}>
      {label}
      <span className="sr-only">
        {" "}
        {frameLabels.linkAbout} {context}
      </span>
      <Icon name="arrow-right" className="size-5" />
    </Link>
  );
}
