import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { useDictionary } from "~/i18n/context";

/**
 * The emergency sentence of the page's language ("Call 995 now if ..."), with the number a link that
 * dials it: the words stay as the language writes them, and only the number becomes the link.
 */
export function EmergencySentence() {
  const { safety } = useDictionary();
  const [before, ...after] = safety.emergency.split(safety.emergencyNumber);
  return (
    <>
      {before}
      <a href={`tel:${safety.emergencyNumber}`} className="font-bold text-primary tabular underline">
        {safety.emergencyNumber}
      </a>
      {after.join(safety.emergencyNumber)}
    </>
  );
}

/** The two lines of the safety note: the emergency sentence, in bold, then when to see a doctor. */
export function SafetyLines() {
  const { safety } = useDictionary();
  return (
    <>
      <p className="font-bold">
        <EmergencySentence />
      </p>
      <p>{safety.doctor}</p>
    </>
  );
}

/**
 * When to call an ambulance and when to see a doctor first, before anything a family might act on
 * instead: the care guide's first screen and every result. `lead` is the page's own first line
 * (what the guide is, and is not).
 */
export function SafetyNote({ lead, className }: { lead?: string; className?: string }) {
  const { safety } = useDictionary();
  return (
    <aside aria-label={safety.label} className={className}>
      <Card tone="bare" padding="snug" className="flex gap-3 border-l-8 border-accent bg-surface">
        <Icon name="ambulance" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="grid gap-2 text-lg">
          {lead && <p>{lead}</p>}
          <SafetyLines />
        </div>
      </Card>
    </aside>
  );
}
