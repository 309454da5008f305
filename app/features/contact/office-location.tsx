import { useState } from "react";
import { Section } from "~/components/sections/section";
import { AddressLines } from "~/components/ui/address";
import { Button, buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { LazyTooltipLabel } from "~/components/ui/lazy-tooltip-label";
import { Message, type MessageTags } from "~/components/ui/message";
import { directionsHref, mapEmbedSrc, site } from "~/content/site";
import type { Content } from "~/i18n/content.server";
import { cn } from "~/lib/cn";

type ContactPage = Content<"contact">;

/**
 * The office map, loaded only when the visitor asks: Google's embed sets cookies and calls Google
 * as soon as it loads. Until then the box shows the address and a 'Show map' button; the map then
 * covers the same box (the address stays underneath, hidden, so the box keeps its height at any
 * text size and nothing else on the page moves), and keyboard focus goes to the map.
 * `data-frame-src` tells the build's security policy that this page may open a frame from that
 * origin (scripts/csp.mjs): the map is not in the page's HTML.
 */
function OfficeMap({ map }: { map: ContactPage["map"] }) {
  const [shown, setShown] = useState(false);
  return (
    <div data-frame-src={mapEmbedSrc} className="relative grid aspect-video w-full rounded-card border border-border bg-primary-tint">
      <div className={cn("flex min-w-0 flex-col items-start justify-center gap-4 p-6", shown && "invisible")}>
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

/**
 * "<label>Company registration number</label>: <number>{registrationNumber}</number>": the label
 * opens a tooltip that explains the number, and the number is set in even-width digits.
 */
function registrationTags(registration: ContactPage["registration"]): MessageTags {
  return {
    label: (
      <LazyTooltipLabel
        tip={registration.tooltip}
        className="min-h-11 cursor-help font-bold underline decoration-dotted underline-offset-4"
      />
    ),
    number: <span className="tabular" />,
  };
}

/**
 * The contact page's last section: the map, the address, directions and the registration number
 * with its explanation. Loaded as a deferred part (routes/contact.tsx): it is never on the first screen.
 */
export function OfficeLocation({ map, registration }: { map: ContactPage["map"]; registration: ContactPage["registration"] }) {
  return (
    <Section title={map.title}>
      {/* Columns with a zero minimum: the map card keeps a 16:9 ratio while growing with its text,
          and an auto-sized column would widen to match that height, past the screen's edge. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <OfficeMap map={map} />
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
            <Message text={registration.text} tags={registrationTags(registration)} />
          </p>
        </div>
      </div>
    </Section>
  );
}
