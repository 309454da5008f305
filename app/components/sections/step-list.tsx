import type { Step } from "~/content/types";
import { cardColumns, cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { useDictionary } from "~/i18n/context";
import { Message, hiddenTag } from "~/components/ui/message";

interface StepListProps {
  steps: readonly Step[];
  /** "cards": side by side on wide screens; "timeline": one under another. */
  layout?: "cards" | "timeline";
  /** Level of each step's heading, to fit under the section's own heading. */
  headingLevel?: 3 | 4;
}

/** Numbered steps of a process (a care journey, what happens next). */
export function StepList({ steps, layout = "cards", headingLevel = 3 }: StepListProps) {
  const { sectionLabels } = useDictionary();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const cards = layout === "cards";
  return (
    <ol className={cn("grid", cards ? ["gap-6", cardColumns[steps.length === 4 ? 4 : 3]] : "gap-5")}>
      {steps.map((step, index) => (
        <li key={step.title} className={cards ? cardVariants() : "flex gap-4"}>
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-on-primary tabular"
          >
            {index + 1}
          </span>
          <div className={cn(cards && "mt-4")}>
            <Heading className="text-xl">
              <Message text={sectionLabels.stepTitle} tags={hiddenTag} values={{ number: index + 1, title: step.title }} />
            </Heading>
            <p className="mt-2">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
