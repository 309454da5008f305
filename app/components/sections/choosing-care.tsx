import { useId } from "react";
import { Link } from "~/components/ui/link";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { useDictionary } from "~/i18n/context";

/**
 * Two questions families ask before they call (the cost, and whether this is the right
 * service), each answered by a link to the page about it. `overview` asks the second as
 * "which of these", for the page that lists every service. Sits before a page's closing call to
 * action; like that call, it is left off paper, where a link cannot be followed.
 */
export function ChoosingCare({ overview = false }: { overview?: boolean }) {
  const { choosingCare } = useDictionary();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-print="hide" className="pt-12 md:pt-16">
      <div className="container-page">
        <h2 id={headingId} className="text-3xl">
          {choosingCare.title}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {choosingCare.links.map((link) => (
            <Card as="li" key={link.to} padding="snug" className="flex flex-col gap-2">
              <h3 className="text-xl">{overview && link.to === "/care-guide" ? choosingCare.overviewGuideQuestion : link.question}</h3>
              <Link to={link.to} className="inline-flex min-h-11 items-center gap-2 self-start font-bold text-primary underline">
                {link.label}
                <Icon name="arrow-right" className="size-5 shrink-0" />
              </Link>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
