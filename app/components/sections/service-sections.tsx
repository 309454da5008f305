import { Labelled } from "./labelled";
import type { DetailCard, ServiceSection } from "~/content/services/types";
import { Card, cardColumns } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { DataTable } from "./data-table";
import { FaqList } from "./faq-list";
import { CheckList, FeatureGrid } from "./feature-grid";
import { Paragraphs, Section } from "./section";
import { StatGrid } from "./stat-grid";
import { StepList } from "./step-list";
import { TestimonialList } from "./testimonial-list";

function DetailCards({ cards, columns = 2 }: { cards: readonly DetailCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={cn("grid gap-6", cardColumns[columns])}>
      {cards.map((card) => (
        <Card as="li" key={card.title}>
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="flex min-w-0 items-center gap-3">
              {card.icon && (
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
                  <Icon name={card.icon} className="size-6" />
                </span>
              )}
              <h3 className="text-xl">{card.title}</h3>
            </div>
            {card.figure && <p className="text-3xl font-bold text-primary tabular">{card.figure}</p>}
          </div>
          {card.description && <p className="mt-3">{card.description}</p>}
          {card.lists?.map((list) => {
            const ListTag = list.ordered ? "ol" : "ul";
            return (
              <div key={list.title} className="mt-4">
                <h4 className="text-lg">{list.title}</h4>
                <ListTag
                  className={cn(
                    "mt-2 grid gap-1 pl-6",
                    list.ordered ? "list-decimal marker:font-bold" : "list-disc",
                    "marker:text-primary",
                  )}
                >
                  {list.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ListTag>
              </div>
            );
          })}
          {card.note && (
            <p className="mt-4 rounded-control bg-primary-tint p-3">
              <Labelled label={card.note.label} text={card.note.text} labelClass="font-bold text-primary" />
            </p>
          )}
        </Card>
      ))}
    </ul>
  );
}

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case "cards":
      return <FeatureGrid cards={section.cards} columns={section.columns ?? 3} />;
    case "details":
      return <DetailCards cards={section.cards} columns={section.columns} />;
    case "steps":
      return <StepList steps={section.steps} />;
    case "checklist":
      return <CheckList items={section.items} className="gap-3 text-lg sm:grid-cols-2" />;
    case "faq":
      return <FaqList items={section.items} />;
    case "stats":
      return <StatGrid stats={section.stats} />;
    case "prose":
      return <Paragraphs paragraphs={section.paragraphs} />;
    case "table":
      return (
        <>
          <DataTable caption={section.caption} columns={section.columns} rows={section.rows} />
          {section.note && <p className="mt-4 text-muted">{section.note}</p>}
        </>
      );
    case "testimonials":
      return <TestimonialList items={section.items} />;
  }
}

/** Draws a service page's sections in order, alternating the background of each band. */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  return sections.map((section, index) => (
    <Section
      key={section.title}
      id={section.id}
      title={section.title}
      intro={"intro" in section ? section.intro : undefined}
      tone={index % 2 === 0 ? "plain" : "surface"}
    >
      <SectionBody section={section} />
    </Section>
  ));
}
