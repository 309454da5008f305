import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

interface SampleNoteProps {
  /**
   * The note's words, which choose themselves by the `samples` fact of provider.ts:
   * "{samples, select, true {...} other {}}". Empty once the provider's own figures and practices
   * are in, and then nothing is drawn.
   */
  text: string;
  /** A card that stands out, beside figures shown large; otherwise a line under what it marks. */
  prominent?: boolean;
  className?: string;
}

/** Marks the provider's own claims and figures on a page as examples, while they are samples. */
export function SampleNote({ text, prominent = false, className }: SampleNoteProps) {
  if (!text.trim()) return null;
  if (prominent) {
    return (
      <Card as="p" tone="accent" className={cn("flex items-center gap-3 text-lg font-bold", className)}>
        <Icon name="info" className="size-6 shrink-0 text-primary" />
        {text}
      </Card>
    );
  }
  return (
    <p className={cn("flex prose-measure items-start gap-2", className)}>
      <Icon name="info" className="mt-1 size-5 shrink-0 text-primary" />
      <span>{text}</span>
    </p>
  );
}
