import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { ContactCard } from "~/components/sections/contact-card";
import { ContactSection, contactHeadingId } from "~/components/sections/contact-section";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { AddressLines } from "~/components/ui/address";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, cardColumns } from "~/components/ui/card";
import { SectionLink } from "~/components/ui/consultation-link";
import { ExternalLink } from "~/components/ui/external-link";
import { LazyTooltipLabel } from "~/components/ui/lazy-tooltip-label";
import { directionsHref, emailHref, mapEmbedSrc, site } from "~/content/site";
import { useDictionary, useWhatsappHref } from "~/i18n/context";
import { RequestForm } from "~/features/contact/request-form";
import { cn } from "~/lib/cn";
import { getMeta } from "~/lib/meta";
import { useLoaderData } from "react-router";
import { pageContent } from "~/i18n/page.server";
import type { Route } from "./+types/contact";

/** The page in its language, made at build time: it arrives as page data. */
export const loader = ({ context }: Route.LoaderArgs) => pageContent(context, "contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  getMeta({ ...loaderData.meta, path: "/contact" }, matches[1].loaderData);

/**
 * The office map, loaded only when the visitor asks: Google's embed sets cookies and calls Google
 * as soon as it loads. Until then the box shows the address and a 'Show map' button; the map then
 * covers the same box (the address stays underneath, hidden, so the box keeps its height at any
 * text size and nothing else on the page moves), and keyboard focus goes to the map.
 * `data-frame-src` tells the build's security policy that this page may open a frame from that
 * origin (scripts/csp.mjs): the map is not in the page's HTML.
 */
function OfficeMap() {
  const { map } = useLoaderData<typeof loader>();
  const [shown, setShown] = useState(false);
  return (
    <div data-frame-src={mapEmbedSrc} className="relative grid aspect-video w-full rounded-card border border-border bg-primary-tint">
      <div className={cn("flex flex-col items-start justify-center gap-4 p-6", shown && "invisible")}>
        <address className="text-lg not-italic">
          <AddressLines />
        </address>
        <p className="max-w-prose">{map.placeholder}</p>
        <Button size="lg" onClick={() => setShown(true)}>
          <Icon name="map-pin" />
          {map.showLabel}
        </Button>
      </div>
      {shown && (
        // No sandbox: Google's map needs its own scripts and storage to work.
        // oxlint-disable-next-line react/iframe-missing-sandbox
        <iframe
          ref={(element) => element?.focus()}
          title={map.iframeTitle}
          src={mapEmbedSrc}
          referrerPolicy="no-referrer-when-downgrade"
          width={800}
          height={450}
          className="absolute inset-0 size-full rounded-card"
        />
      )}
    </div>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const words = useDictionary().site;
  const whatsappHref = useWhatsappHref();
  const { hero, options, message, hours, booking, map, registration } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} image={hero.image} />

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
                {words.officeHours.map((entry) => (
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
        {/* Columns with a zero minimum: the map card keeps a 16:9 ratio while growing with its text,
            and an auto-sized column would widen to match that height, past the screen's edge. */}
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <OfficeMap />
          <div className="grid content-start gap-4">
            <address className="text-lg not-italic">
              <span className="block font-bold">{site.name}</span>
              <AddressLines />
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
