import { Labelled } from "./labelled";
import { useDictionary } from "~/i18n/context";
import { cn } from "~/lib/cn";

/** The hours a person answers the phone and WhatsApp, after the page's own label for them. */
export function SupportHours({ label, className }: { label: string; className?: string }) {
  const words = useDictionary().site;
  return (
    <p className={cn("text-lg", className)}>
      <Labelled label={label} text={words.supportHours} />
    </p>
  );
}
