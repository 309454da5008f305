import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

/**
 * "Learn More"-style link at the foot of a card. Its name is its own words; `describedBy` names the
 * element that says where it goes (the card's title), which screen readers read after the name, so
 * no sentence is glued from parts.
 */
export function ArrowLink({ to, label, describedBy, className }: { to: string; label: string; describedBy: string; className?: string }) {
  return (
    <Link
      to={to}
      aria-describedby={describedBy}
      className={cn("inline-flex min-h-11 items-center gap-2 font-bold underline", className ?? "text-primary")}
    >
      {label}
      <Icon name="arrow-right" className="size-5" />
    </Link>
  );
}
