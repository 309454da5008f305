import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";

interface FaqItem {
  /** Stable value of the accordion item; the question itself when absent. */
  id?: string;
  question: string;
  answer: string;
}

/**
 * Questions as an accordion: one open at a time, and the open one can be closed again.
 * Answers stay in the HTML while closed, for readers before JavaScript and for search engines.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion type="single" collapsible className="grid max-w-4xl gap-3">
      {items.map((item) => (
        <AccordionItem key={item.id ?? item.question} value={item.id ?? item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent forceMount className="data-[state=closed]:hidden">
            <p className="prose-measure">{item.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
