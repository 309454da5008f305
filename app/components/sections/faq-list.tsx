import { Accordion } from "~/components/ui/accordion";

interface FaqItem {
  /** Stable key of the question; the question itself when absent. */
  id?: string;
  question: string;
  answer: string;
  /** A page that says more, linked after the answer. */
  more?: { label: string; to: string };
}

/** Questions as an accordion: one open at a time, and the open one can be closed again. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const entries = items.map((item) => ({ id: item.id, heading: item.question, body: item.answer, link: item.more }));
  return <Accordion entries={entries} className="grid max-w-4xl gap-3" />;
}
