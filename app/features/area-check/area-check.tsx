import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Anchor } from "~/components/ui/link";
import { Message, type MessageTags } from "~/components/ui/message";
import { useLang } from "~/i18n/context";
import type { Content } from "~/i18n/content.server";
import { formatNumber } from "~/i18n/format";
import { fill } from "~/i18n/markers";
import type { Region } from "~/content/provider";
import { phoneHref } from "~/content/site";
import { type AreaAnswer, lookUpPostalCode } from "./lookup";
import { HeldNote, NoScriptDefault, holdUntil, useHeldPress } from "~/lib/held-press";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * 'Do you come to my area?': a postal code in, and the area, region (or the two regions a postal
 * sector spans) and usual start out, in a live region so a screen reader reads the answer without
 * the visitor moving.
 *
 * Nothing leaves the page. The field has no `name`, so even a form submitted without the
 * scripts carries no postal code. A check asked for before the scripts have come waits for them
 * (lib/held-press.tsx); where they do not run, a note in the button's place points to the table
 * of areas.
 */
/**
 * The page's words (each region's usual start among them, written when the page was built), and
 * the names of the regions and postal districts, in the page's language.
 */
interface AreaWords {
  copy: Content<"locations">;
  regions: Content<"areas">["regions"];
  districts: Content<"areas">["postalDistricts"];
}

/** "…<toTable>Find your area in the table below</toTable>": the link goes to the table of areas. */
function linkToTable(tableId: string): MessageTags {
  return {
    toTable: <Anchor href={`#${tableId}`} className="inline-flex min-h-11 items-center font-bold text-primary underline" />,
  };
}

/** "…<strong>within 2 working days</strong>": the time stands out. */
const emphasis: MessageTags = { strong: <strong /> };

export function AreaCheck({ tableId, ...words }: { tableId: string } & AreaWords) {
  const copy = words.copy.areaCheck;
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useHeldPress(form, hydrated);
  const field = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<AreaAnswer | null>(null);
  /** How many checks have run: a new key each time, so the same message is read out again. */
  const [checks, setChecks] = useState(0);
  const id = useId();
  const hintId = `${id}-hint`;
  const answerId = `${id}-answer`;
  const invalid = answer !== null && answer.kind !== "found";

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = lookUpPostalCode(field.current?.value ?? "");
    setAnswer(result);
    setChecks((count) => count + 1);
    // A code to correct: back to the field (from the button, when it was clicked).
    if (result.kind !== "found") field.current?.focus();
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label={copy.title}
      onSubmit={check}
      {...holdUntil(hydrated)}
      className="group max-w-3xl rounded-card border border-border bg-surface p-5 md:p-8"
    >
      <NoScriptDefault />
      <label htmlFor={`${id}-code`} className="block text-lg font-bold">
        {copy.label}
      </label>
      <span id={hintId} className="mt-1 block text-base text-muted">
        {copy.hint}
      </span>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        <input
          ref={field}
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${hintId} ${answerId}` : hintId}
          // Room for "520 123", yet never wider than the card at large text; no `name`: the code is never submitted.
          className="block w-full max-w-48 rounded-control border-2 border-muted bg-surface px-4 py-3 text-xl tracking-wider text-ink tabular focus-visible:border-primary aria-invalid:border-destructive"
        />
        {/*
            The button takes a press from the first paint: a check asked for before the code has
            come is held and made once it has (lib/held-press.tsx). Where scripts do not run, or
            a held check waits long, the note stands in for it, with the table of areas.
          */}
        <div className="min-w-0 flex-[1_1_15rem]">
          <Button type="submit" size="lg" className="noscript:hidden">
            {copy.submit}
          </Button>
          <p className="hidden text-base group-data-slow:mt-3 group-data-slow:block noscript:block">
            <Message text={copy.noScript} tags={linkToTable(tableId)} />
          </p>
        </div>
      </div>
      <HeldNote />
      {/*
          A status region (what <output> is to assistive technology), always in the page so what
          appears in it is announced; it takes no room while empty. <output> holds phrasing
          content only, hence spans laid out as blocks.
        */}
      <output htmlFor={`${id}-code`} id={answerId} className="mt-4 block empty:mt-0">
        {answer && <Answer key={checks} answer={answer} {...words} />}
      </output>
    </form>
  );
}

/** How soon care can usually start in a region, in the page's words. */
function startOf(page: Content<"locations">, region: Region) {
  const start = page.starts.find((entry) => entry.key === region);
  if (!start) throw new Error(`The page has no start time for the ${region} region`);
  return start;
}

function Answer({ answer, copy: page, regions, districts }: { answer: AreaAnswer } & AreaWords) {
  const copy = page.areaCheck;
  const lang = useLang();
  /** A region's name in the page's language. */
  const regionName = (region: Region) => regions.find((entry) => entry.region === region)?.name ?? region;
  if (answer.kind !== "found") {
    return (
      <span className="block">
        <span className="flex items-start gap-2 text-lg font-bold text-destructive">
          <Icon name="triangle-alert" className="mt-1 size-6 shrink-0" />
          {answer.kind === "format" ? copy.formatError : copy.unknownError}
        </span>
        {answer.kind === "unknown" && (
          <a href={phoneHref} className="mt-1 inline-flex min-h-11 items-center gap-2 font-bold text-primary underline">
            <Icon name="phone" />
            {copy.call}
          </a>
        )}
      </span>
    );
  }
  const [first, second] = answer.regions;
  return (
    <span className="block rounded-control border-l-8 border-primary bg-primary-tint px-5 py-4 text-lg">
      <span className="flex items-start gap-2 font-bold">
        <Icon name="check" className="mt-1 size-6 shrink-0 text-primary" />
        {copy.found.served}
      </span>
      <span className="mt-2 block">
        {fill(copy.found.area, {
          code: answer.code,
          location: districts.find((entry) => entry.district === answer.district)?.location ?? "",
          district: formatNumber(answer.district, lang),
        })}
      </span>
      <span className="mt-1 block">
        {second === undefined
          ? fill(copy.found.region, { region: regionName(first) })
          : fill(copy.found.regions, { sector: answer.sector, first: regionName(first), second: regionName(second) })}
      </span>
      <span className="mt-1 block">
        <Message text={startOf(page, answer.startRegion).answer} tags={emphasis} />
      </span>
    </span>
  );
}
