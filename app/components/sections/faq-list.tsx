import type { ReactNode } from "react";
import { Accordion } from "~/components/ui/accordion";

interface FaqItem {
  /** Stable key of the question; the question itself when absent. */
  id?: string;
  question: string;
  answer: string;
  /** Shown after the answer, such as a link to a page that says more. */
  after?: ReactNode;
}

/** Questions as an accordion: one open at a time, and the open one can be closed again. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const entries = items.map((item) => ({ id: item.id, heading: item.question, body: item.answer, after: item.after }));
  return <Accordion entries={entries} className="grid max-w-4xl gap-3" />;
}
