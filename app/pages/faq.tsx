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
            <li key={category.id}>
              {/* The link is named by its topic and described by its number of questions: two
                  entries, each heard whole, rather than one name run together from both. */}
              <a
                href={`#${category.id}`}
                aria-labelledby={`${category.id}-topic`}
                aria-describedby={`${category.id}-count`}
                className="flex h-full min-h-11 items-center gap-4 rounded-card border border-border bg-surface p-5 text-ink no-underline hover:border-primary hover:bg-primary-tint"
              >
                <Icon name={category.icon} className="size-8 shrink-0 text-primary" />
                <span>
                  <span id={`${category.id}-topic`} className="block text-lg font-bold text-primary underline">
                    {category.name}
                  </span>
                  <span id={`${category.id}-count`} className="block">
                    {category.questionCount}
                  </span>
                </span>
              </a>
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
