import { useWhatsappHref } from "~/i18n/context";
import { Link } from "~/components/ui/link";
import { Section } from "~/components/sections/section";
import { ContactCard } from "~/components/sections/contact-card";
import { FaqList } from "~/components/sections/faq-list";
import { SupportHours } from "~/components/sections/support-hours";
import { buttonVariants } from "~/components/ui/button";
import { SectionLink } from "~/components/ui/consultation-link";
import { ExternalLink } from "~/components/ui/external-link";
import { cardColumns } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { emailHref, phoneHref, site } from "~/content/site";
import { cn } from "~/lib/cn";
import type { Content } from "~/i18n/content.server";

/** The FAQ below its first screen, loaded as a deferred part (routes/faq.tsx). */
export function FaqBody({ page }: { page: Content<"faq"> }) {
  const whatsappHref = useWhatsappHref();
  const { quickNav, categories, stillHaveQuestions: still } = page;
  return (
    <>
      <Section title={quickNav.title} intro={quickNav.intro}>
        <ul className={cn("grid gap-4", cardColumns[4])}>
          {categories.map((category) => (
            // The whole card takes the press, but the link is the topic alone (its box stretched over
            // the card): its name is the topic, and its description the number of questions, each
            // heard whole, and every word seen on the link is in its name.
            <li
              key={category.id}
              className="relative flex h-full items-center gap-4 rounded-card border border-border bg-surface p-5 text-ink hover:border-primary hover:bg-primary-tint"
            >
              <Icon name={category.icon} className="size-8 shrink-0 text-primary" />
              <div>
                <a
                  href={`#${category.id}`}
                  aria-describedby={`${category.id}-count`}
                  className="inline-flex min-h-11 items-center text-lg font-bold text-primary underline after:absolute after:inset-0 after:rounded-card"
                >
                  {category.name}
                </a>
                <p id={`${category.id}-count`}>{category.questionCount}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      {categories.map((category, index) => (
        <Section key={category.id} id={category.id} title={category.name} tone={index % 2 === 0 ? "surface" : "plain"}>
          <FaqList
            items={category.questions.map((question) => ({
              ...question,
              after: "more" in question && question.more && (
                <Link to={question.more.to} className="mt-3 inline-flex min-h-11 items-center font-bold text-primary underline">
                  {question.more.label}
                </Link>
              ),
            }))}
          />
        </Section>
      ))}

      <Section title={still.title} intro={still.text} tone="warm">
        <ul className={cn("grid gap-6", cardColumns[4])}>
          <ContactCard icon="phone" title={still.phoneLabel} tone="plain">
            <a href={phoneHref} className="mt-2 inline-flex min-h-11 items-center text-lg font-bold text-primary tabular underline">
              {site.phone}
            </a>
          </ContactCard>
          <ContactCard icon="mail" title={still.emailLabel} tone="plain">
            <a href={emailHref} className="mt-2 inline-flex min-h-11 items-center text-lg font-bold break-all text-primary underline">
              {site.email}
            </a>
          </ContactCard>
          <ContactCard icon="message-circle" title={still.chatLabel} tone="plain">
            <ExternalLink href={whatsappHref} className={buttonVariants({ variant: "outline", className: "mt-3" })}>
              {still.chatLabel}
            </ExternalLink>
          </ContactCard>
          <ContactCard icon="calendar" title={still.consultationLabel} tone="plain">
            <SectionLink className="mt-3">{still.consultationLabel}</SectionLink>
          </ContactCard>
        </ul>
        <SupportHours label={still.hoursLabel} className="mt-8" />
      </Section>
    </>
  );
}
