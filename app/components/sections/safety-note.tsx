import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Message, type MessageTags } from "~/components/ui/message";
import type { SafetyNoteKind } from "~/content/safety";
import { Anchor } from "~/components/ui/link";
import { useDictionary } from "~/i18n/context";
import { cn } from "~/lib/cn";

/** A line's <call>: the emergency number, a link that dials it; the words stay as the language writes them. */
const callLink = (emergencyNumber: string): MessageTags => ({
  call: <Anchor href={`tel:${emergencyNumber}`} className="font-bold text-primary tabular underline" />,
});

/**
 * The lines of the safety note, one sentence each, in the order the note gives (content/safety.ts):
 * the general note, or the page's own (`note`) where its condition changes the advice. The first line,
 * the one to act on first, is in bold.
 */
export function SafetyLines({ note }: { note?: SafetyNoteKind }) {
  const { safety } = useDictionary();
  const tags = callLink(safety.emergencyNumber);
  return safety.notes[note ?? "general"].map((line, index) => (
    <p key={line} className={cn(index === 0 && "font-bold")}>
      <Message text={safety.lines[line]} tags={tags} />
    </p>
  ));
}

/**
 * When to call an ambulance and when to see a doctor first, before anything a family might act on
 * instead: the care guide's first screen and every result. `lead` is the page's own first line
 * (what the guide is, and is not); `note` the page's own lines, where its condition changes the advice.
 */
export function SafetyNote({ lead, note, className }: { lead?: string; note?: SafetyNoteKind; className?: string }) {
  const { safety } = useDictionary();
  return (
    <aside aria-label={safety.label} className={className}>
      <Card tone="bare" padding="snug" className="flex gap-3 border-l-8 border-accent bg-surface">
        <Icon name="ambulance" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="grid gap-2 text-lg">
          {lead && <p>{lead}</p>}
          <SafetyLines note={note} />
        </div>
      </Card>
    </aside>
  );
}
