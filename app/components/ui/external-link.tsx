import type { ComponentProps } from "react";
import { frameLabels } from "~/content/navigation";

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {frameLabels.newTab}</span>
    </a>
  );
}
