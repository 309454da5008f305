import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/sections/cta-banner";
import { CheckList, FeatureGrid } from "~/components/sections/feature-grid";
import { SampleNote } from "~/components/sections/sample-note";
import { useWordSpace } from "~/i18n/context";
import { Section } from "~/components/sections/section";
import { SourceList } from "~/components/sections/source-list";
import { StepList } from "~/components/sections/step-list";
import { buttonVariants } from "~/components/ui/button";
import { Card, cardColumns } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { afterHoursHref, provider } from "~/content/provider";
import { cn } from "~/lib/cn";
import type { Content } from "~/i18n/content.server";

/** The caregivers page below its first screen, loaded as a deferred part (routes/our-caregivers.tsx). */
export function OurCaregiversBody({ page }: { page: Content<"our-caregivers"> }) {
  const { roles, checks, training, languages, matching, visits, afterHours, feedback, sources, cta } = page;
  const space = useWordSpace();
  return (
    <>
      <Section title={roles.title} intro={roles.intro}>
        <ul className={cn("grid gap-6", cardColumns[2])}>
          {roles.cards.map((role) => (
            <Card as="li" key={role.title}>
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
                  <Icon name={role.icon} className="size-6" />
                </span>
                <h3 className="text-2xl">{role.title}</h3>
              </div>
              {"alsoCalled" in role && <p className="mt-3 font-bold">{role.alsoCalled}</p>}
              <p className="mt-3">{role.standing}</p>
              <h4 className="mt-5 text-lg">{roles.doesLabel}</h4>
              <CheckList items={role.does} className="mt-2" />
              <h4 className="mt-5 text-lg">{roles.doesNotLabel}</h4>
              <ul className="mt-2 grid gap-2">
                {role.doesNot.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Icon name="x" className="mt-1 size-5 shrink-0 text-accent" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
        <p className="mt-8 prose-measure text-lg">{roles.checkNote}</p>
      </Section>

      <Section title={checks.title} intro={checks.intro} tone="surface">
        <div className="prose-measure">
          <StepList steps={checks.steps} layout="timeline" />
        </div>
        <SampleNote text={checks.sampleNote} className="mt-6" />
      </Section>

      <Section title={training.title} intro={training.intro}>
        <FeatureGrid cards={training.cards} />
        <SampleNote text={training.sampleNote} className="mt-6" />
      </Section>

      <Section title={languages.title} intro={languages.intro} tone="tint">
        <ul aria-label={languages.listLabel} className="flex flex-wrap gap-3">
          {languages.spoken.map((name) => (
            <li key={name} className="rounded-full border border-primary bg-surface px-5 py-2 text-lg font-bold text-primary">
              {name}
            </li>
          ))}
        </ul>
        <p className="mt-6 prose-measure text-lg">{languages.note}</p>
      </Section>

      <Section title={matching.title} intro={matching.intro}>
        <StepList steps={matching.steps} />
        <Card tone="accent" className="mt-8 prose-measure">
          <h3 className="text-xl">{matching.change.title}</h3>
          <p className="mt-2 text-lg">{matching.change.text}</p>
        </Card>
        <TextWithLink link={matching.guideLink} />
      </Section>

      <Section title={visits.title} intro={visits.intro} tone="surface">
        <FeatureGrid cards={visits.cards} columns={2} />
        <TextWithLink link={visits.costsLink} />
        <SampleNote text={visits.sampleNote} className="mt-4" />
      </Section>

      <Section id="after-hours" title={afterHours.title} tone="warm">
        <div className={cn("grid gap-6", cardColumns[2])}>
          <Card tone="plain" padding="none" className="p-4 sm:p-6 md:p-8">
            <h3 className="text-2xl">{afterHours.lineTitle}</h3>
            <p className="mt-3 inline-block rounded-control bg-primary px-4 py-1 font-bold text-on-primary">{afterHours.forWhom}</p>
            <p className="mt-4 text-lg">{afterHours.text}</p>
            <a href={afterHoursHref} className={buttonVariants({ className: "mt-6 text-left" })}>
              <Icon name="phone" />
              <span className="flex flex-col">
                <span>{afterHours.callLabel}</span>
                <span className="tabular">{provider.afterHoursPhone}</span>
              </span>
            </a>
          </Card>
          <Card tone="bare" padding="none" className="border-l-8 border-accent bg-surface p-4 sm:p-6 md:p-8">
            <h3 className="text-2xl">{afterHours.emergencyTitle}</h3>
            <p className="mt-4 text-lg">{afterHours.emergencyText}</p>
            <a href={`tel:${afterHours.emergencyNumber}`} className={buttonVariants({ variant: "care", className: "mt-6" })}>
              <Icon name="phone" />
              <span>
                {afterHours.emergencyCall}
                {space}
                <span className="tabular">{afterHours.emergencyNumber}</span>
              </span>
            </a>
          </Card>
        </div>
        <SampleNote text={afterHours.sampleNote} className="mt-6" />
      </Section>

      <Section title={feedback.title} intro={feedback.intro}>
        <div className="grid prose-measure gap-6 text-lg">
          <p>
            <a
              href={`mailto:${provider.feedbackEmail}`}
              className="inline-flex min-h-11 items-start gap-3 py-2 font-bold text-primary underline"
            >
              <Icon name="mail" className="mt-1 size-6 shrink-0" />
              <span>
                {feedback.emailLabel}: <span className="wrap-anywhere">{provider.feedbackEmail}</span>
              </span>
            </a>
          </p>
          <CheckList items={feedback.replyTimes} />
          <p>
            {feedback.escalation.text}{" "}
            <ExternalLink href={feedback.escalation.url} className="font-bold text-primary underline">
              {feedback.escalation.label}
            </ExternalLink>
          </p>
        </div>
      </Section>

      <div className="container-page pb-4">
        <SourceList sources={sources} />
      </div>

      <CtaBanner title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}

/** A link inside the page's words: the words before it, the link's words, the words after. */
interface InlineLink {
  before: string;
  label: string;
  to: string;
  after: string;
}

/** A sentence of copy with one link to another page of the site inside it. */
function TextWithLink({ link }: { link: InlineLink }) {
  return (
    <p className="mt-8 prose-measure text-lg">
      {link.before}
      <Link to={link.to} className="font-bold text-primary underline">
        {link.label}
      </Link>
      {link.after}
    </p>
  );
}
