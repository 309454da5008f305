import { Icon } from "~/components/ui/icon";
import { ContactCard } from "~/components/sections/contact-card";
import { ContactSection, contactHeadingId } from "~/components/sections/contact-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { AddressLines } from "~/components/ui/address";
import { buttonVariants } from "~/components/ui/button";
import { Card, cardColumns } from "~/components/ui/card";
import { SectionLink } from "~/components/ui/consultation-link";
import { ExternalLink } from "~/components/ui/external-link";
import { LazyTooltipLabel } from "~/components/ui/lazy-tooltip-label";
import { contactPage } from "~/content/contact";
import { illustrations } from "~/content/illustrations";
import { addressLines, directionsHref, emailHref, mapEmbedSrc, site, whatsappHref } from "~/content/site";
import { RequestForm } from "~/features/contact/request-form";
import { cn } from "~/lib/cn";
import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    ...contactPage.meta,
    path: "/contact",
  });

export default function Contact() {
  const { hero, options, message, hours, booking, map, registration } = contactPage;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={illustrations.contactHero} />

      <Section title={options.title}>
        <ul className={cn("grid gap-6", cardColumns[3])}>
          <ContactCard icon="message-circle" title={options.whatsapp.title} text={options.whatsapp.text}>
            <ExternalLink href={whatsappHref} className={buttonVariants({ variant: "outline", className: "mt-4" })}>
              {options.whatsapp.label}
            </ExternalLink>
          </ContactCard>
          <ContactCard icon="mail" title={options.email.title} text={options.email.text}>
            <a href={emailHref} className="mt-3 inline-flex min-h-11 items-center font-bold break-all text-primary underline">
              {site.email}
            </a>
          </ContactCard>
          <ContactCard icon="map-pin" title={options.visit.title} text={options.visit.text}>
            <address className="mt-3 font-bold not-italic">
              <AddressLines />
            </address>
          </ContactCard>
        </ul>
      </Section>

      <ContactSection
        id={message.id}
        title={message.title}
        intro={message.intro}
        form={<RequestForm kind="contact" labelledBy={contactHeadingId(message.id)} />}
        aside={
          <>
            <Card>
              <h2 className="flex items-center gap-3 text-2xl">
                <Icon name="clock" className="size-7 text-primary" />
                {hours.title}
              </h2>
              <dl className="mt-4 grid gap-3">
                {site.officeHours.map((entry) => (
                  <div key={entry.day} className="flex flex-wrap justify-between gap-x-4 border-b border-border pb-2 last:border-0">
                    <dt className="font-bold">{entry.day}</dt>
                    <dd className="tabular">{entry.hours}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card>
              <h2 className="text-2xl">{booking.title}</h2>
              <p className="mt-2">{booking.text}</p>
              <SectionLink size="lg" className="mt-4 w-full">
                {booking.label}
              </SectionLink>
            </Card>
          </>
        }
      />

      <Section title={map.title}>
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          {/* No sandbox: Google's map needs its own scripts and storage to work. */}
          {/* oxlint-disable-next-line react/iframe-missing-sandbox */}
          <iframe
            title={map.iframeTitle}
            src={mapEmbedSrc}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width={800}
            height={450}
            className="aspect-video h-auto w-full rounded-[var(--radius-card)] border border-border bg-primary-tint"
          />
          <div className="grid content-start gap-4">
            <address className="text-lg not-italic">
              <span className="block font-bold">{site.name}</span>
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <ExternalLink href={directionsHref} className={buttonVariants({ variant: "default", size: "lg" })}>
              <Icon name="navigation" />
              {map.directionsLabel}
            </ExternalLink>
            <p>
              <LazyTooltipLabel
                label={registration.label}
                tip={registration.tooltip}
                className="min-h-11 cursor-help font-bold underline decoration-dotted underline-offset-4"
              />
              : <span className="tabular">{site.registrationNumber}</span>
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
