import { Icon } from "~/components/ui/icon";
import { ContactCard } from "~/components/sections/contact-card";
import { ContactSection, contactHeadingId } from "~/components/sections/contact-section";
import { Section } from "~/components/sections/section";
import { AddressLines } from "~/components/ui/address";
import { buttonVariants } from "~/components/ui/button";
import { Card, cardColumns } from "~/components/ui/card";
import { SectionLink } from "~/components/ui/consultation-link";
import { ExternalLink } from "~/components/ui/external-link";
import { emailHref, site } from "~/content/site";
import { useDictionary, useWhatsappHref } from "~/i18n/context";
import { cn } from "~/lib/cn";
import type { Content } from "~/i18n/content.server";
import { deferred } from "~/lib/deferred";

/** The form's code loads as the visitor nears or starts on the form (lib/deferred.tsx). */
const RequestForm = deferred(() => import("~/features/contact/request-form").then((module) => module.RequestForm));

/** The map, directions and registration, at the foot of the page: loaded as the visitor nears them. */
const OfficeLocation = deferred(() => import("~/features/contact/office-location").then((module) => module.OfficeLocation));

/** The contact page below its first screen, loaded as a deferred part (routes/contact.tsx). */
export function ContactBody({ page }: { page: Content<"contact"> }) {
  const words = useDictionary().site;
  const whatsappHref = useWhatsappHref();
  const { options, message, hours, booking, map, registration } = page;
  return (
    <>
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

      <OfficeLocation map={map} registration={registration} />
    </>
  );
}
