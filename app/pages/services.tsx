import { ActionButton } from "~/components/sections/action-button";
import { ChoosingCare } from "~/components/sections/choosing-care";
import { CheckList } from "~/components/sections/feature-grid";
import { Section } from "~/components/sections/section";
import { SupportHours } from "~/components/sections/support-hours";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Card, cardColumns } from "~/components/ui/card";
import { cardColourClasses } from "~/components/ui/card-colours";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import type { Content } from "~/i18n/content.server";

/** The services overview below its first screen, loaded as a deferred part (routes/services.tsx). */
export function ServicesBody({ page }: { page: Content<"services/overview"> }) {
  const { professional, cardLabels, specialised, closing } = page;
  return (
    <>
      <Section title={professional.title} intro={professional.intro}>
        <ul className={cn("grid gap-6", cardColumns[3])}>
          {professional.cards.map((card) => (
            <Card
              as="li"
              key={card.key}
              id={"anchor" in card ? card.anchor : undefined}
              tone="bare"
              className={cn("relative flex flex-col bg-surface", card.popular ? "border-2 border-accent" : "border border-border")}
            >
              {card.popular && (
                <p className="absolute -top-4 left-6 inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm font-bold text-white">
                  <Icon name="star" className="size-4 fill-current" />
                  {cardLabels.popular}
                </p>
              )}
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 id={`service-${card.key}`} className="mt-4 text-xl">
                {card.title}
              </h3>
              <p className="mt-2">{card.description}</p>
              <CheckList items={card.features} className="mt-4 flex-1" />
              <div className="mt-6">
                <ArrowLink to={card.path} label={cardLabels.learnMore} describedBy={`service-${card.key}`} />
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section id={specialised.id} title={specialised.title} intro={specialised.intro} tone="surface">
        <ul className={cn("grid gap-6", cardColumns[3])}>
          {specialised.cards.map((card) => {
            const colours = cardColourClasses[card.colour];
            return (
              <Card as="li" key={card.key} tone="bare" className={cn("flex flex-col border-t-8", colours.tint, colours.border)}>
                <Icon name={card.icon} className={cn("size-8", colours.ink)} />
                <h3 id={`service-${card.key}`} className="mt-3 text-xl">
                  {card.title}
                </h3>
                <p className="mt-2 flex-1">{card.description}</p>
                <div className="mt-5">
                  <ArrowLink to={card.path} label={cardLabels.learnMore} describedBy={`service-${card.key}`} className={colours.ink} />
                </div>
              </Card>
            );
          })}
        </ul>
      </Section>

      <ChoosingCare overview />

      <Section title={closing.title} intro={closing.text} centred>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <ActionButton action={closing.consultation} />
          <ActionButton action={closing.whatsapp} />
        </div>
        <SupportHours label={closing.hoursLabel} className="mt-6 text-center" />
      </Section>
    </>
  );
}
