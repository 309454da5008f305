/**
 * Numbers, money, percentages, dates, clock times and opening hours, written for each language by
 * the platform's Intl from the one stored value: 900000 is "900,000" in English and "90万" in
 * Chinese, 4500 dollars "SGD 4,500" and "$4,500". The words around them (", ", "{from} - {to}")
 * come from each language's catalogs; the locales and styles from its entry in languages.ts.
 *
 * Most of this runs at build time, when the pages are prerendered; what runs in the browser
 * (a number in the postal-code answer) uses the same functions, so both agree.
 */
import { type Lang, languageRules, languages } from "./languages";

/** A day of the week, as stored in the shared content (hours) and named by Intl in each language. */
export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

const WEEKDAYS: readonly Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** schema.org's name of each day, for the opening hours in the structured data. */
export const schemaDay = (day: Weekday): string => day.charAt(0).toUpperCase() + day.slice(1);

/** A calendar date (2026-11-23) or a clock time (08:00) as a Date that Intl reads in UTC. */
export function calendarDate(iso: string): Date {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) throw new Error(`Not a date written YYYY-MM-DD: ${iso}`);
  return date;
}

function clock(time: string): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`Not a 24-hour time written HH:MM: ${time}`);
  return new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2])));
}

/**
 * The named styles a sentence in a catalog may ask for, as ICU message arguments:
 * `{fee, number, money}`, `{share, number, percent}`, `{seniors, number, compact}`,
 * `{checked, date, long}`, `{from, time, short}`. Each language's entry picks its locale and money style.
 */
export function namedFormats(lang: Lang) {
  const { money } = languageRules[lang];
  return {
    number: {
      money: { style: "currency", currency: "SGD", currencyDisplay: money.currencyDisplay, trailingZeroDisplay: "stripIfInteger" },
      percent: { style: "percent", maximumFractionDigits: 2 },
      /** A measurement to one decimal, the tenth always shown: "7.0", "11.1". */
      tenths: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      /** Large round figures: "900K" and "90万". */
      compact: { notation: "compact", maximumFractionDigits: 2 },
    },
    date: { long: { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } },
    time: { short: { hour: "numeric", minute: "2-digit", timeZone: "UTC" } },
  } as const;
}

/** A number in the language's digits and grouping: 4800 → "4,800". */
export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(languages[lang].numbers, options).format(value);
}

/** An amount of Singapore dollars in the language's one money style: "SGD 4,500", "$4,500". */
export function formatMoney(amount: number, lang: Lang): string {
  return formatNumber(amount, lang, namedFormats(lang).number.money);
}

/** A date (YYYY-MM-DD) as the language writes it in full: "23 November 2026", "2026年11月23日". */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(languageRules[lang].intl.dates, namedFormats(lang).date.long).format(calendarDate(iso));
}

/** A 24-hour time (HH:MM) as the language reads a clock: "8:00 AM", "上午8:00", "22:00" style by locale. */
export function formatTime(time: string, lang: Lang, style: "full" | "list" = "full"): string {
  const { intl, tightHours, dayPeriods, clockSeparator } = languageRules[lang];
  const date = clock(time);
  const separated = (text: string) => text.replace(/(\d):(\d\d)/, `$1${clockSeparator}$2`);
  if (style === "list" && tightHours) {
    // A short list of hours: "9AM", "4:30PM". The hour and its AM/PM stay together.
    const parts = new Intl.DateTimeFormat(intl.times, {
      hour: "numeric",
      ...(date.getUTCMinutes() ? { minute: "2-digit" } : {}),
      timeZone: "UTC",
    }).formatToParts(date);
    return separated(
      parts
        .filter((part) => part.type !== "literal" || part.value.trim() !== "")
        .map((part) => part.value)
        .join(""),
    );
  }
  const named = dayPeriods === "named" ? { dayPeriod: "short" as const } : {};
  const text = new Intl.DateTimeFormat(intl.times, { ...namedFormats(lang).time.short, ...named }).format(date);
  return separated(text);
}

/** A day's name: "Monday" ("long"), "Mon" ("short"); "星期一", "周一". */
export function dayName(day: Weekday, lang: Lang, width: "long" | "short"): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(languageRules[lang].intl.dates, { weekday: width, timeZone: "UTC" }).format(date);
}

/** Opening hours, as stored: a day or a run of days (first and last), and when they open, or closed. */
export type OpeningHours =
  | { days: readonly [Weekday] | readonly [Weekday, Weekday]; opens: string; closes: string; publicHolidays?: false }
  | { days: readonly [Weekday] | readonly [Weekday, Weekday]; closed: true; publicHolidays?: boolean };

/** The words each language puts around days and times (from its catalogs). */
export interface HoursWords {
  /** "{from} - {to}": a run of days or a span of time, in a table. */
  range: string;
  /** "{from}-{to}": the same in a short list. */
  listRange: string;
  /** "{days} & Public Holidays". */
  withHolidays: string;
  closed: string;
  /** "{days} {times}": one entry of a short list. */
  listEntry: string;
  /** ", ": between the entries of a short list. */
  listSeparator: string;
}

const place = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** Each entry as a row of a table: [{ day: "Monday - Friday", hours: "8:00 AM - 6:00 PM" }, ...]. */
export function hoursTable(hours: readonly OpeningHours[], lang: Lang, words: HoursWords): { day: string; hours: string }[] {
  return hours.map((entry) => {
    const names = entry.days.map((day) => dayName(day, lang, "long"));
    let day = names.length === 2 ? place(words.range, { from: names[0]!, to: names[1]! }) : names[0]!;
    if (entry.publicHolidays) day = place(words.withHolidays, { days: day });
    const time =
      "closed" in entry ? words.closed : place(words.range, { from: formatTime(entry.opens, lang), to: formatTime(entry.closes, lang) });
    return { day, hours: time };
  });
}

/** The open entries as one short line: "Mon-Fri 9AM-6PM, Sat 9AM-4PM". */
export function hoursLine(hours: readonly OpeningHours[], lang: Lang, words: HoursWords): string {
  return hours
    .filter((entry) => !("closed" in entry))
    .map((entry) => {
      const names = entry.days.map((day) => dayName(day, lang, languageRules[lang].listDays));
      const days = names.length === 2 ? place(words.listRange, { from: names[0]!, to: names[1]! }) : names[0]!;
      if ("closed" in entry) return days;
      const times = place(words.listRange, { from: formatTime(entry.opens, lang, "list"), to: formatTime(entry.closes, lang, "list") });
      return place(words.listEntry, { days, times });
    })
    .join(words.listSeparator);
}

/** Every day a run of days covers: ["monday", "friday"] → Monday to Friday. */
export function daysCovered(days: readonly Weekday[]): Weekday[] {
  const first = WEEKDAYS.indexOf(days[0]!);
  const last = WEEKDAYS.indexOf(days[days.length - 1]!);
  return WEEKDAYS.slice(first, last + 1);
}
