import { Section } from "~/components/sections/section";
import { PageHero } from "~/components/sections/page-hero";
import { FaqList } from "~/components/sections/faq-list";
import { buttonVariants } from "~/components/ui/button";
import { SectionLink } from "~/components/ui/consultation-link";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { faqCategories, faqPage } from "~/content/faq";
import { emailHref, phoneHref, site, whatsappHref } from "~/content/site";
import { getMeta } from "~/lib/meta";
import { faqPage as faqPageData } from "~/lib/structured-data";

export const meta = () =>
  getMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers on costs, admission, safety, daily life and our care services, from independent living at SGD 4,500 a month to medical escorts.",
    path: "/faq",
    structuredData: [faqPageData(faqCategories.flatMap((category) => category.questions))],
  });

function questionCount(count: number) {
  return `${count} ${count === 1 ? "question" : "questions"}`;
}

export default function Faq() {
  const { hero, askAction, quickNav, stillHaveQuestions: still } = faqPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image}>
        <SectionLink path={askAction.to} size="lg">
          {askAction.label}
        </SectionLink>
      </PageHero>

      <Section title={quickNav.title} intro={quickNav.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {faqCategories.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="flex h-full min-h-11 items-center gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-5 text-ink no-underline hover:border-primary hover:bg-primary-tint"
              >
                <Icon name={category.icon} className="size-8 shrink-0 text-primary" />
                <span>
                  <span className="block text-lg font-bold text-primary underline">{category.name}</span>
                  <span className="block">{questionCount(category.questions.length)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      {faqCategories.map((category, index) => (
        <Section key={category.id} id={category.id} title={category.name} tone={index % 2 === 0 ? "surface" : "plain"}>
          <FaqList items={category.questions} />
        </Section>
      ))}

      <Section title={still.title} intro={still.text} tone="warm">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          <div className="rounded-[var(--radius-card)] bg-surface p-6">
            <Icon name="phone" className="size-7 text-primary" />
            <h3 className="mt-3 text-xl">{still.phoneLabel}</h3>
            <a href={phoneHref} className="tabular mt-2 inline-flex min-h-11 items-center text-lg font-bold text-primary underline">
              {site.phone}
            </a>
          </div>
          <div className="rounded-[var(--radius-card)] bg-surface p-6">
            <Icon name="mail" className="size-7 text-primary" />
            <h3 className="mt-3 text-xl">{still.emailLabel}</h3>
            <a href={emailHref} className="mt-2 inline-flex min-h-11 items-center text-lg font-bold break-all text-primary underline">
              {site.email}
            </a>
          </div>
          <div className="rounded-[var(--radius-card)] bg-surface p-6">
            <Icon name="message-circle" className="size-7 text-primary" />
            <h3 className="mt-3 text-xl">{still.chatLabel}</h3>
            <ExternalLink href={whatsappHref} className={buttonVariants({ variant: "outline", className: "mt-3" })}>
              {still.chatLabel}
            </ExternalLink>
          </div>
          <div className="rounded-[var(--radius-card)] bg-surface p-6">
            <Icon name="calendar" className="size-7 text-primary" />
            <h3 className="mt-3 text-xl">{still.consultationLabel}</h3>
            <SectionLink className="mt-3">{still.consultationLabel}</SectionLink>
          </div>
        </div>
        <p className="mt-8 text-lg">
          <span className="font-bold">{still.hoursLabel}:</span> {site.supportHours}
        </p>
      </Section>
    </>
  );
}
