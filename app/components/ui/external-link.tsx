import type { ComponentProps } from "react";
import { useDictionary } from "~/i18n/context";

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const { frameLabels } = useDictionary();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {frameLabels.newTab}</span>
    </a>
  );
}
