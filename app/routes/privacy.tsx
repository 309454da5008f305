import { Paragraphs } from "~/components/sections/section";
import { AddressLines } from "~/components/ui/address";
import { Card } from "~/components/ui/card";
import { site } from "~/content/site";
import { headOf } from "~/lib/head.server";
import { Message } from "~/components/ui/message";
import { pageContent } from "~/i18n/page.server";
import type { Route } from "./+types/privacy";

/** The page in its language, made at build time: it arrives as page data. */
export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, "privacy");
  return { ...page, head: headOf(context, { ...page.meta, path: "/privacy" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.head;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { title, intro, updatedOn, lastUpdated, lastUpdatedIso, sections, dpo } = loaderData;
  return (
    <article className="container-page py-12 md:py-16">
      <h1 className="text-4xl">{title}</h1>
      <p className="mt-3 text-muted">
        <Message text={updatedOn} values={{ date: <time dateTime={lastUpdatedIso}>{lastUpdated}</time> }} />
      </p>
      <p className="mt-6 prose-measure text-lg">{intro}</p>
      {sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-2xl">{section.title}</h2>
          <Paragraphs paragraphs={section.paragraphs} className="mt-4" />
        </section>
      ))}
      <Card as="section" className="mt-10 prose-measure">
        <h2 className="text-2xl">{dpo.title}</h2>
        <p className="mt-3 text-lg">{dpo.text}</p>
        <p className="mt-3 text-lg">
          <a href={`mailto:${site.dpoEmail}`} className="inline-flex min-h-11 items-center font-bold text-primary underline">
            {site.dpoEmail}
          </a>
        </p>
        <address className="mt-2 text-lg not-italic">
          {dpo.addressee}
          <AddressLines />
        </address>
      </Card>
    </article>
  );
}
