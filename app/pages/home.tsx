import { Link } from "~/components/ui/link";
import { ActionButton } from "~/components/sections/action-button";
import { ContactSection, contactHeadingId } from "~/components/sections/contact-section";
import { Section } from "~/components/sections/section";
import { StepList } from "~/components/sections/step-list";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Card, cardColumns } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import type { Content } from "~/i18n/content.server";
import { deferred } from "~/lib/deferred";

/** The form's code loads as the visitor nears or starts on the form (lib/deferred.tsx). */
const RequestForm = deferred(() => import("~/features/contact/request-form").then((module) => module.RequestForm));

/** The home page below its first screen, loaded as a deferred part (routes/home.tsx). */
export function HomeBody({ page }: { page: Content<"home"> }) {
  const { guide, services, specialised, contact } = page;
  return (
    <>
      {/* Early, and before the list of services: a worried family that cannot yet name the care
          it needs is offered the guide first, not left to read every card. */}
      <section aria-labelledby="care-guide-invite" className="pt-10 md:pt-14">
        <div className="container-page">
          <Card
            tone="accent"
            padding="none"
            className="flex flex-col gap-5 p-6 md:flex-row md:flex-wrap md:items-center md:justify-between md:p-8"
          >
            <div className="max-w-2xl">
              <h2 id="care-guide-invite" className="text-2xl">
                {guide.title}
              </h2>
              <p className="mt-2 text-lg">{guide.text}</p>
            </div>
            {/* Beside the words while both fit on one line, else under them; its words wrap only when longer than the card is wide. */}
            <ActionButton action={guide.action} className="max-w-full shrink-0" />
          </Card>
        </div>
      </section>

      <Section title={services.title} intro={services.intro}>
        <ul className={cn("grid gap-6", cardColumns[3])}>
          {services.cards.map((card) => (
            <Card as="li" key={card.key} className="flex flex-col">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 id={`service-card-${card.key}`} className="mt-4 text-xl">
                {card.title}
              </h3>
              <p className="mt-2 flex-1">{card.description}</p>
              <div className="mt-5">
                <ArrowLink to={card.to} label={card.linkLabel} describedBy={`service-card-${card.key}`} />
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title={specialised.title} intro={specialised.intro} tone="surface">
        <ul className={cn("grid gap-4", cardColumns[3])}>
          {specialised.items.map((item) => (
            // The whole card takes the press, but the link is the title alone (its box stretched over
            // the card), so its name is the title and the description is read after it as text.
            <li
              key={item.key}
              className="relative flex h-full flex-col rounded-card border border-border bg-background p-6 text-ink hover:border-primary hover:bg-primary-tint"
            >
              <Icon name={item.icon} className="size-8 text-primary" />
              <Link
                to={item.to}
                className="mt-3 inline-flex min-h-11 items-center text-xl font-bold text-primary underline after:absolute after:inset-0 after:rounded-card"
              >
                {item.title}
              </Link>
              <p className="mt-2">{item.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <ActionButton action={specialised.exploreAll} variant="outline" />
        </div>
      </Section>

      <ContactSection
        id={contact.id}
        title={contact.title}
        intro={contact.intro}
        form={<RequestForm kind="tour" labelledBy={contactHeadingId(contact.id)} />}
        aside={
          <div>
            <h3 className="text-2xl">{contact.stepsTitle}</h3>
            <div className="mt-6">
              <StepList steps={contact.steps} layout="timeline" headingLevel={4} />
            </div>
          </div>
        }
      />
    </>
  );
}
