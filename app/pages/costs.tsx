import { Anchor } from "~/components/ui/link";
import { useLang } from "~/i18n/context";
import { Phrase } from "~/components/ui/phrase";
import { Link } from "~/components/ui/link";
import { Message } from "~/components/ui/message";
import { CtaBanner } from "~/components/sections/cta-banner";
import { DataTable } from "~/components/sections/data-table";
import { FaqList } from "~/components/sections/faq-list";
import { CheckList } from "~/components/sections/feature-grid";
import { Paragraphs, Section } from "~/components/sections/section";
import { Card, cardColumns } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { provider } from "~/content/provider";
import { cn } from "~/lib/cn";
import type { Content } from "~/i18n/content.server";

/** The costs page below its first screen, loaded as a deferred part (routes/costs.tsx). */
export function CostsBody({ page }: { page: Content<"costs"> }) {
  const { sampleNote, charging, residential, schemes, subsidies, questions, cta } = page;
  return (
    <>
      <Section title={charging.title} intro={charging.intro}>
        <div className="grid gap-8">
          {provider.samples && (
            <Card as="p" tone="accent" className="flex items-center gap-3 text-lg font-bold">
              <Icon name="info" className="size-6 shrink-0 text-primary" />
              {sampleNote}
            </Card>
          )}
          <div className="max-w-3xl">
            <DataTable caption={charging.caption} columns={charging.columns} rows={charging.rates} />
          </div>
          <Paragraphs paragraphs={[charging.minimumVisit, charging.gst]} />
          <div className={cn("grid gap-6", cardColumns[3])}>
            {[charging.included, charging.notIncluded].map((group) => (
              <Card key={group.title}>
                <h3 className="text-xl">{group.title}</h3>
                <CheckList items={group.items} className="mt-4" />
              </Card>
            ))}
            <Card>
              <h3 className="text-xl">{charging.cancellation.title}</h3>
              <p className="mt-4">{charging.cancellation.text}</p>
            </Card>
          </div>
        </div>
      </Section>

      <Section title={residential.title} intro={residential.intro} tone="surface">
        <div className="grid max-w-3xl gap-6">
          <DataTable caption={residential.caption} columns={residential.columns} rows={residential.fees} />
          <p className="text-lg">
            <Link to={residential.faqLink.to} className="inline-flex min-h-11 items-center font-bold text-primary underline">
              {residential.faqLink.label}
            </Link>
          </p>
        </div>
      </Section>

      <Section id="financial-help" title={schemes.title} intro={schemes.intro}>
        <div className="grid gap-8">
          <SchemeTable caption={schemes.caption} columns={schemes.columns} rows={schemes.rows} newTabCue={schemes.newTabCue} />
          <p className="prose-measure text-lg">
            <Message text={schemes.hotline} tags={{ hotline: callLink(schemes.hotlineHref) }} />
          </p>
        </div>
      </Section>

      <Section title={subsidies.title} tone="tint">
        <Paragraphs paragraphs={subsidies.paragraphs} />
      </Section>

      <Section title={questions.title} intro={questions.intro} tone="surface">
        <FaqList items={questions.items} />
      </Section>

      <CtaBanner title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}

/** The element of a sentence's tag that dials `href`: the hotline inside its sentence. */
function callLink(href: string) {
  return <Anchor href={href} className="inline-flex min-h-11 items-center font-bold text-primary tabular underline" />;
}

interface SchemeTableProps {
  caption: string;
  /** Scheme, who, what, how, official page, checked. */
  columns: readonly [string, string, string, string, string, string];
  /** Each row with its official pages and the day its figures were last read there. */
  rows: Content<"costs">["schemes"]["rows"];
  /** Visible after each official link, which opens in a new tab. */
  newTabCue: string;
}

// Six columns of sentences need room: when the table's box is narrower than 60rem, each scheme
// stacks as a card with the column name above each value, so nothing scrolls sideways. A
// container query rather than a media query, because its rem follows the reader's text size
// (the header's control, or the browser's zoom of text), where a media query's rem stays 16 px.
const stackedCell =
  "@max-[60rem]:block @max-[60rem]:px-5 @max-[60rem]:py-1 @max-[60rem]:before:block @max-[60rem]:before:font-bold @max-[60rem]:before:content-[attr(data-label)]";

/**
 * Only this page shows the schemes, so the table lives here rather than in components/sections,
 * whose shared chunk every page downloads.
 *
 * The government schemes: a real table with a caption, column headers and a header cell per row. */
function SchemeTable({ caption, columns, rows, newTabCue }: SchemeTableProps) {
  const lang = useLang();
  const [, who, gives, apply, official, checkedOn] = columns;
  return (
    <Card padding="none" className="@container">
      <table className="w-full border-collapse text-left @max-[60rem]:block">
        <caption className="px-5 pt-4 pb-2 text-left text-lg font-bold @max-[60rem]:block">{caption}</caption>
        <thead className="@max-[60rem]:sr-only">
          <tr className="bg-primary-tint">
            {columns.map((column) => (
              <th key={column} scope="col" className="border-b border-border px-4 py-3 align-bottom font-bold text-primary">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="@max-[60rem]:block">
          {rows.map((row) => (
            <tr key={row.id} id={row.id} className="border-b border-border last:border-0 @max-[60rem]:block @max-[60rem]:py-3">
              <th
                scope="row"
                className="px-4 py-4 align-top text-lg font-bold @max-[60rem]:block @max-[60rem]:px-5 @max-[60rem]:text-primary"
              >
                <Phrase text={row.name} />
              </th>
              <td data-label={who} className={`px-4 py-4 align-top ${stackedCell}`}>
                <Phrase text={row.who} />
              </td>
              <td data-label={gives} className={`px-4 py-4 align-top ${stackedCell}`}>
                <Phrase text={row.gives} />
              </td>
              <td data-label={apply} className={`px-4 py-4 align-top ${stackedCell}`}>
                <Phrase text={row.apply} />
              </td>
              <td data-label={official} className={`px-4 py-4 align-top ${stackedCell}`}>
                <ul className="grid gap-1">
                  {row.links.map((link) => (
                    <li key={link.key}>
                      <ExternalLink href={link.url} className="inline-flex min-h-11 items-center font-bold text-primary underline">
                        <Phrase text={link.label} />
                      </ExternalLink>
                      {/* Kept whole in English; a Chinese cue is a line's width at large text, so it may wrap. */}
                      <span aria-hidden="true" className={lang === "en" ? "ml-1 whitespace-nowrap" : "ml-1"}>
                        {newTabCue}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label={checkedOn} className={`px-4 py-4 align-top @min-[60rem]:whitespace-nowrap ${stackedCell}`}>
                <time dateTime={row.checked.iso}>{row.checked.text}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
