import { Anchor } from "~/components/ui/link";
import { Link } from "~/components/ui/link";
import { Message } from "~/components/ui/message";
import { CtaBanner } from "~/components/sections/cta-banner";
import { CheckList, FeatureGrid } from "~/components/sections/feature-grid";
import { SampleNote } from "~/components/sections/sample-note";
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
  return (
    <>
      <Section title={roles.title} intro={roles.intro}>
        <ul className={cn("grid gap-6", cardColumns[2])}>
          {roles.cards.map((role) => (
            <Card as="li" key={role.key}>
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
        <TextWithLink text={matching.guideLink.text} tag="guide" to={matching.guideLink.to} />
      </Section>

      <Section title={visits.title} intro={visits.intro} tone="surface">
        <FeatureGrid cards={visits.cards} columns={2} />
        <TextWithLink text={visits.costsLink.text} tag="costs" to={visits.costsLink.to} />
        <SampleNote text={visits.sampleNote} className="mt-4" />
      </Section>

      <Section id="after-hours" title={afterHours.title} tone="warm">
        <div className={cn("grid gap-6", cardColumns[2])}>
          <Card tone="plain" padding="none" className="p-4 sm:p-6 md:p-8">
            <h3 className="text-2xl">{afterHours.lineTitle}</h3>
            <p className="mt-3 w-fit rounded-control bg-primary px-4 py-1 font-bold text-on-primary">{afterHours.forWhom}</p>
            <p className="mt-4 text-lg">{afterHours.text}</p>
            <a href={afterHoursHref} className={buttonVariants({ className: "mt-6 text-left" })}>
              <Icon name="phone" />
              {/* One sentence: its number, a tag in it, stands on a line of its own. */}
              <span className="flex flex-col">
                <Message text={afterHours.call} tags={{ number: tabularNumber }} />
              </span>
            </a>
          </Card>
          <Card tone="bare" padding="none" className="border-l-8 border-accent bg-surface p-4 sm:p-6 md:p-8">
            <h3 className="text-2xl">{afterHours.emergencyTitle}</h3>
            <p className="mt-4 text-lg">{afterHours.emergencyText}</p>
            <a href={`tel:${afterHours.emergencyNumber}`} className={buttonVariants({ variant: "care", className: "mt-6" })}>
              <Icon name="phone" />
              <span>
                <Message text={afterHours.emergencyCall} tags={{ number: tabularNumber }} />
              </span>
            </a>
          </Card>
        </div>
        <SampleNote text={afterHours.sampleNote} className="mt-6" />
      </Section>

      <Section title={feedback.title} intro={feedback.intro}>
        <div className="grid prose-measure gap-6 text-lg">
          <p className="flex items-start gap-3">
            <Icon name="mail" className="mt-2.5 size-6 shrink-0 text-primary" />
            <span>
              <Message text={feedback.email} tags={{ email: feedbackEmailLink }} />
            </span>
          </p>
          <CheckList items={feedback.replyTimes} />
          <p>
            <Message text={feedback.escalation.text} tags={{ guide: officialLink(feedback.escalation.url) }} />
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

// The elements of the sentences' tags, made outside the components that render the sentences.

/** A phone number inside a call link's sentence, in figures of even width. */
const tabularNumber = <span className="tabular" />;

/** The feedback address inside its sentence, as a link that writes to it. */
const feedbackEmailLink = (
  <Anchor
    href={`mailto:${provider.feedbackEmail}`}
    className="inline-flex min-h-11 items-center font-bold wrap-anywhere text-primary underline"
  />
);

/** An official page named inside a sentence, opening in a new tab. */
const officialLink = (url: string) => <ExternalLink href={url} className="font-bold text-primary underline" />;

/** Another page of the site named inside a sentence. */
const siteLink = (to: string) => <Link to={to} className="font-bold text-primary underline" />;

/**
 * A sentence of copy with one link to another page of the site inside it: `tag` names the part of
 * the sentence that is the link (`<guide>…</guide>`), and `to` where it goes.
 */
function TextWithLink({ text, tag, to }: { text: string; tag: string; to: string }) {
  return (
    <p className="mt-8 prose-measure text-lg">
      <Message text={text} tags={{ [tag]: siteLink(to) }} />
    </p>
  );
}
