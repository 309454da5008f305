import { TEXT_SIZES, setTextSize, useTextSize } from "~/lib/text-size";
import { cn } from "~/lib/cn";
import { useDictionary } from "~/i18n/context";

/** Glyph sizes of the three buttons' letter "A", smallest to largest. */
const GLYPH = ["text-base", "text-lg", "text-xl"] as const;

/** The help bar's controls on a dark or a light header; the text-size control and the language switcher mark the one in use alike. */
export const TONES = {
  /** On the dark help bar. */
  dark: { base: "on-dark", pressed: "bg-white text-primary", idle: "text-white hover:bg-white/15" },
  /** On a light header (the COPD page's own). */
  light: { base: "", pressed: "bg-primary text-on-primary", idle: "text-primary hover:bg-primary-tint" },
} as const;

/** Three buttons that set the page's text size; the pressed one is the size in use. */
export function TextSizeControl({ tone = "dark", className }: { tone?: keyof typeof TONES; className?: string }) {
  const { textSizeLabels } = useDictionary();
  const look = TONES[tone];
  const current = useTextSize();
  return (
    <fieldset className={cn("flex flex-wrap items-center gap-1", className)}>
      {/* Floated, the legend lines up with the buttons as an ordinary flex item. */}
      <legend className="float-left pr-1 font-bold">{textSizeLabels.legend}</legend>
      {TEXT_SIZES.map((size, index) => (
        <button
          key={size}
          type="button"
          aria-label={textSizeLabels[size]}
          aria-pressed={current === size}
          onClick={() => setTextSize(size)}
          className={cn(
            "inline-flex size-11 items-center justify-center rounded leading-none font-bold",
            look.base,
            GLYPH[index],
            current === size ? look.pressed : look.idle,
          )}
        >
          <span aria-hidden="true">{textSizeLabels.glyph}</span>
        </button>
      ))}
    </fieldset>
  );
}
